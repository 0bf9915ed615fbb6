import { formatEuros } from "../../../domain/money.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import { isContentLanguage, type ContentLanguage } from "../../../domain/translations.ts";
import type { bookings } from "../../db/schema.ts";
import type { BrandedMail, SummaryRow } from "../../mail/types.ts";
import { CHANGE_REQUEST_MAIL_TEXTS, type ChangeRequestMailTexts } from "./change-request-mail-texts.ts";
import { formatDate, formatTime } from "../../../domain/lisbon-date.ts";

type BookingRow = typeof bookings.$inferSelect;

const languageOf = (booking: Pick<BookingRow, "language">): ContentLanguage => (isContentLanguage(booking.language) ? booking.language : "en");

function tripRows(trip: BookingRow, t: ChangeRequestMailTexts): SummaryRow[] {
  const rows: SummaryRow[] = [
    [t.fields.route, `${trip.origin} → ${trip.destination}`],
    [t.fields.date, formatDate(trip.bookingDate, "pt")],
    [t.fields.time, formatTime(trip.bookingTime)],
    [t.fields.passengers, String(trip.passengers)],
  ];
  if (trip.flightNumber) rows.push([t.fields.flight, trip.flightNumber]);
  if (trip.specialRequests) rows.push([t.fields.specialRequests, trip.specialRequests]);
  rows.push([t.fields.price, formatEuros(trip.totalPriceCents, t.locale)]);
  return rows;
}

/** The money an applied change moved: a difference to pay (with its link, if any) or a refund. */
export type ChangeMoney =
  | { kind: "none" }
  | { kind: "difference"; amountCents: number; url: string | null }
  | { kind: "refund"; amountCents: number };

/**
 * To the customer once an admin applied their change, in the booking's language: the changed trip
 * as it is now, the admin's note, and the money (a difference to pay through its link, or what was
 * refunded).
 */
export function changeAppliedMail(input: {
  outbound: BookingRow;
  changedTrip: BookingRow;
  requestedText: string;
  adminMessage: string | null;
  money: ChangeMoney;
  manageUrl: string;
}): BrandedMail {
  const lang = languageOf(input.outbound);
  const t = CHANGE_REQUEST_MAIL_TEXTS[lang];
  const ref = bookingReference(input.outbound.id);
  const outro: string[] = [];
  const buttons: { label: string; url: string }[] = [];
  const { money } = input;
  if (money.kind === "difference") {
    const amount = formatEuros(money.amountCents, t.locale);
    if (money.url) {
      outro.push(t.differenceToPay(amount));
      buttons.push({ label: t.pay(amount), url: money.url });
    } else {
      outro.push(t.differenceByCompany(amount));
    }
  } else if (money.kind === "refund") {
    outro.push(money.amountCents > 0 ? t.refunded(formatEuros(money.amountCents, t.locale)) : t.noRefund);
  }
  const words: SummaryRow[] = [[t.yourRequest, input.requestedText]];
  if (input.adminMessage) words.push([t.ourMessage, input.adminMessage]);
  const sections = [{ title: t.applied.newDetails, rows: tripRows(input.changedTrip, t) }, { rows: words }];
  return {
    kind: "change_applied",
    to: input.outbound.customerEmail,
    subject: t.applied.subject(ref),
    branded: {
      language: lang,
      audience: "customer",
      preview: t.applied.preview,
      heading: t.applied.heading,
      intro: [t.hello(input.outbound.customerName), t.applied.intro(ref)],
      sections,
      outro,
      buttons,
      manageUrl: input.manageUrl,
      reference: ref,
    },
  };
}

/** To the customer when an admin declined their change, in the booking's language, with the admin's message. */
export function changeDeclinedMail(input: { outbound: BookingRow; requestedText: string; adminMessage: string; manageUrl: string }): BrandedMail {
  const lang = languageOf(input.outbound);
  const t = CHANGE_REQUEST_MAIL_TEXTS[lang];
  const ref = bookingReference(input.outbound.id);
  return {
    kind: "change_declined",
    to: input.outbound.customerEmail,
    subject: t.declined.subject(ref),
    branded: {
      language: lang,
      audience: "customer",
      preview: t.declined.preview,
      heading: t.declined.heading,
      intro: [t.hello(input.outbound.customerName), t.declined.intro(ref)],
      sections: [
        {
          rows: [
            [t.ourMessage, input.adminMessage],
            [t.yourRequest, input.requestedText],
          ],
        },
      ],
      outro: [t.declined.unchanged],
      manageUrl: input.manageUrl,
      reference: ref,
    },
  };
}
