import { formatEuros } from "../../../domain/money.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import type { bookings } from "../../db/schema.ts";
import type { BrandedMail, SummaryRow } from "../../mail/types.ts";
import { mailTripLine, paymentMailTexts, TEST_PAYMENT_MARK, testNotice } from "../payments/payment-confirmed-mail.ts";
import { formatDate, formatTime } from "../../../domain/lisbon-date.ts";

type BookingRow = typeof bookings.$inferSelect;
type Trip = Pick<BookingRow, "id" | "origin" | "destination" | "bookingDate" | "bookingTime">;

/**
 * The payment link an admin sends to the customer (spec send-email payment_link), in the
 * booking's language: the amount, the trips, a "Pay" button to the checkout and the manage
 * button. In test mode (PAYMENTS=test) the subject and the body say no card will be charged.
 */
export function paymentLinkMail(input: {
  to: string;
  customerName: string;
  url: string;
  amountCents: number;
  testMode: boolean;
  outbound: Trip;
  returnTrip?: Trip;
  /** The booking's language (bookings.language). */
  language: string;
  manageUrl: string;
}): BrandedMail {
  const { testMode: test } = input;
  const { lang, t } = paymentMailTexts(input.language);
  const ref = bookingReference(input.outbound.id);
  const amount = formatEuros(input.amountCents, t.locale);
  const rows: SummaryRow[] = [
    [t.reference, ref],
    [t.outbound, mailTripLine(input.outbound, lang)],
    ...(input.returnTrip ? [[t.returnTrip, mailTripLine(input.returnTrip, lang)] as const] : []),
    [t.link.amount, amount],
  ];
  return {
    kind: "payment_link",
    to: input.to,
    subject: test ? `[${TEST_PAYMENT_MARK}] ${t.link.subject(ref)}` : t.link.subject(ref),
    branded: {
      language: lang,
      audience: "customer",
      preview: t.link.preview(amount),
      ...(test ? { notice: testNotice(t) } : {}),
      heading: t.link.heading,
      intro: [t.hello(input.customerName), t.link.intro(amount, ref)],
      sections: [{ title: t.tripTitle, rows }],
      buttons: [{ label: t.link.pay(amount), url: input.url }],
      outro: [t.link.secure],
      manageUrl: input.manageUrl,
      reference: ref,
    },
  };
}

/** The admin notice that a booking was deleted (spec send-email booking_deleted), in Portuguese. */
export function bookingDeletedMail(
  companyEmail: string,
  input: { booking: BookingRow; vehicleName: string | null; tourName: string | null; deletedBy: string },
): BrandedMail {
  const { booking } = input;
  const lines: SummaryRow[] = [
    ["Referência", bookingReference(booking.id)],
    ["Serviço", booking.bookingType === "tour" ? `Tour: ${input.tourName ?? ""}` : "Transferência"],
    ["Data", formatDate(booking.bookingDate, "pt")],
    ["Hora", formatTime(booking.bookingTime)],
    ["Partida", booking.origin],
    ["Destino", booking.destination],
    ["Passageiros", String(booking.passengers)],
    ["Veículo", input.vehicleName ? `${booking.vehicleClass} (${input.vehicleName})` : booking.vehicleClass],
    ["Cliente", booking.customerName],
    ["Telefone", booking.customerPhone],
    ["Email", booking.customerEmail],
    ["Preço", formatEuros(booking.totalPriceCents, "pt-PT")],
    ["Estado", booking.status],
    ["Apagada por", input.deletedBy],
  ];
  if (booking.outboundBookingId) lines.push(["Regresso da reserva", bookingReference(booking.outboundBookingId)]);
  const ref = bookingReference(booking.id);
  return {
    kind: "booking_deleted",
    to: companyEmail,
    subject: `Reserva apagada ${ref} — ${booking.customerName}`,
    branded: {
      language: "pt",
      audience: "company",
      preview: `A reserva ${ref} foi apagada`,
      heading: `Reserva apagada ${ref}`,
      intro: ["A reserva seguinte foi apagada no painel administrativo."],
      sections: [{ rows: lines }],
      reference: ref,
    },
  };
}
