import { formatEuros } from "../../../domain/money.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import { formatDate, mailDateOptions, formatTime } from "../../../domain/lisbon-date.ts";
import { isContentLanguage, type ContentLanguage } from "../../../domain/translations.ts";
import type { BrandedMail, SummaryRow } from "../../mail/types.ts";
import { PAYMENT_MAIL_TEXTS, type PaymentMailTexts } from "./payment-mail-texts.ts";

export interface MailTrip {
  id: string;
  origin: string;
  destination: string;
  /** YYYY-MM-DD */
  bookingDate: string;
  /** HH:MM or HH:MM:SS */
  bookingTime: string;
}

/** The mark of every trace of the built-in test checkout (PAYMENTS=test). */
export const TEST_PAYMENT_MARK = "TEST PAYMENT — no card was charged";

/** The payment mails' texts in `language` (English for an unknown one) and that language's code. */
export function paymentMailTexts(language: string): { lang: ContentLanguage; t: PaymentMailTexts } {
  const lang = isContentLanguage(language) ? language : "en";
  return { lang, t: PAYMENT_MAIL_TEXTS[lang] };
}

/** "Wed 15 July 2026 14:30 — Faro Airport → Albufeira" in the reader's date style. */
export const mailTripLine = (trip: MailTrip, lang: ContentLanguage): string =>
  `${formatDate(trip.bookingDate, lang, mailDateOptions(lang))} ${formatTime(trip.bookingTime)} — ${trip.origin} → ${trip.destination}`;

/** The test checkout's notice: in the customer's language, then in English. */
export const testNotice = (t: PaymentMailTexts): string =>
  t.testMark === TEST_PAYMENT_MARK ? TEST_PAYMENT_MARK : `${t.testMark} (${TEST_PAYMENT_MARK})`;

/**
 * The e-mail sent once a payment confirms a booking (and its return trip), in the booking's
 * language, with the manage button. A payment of the test checkout (`testMode`) says so in the
 * subject and the body, and claims no money was received.
 */
export function paymentConfirmedMail(input: {
  to: string;
  customerName: string;
  amountCents: number;
  /** The payment was made on the built-in test checkout: no card was charged. */
  testMode?: boolean;
  outbound: MailTrip;
  returnTrip?: MailTrip;
  /** The booking's language (bookings.language). */
  language: string;
  manageUrl: string;
}): BrandedMail {
  const test = input.testMode === true;
  const { lang, t } = paymentMailTexts(input.language);
  const ref = bookingReference(input.outbound.id);
  const amount = formatEuros(input.amountCents, t.locale);
  const c = t.confirmed;
  const rows: SummaryRow[] = [
    [t.reference, ref],
    [t.outbound, mailTripLine(input.outbound, lang)],
    ...(input.returnTrip ? [[t.returnTrip, mailTripLine(input.returnTrip, lang)] as const] : []),
    [test ? c.amountTest : c.amountPaid, amount],
  ];
  return {
    kind: "payment_confirmed",
    to: input.to,
    subject: test ? `[${TEST_PAYMENT_MARK}] ${c.subject(ref)}` : c.subject(ref),
    branded: {
      language: lang,
      audience: "customer",
      preview: c.preview,
      ...(test ? { notice: testNotice(t) } : {}),
      heading: c.heading,
      intro: [t.hello(input.customerName), test ? c.receivedTest(amount, ref) : c.received(amount, ref)],
      sections: [{ title: t.tripTitle, rows }],
      outro: [c.thanks],
      manageUrl: input.manageUrl,
      pickupNotes: true,
      reference: ref,
    },
  };
}
