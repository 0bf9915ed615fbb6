import { LANGUAGE_NAMES_PT } from "../../../domain/language-names.ts";
import { formatEuros } from "../../../domain/money.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import { isContentLanguage, type ContentLanguage } from "../../../domain/translations.ts";
import type { bookings } from "../../db/schema.ts";
import type { PaymentProvider } from "../../integrations/payments/provider.ts";
import type { BrandedMail, SummaryRow } from "../../mail/types.ts";
import { BOOKING_MAIL_TEXTS, type BookingMailTexts } from "./booking-mail-texts.ts";
import { formatDate, mailDateOptions, formatTime } from "../../../domain/lisbon-date.ts";

export interface BookingMailData {
  booking: typeof bookings.$inferSelect;
  vehicleName: string | null;
  tourName: string | null;
  extras: { name: string; priceCents: number }[];
  /** The customer's private "manage my booking" link (`manageBookingUrl(siteUrl, token, language)`). */
  manageUrl: string;
  /** The tour's length in hours, for the calendar (read from the tour when not given). */
  tourDurationHours?: number | null;
}

type BookingRow = BookingMailData["booking"];

/** A vehicle of a group in several vehicles (decision 0045); rows written before groups have no number. */
const inGroup = (booking: BookingRow): boolean => typeof booking.groupVehicle === "number";

const textsOf = (booking: BookingRow): BookingMailTexts =>
  BOOKING_MAIL_TEXTS[isContentLanguage(booking.language) ? booking.language : "en"];

const languageOf = (booking: BookingRow): ContentLanguage => (isContentLanguage(booking.language) ? booking.language : "en");

/** The booking's details as label/value lines for the company, in Portuguese (with English labels). */
function detailLines({ booking, vehicleName, tourName, extras }: Omit<BookingMailData, "manageUrl">): SummaryRow[] {
  const lines: SummaryRow[] = [
    ["Referência / Reference", bookingReference(booking.id)],
    ["Serviço / Service", booking.bookingType === "tour" ? `Tour: ${tourName ?? ""}` : "Transferência / Transfer"],
    ["Data / Date", formatDate(booking.bookingDate, "pt")],
    ["Hora / Time", formatTime(booking.bookingTime)],
    ["Partida / From", booking.origin],
    ["Destino / To", booking.destination],
    ["Passageiros / Passengers", String(booking.passengers)],
    ["Veículo / Vehicle", vehicleName ? `${booking.vehicleClass} (${vehicleName})` : booking.vehicleClass],
  ];
  if (booking.flightNumber) lines.push(["Voo / Flight", booking.flightNumber]);
  if (extras.length) lines.push(["Extras", extras.map((e) => `${e.name} (${formatEuros(e.priceCents, "pt-PT")})`).join(", ")]);
  if (booking.specialRequests) lines.push(["Pedidos especiais / Special requests", booking.specialRequests]);
  lines.push(["Nome / Name", booking.customerName]);
  lines.push(["Telefone / Phone", booking.customerPhone]);
  lines.push(["Email", booking.customerEmail]);
  lines.push([
    "Preço / Price",
    booking.totalPriceCents > 0 ? formatEuros(booking.totalPriceCents, "pt-PT") : "Sob consulta / On request",
  ]);
  return lines;
}

/** The trip's lines in the customer's language (names of the tour and extras already localized). */
export function tripRows(
  { booking, vehicleName, tourName, extras }: Pick<BookingMailData, "booking" | "vehicleName" | "tourName" | "extras">,
  t: BookingMailTexts,
  options: { price?: boolean } = {},
): SummaryRow[] {
  const l = t.labels;
  const money = (cents: number) => formatEuros(cents, t.locale);
  const rows: SummaryRow[] = [
    [l.reference, bookingReference(booking.id)],
    [l.service, booking.bookingType === "tour" ? `${l.tour}: ${tourName ?? ""}` : l.transfer],
    [l.date, formatDate(booking.bookingDate, languageOf(booking), mailDateOptions(languageOf(booking)))],
    [l.time, formatTime(booking.bookingTime)],
    [l.from, booking.origin],
    [l.to, booking.destination],
    [l.passengers, String(booking.passengers)],
    [l.vehicle, vehicleName ? `${booking.vehicleClass} (${vehicleName})` : booking.vehicleClass],
  ];
  if (booking.flightNumber) rows.push([l.flight, booking.flightNumber]);
  if (extras.length) rows.push([l.extras, extras.map((e) => `${e.name} (${money(e.priceCents)})`).join(", ")]);
  if (booking.specialRequests) rows.push([l.requests, booking.specialRequests]);
  if (options.price !== false) rows.push([l.price, booking.totalPriceCents > 0 ? money(booking.totalPriceCents) : t.onRequest]);
  return rows;
}

const customerRows = (booking: BookingRow, t: BookingMailTexts): SummaryRow[] => [
  [t.labels.name, booking.customerName],
  [t.labels.phone, booking.customerPhone],
  [t.labels.email, booking.customerEmail],
];

/** What the customer is told about paying, by booking type and payment mode. */
function nextStep(booking: BookingRow, payments: PaymentProvider["kind"], t: BookingMailTexts): string {
  if (booking.bookingType === "tour") return t.tourAwaitsApproval;
  if (payments === "off") return t.paymentArranged;
  return t.confirmedAfterPayment;
}

/**
 * To the customer, one for each booking (the return trip gets its own), in the language the
 * booking was made in (`bookings.language`; English for an unknown one). The caller passes the
 * tour's and extras' names in that language. It carries `booking-<reference>.ics` (the outbound
 * booking's with its return trip).
 */
export function bookingConfirmationMail(
  data: BookingMailData,
  payments: PaymentProvider["kind"],
  options: { returnTrips?: BookingRow[] } = {},
): BrandedMail {
  const { booking } = data;
  const t = textsOf(booking);
  const isReturn = booking.outboundBookingId !== null && !inGroup(booking);
  const title = isReturn ? t.returnReceived : t.received;
  const ref = bookingReference(booking.id);
  return {
    kind: "booking_confirmation",
    to: booking.customerEmail,
    subject: `${title} — ${ref}`,
    branded: {
      language: languageOf(booking),
      audience: "customer",
      preview: t.preview(formatDate(booking.bookingDate, languageOf(booking), mailDateOptions(languageOf(booking))), formatTime(booking.bookingTime)),
      heading: title,
      intro: [t.hello(booking.customerName), t.thanks],
      sections: [
        { title: isReturn ? t.returnTitle : t.tripTitle, rows: tripRows(data, t) },
        { title: t.customerTitle, rows: customerRows(booking, t) },
      ],
      outro: [nextStep(booking, payments, t)],
      finePrint: [t.cancellation],
      manageUrl: data.manageUrl,
      pickupNotes: true,
      reference: ref,
    },
    calendar: {
      filename: `booking-${ref}.ics`,
      language: languageOf(booking),
      manageUrl: data.manageUrl,
      // The caller that has the return trips gives them (nothing to read when the mail is rendered).
      includeReturnTrips: !isReturn && !options.returnTrips,
      trips: [
        {
          id: booking.id,
          bookingType: booking.bookingType,
          origin: booking.origin,
          destination: booking.destination,
          bookingDate: booking.bookingDate,
          bookingTime: booking.bookingTime,
          flightNumber: booking.flightNumber,
          tourName: data.tourName,
          tourDurationHours: data.tourDurationHours ?? null,
          status: booking.status,
        },
        ...(isReturn ? [] : (options.returnTrips ?? []))
          .filter((trip) => trip.status !== "cancelled")
          .map((trip) => ({
            id: trip.id,
            bookingType: trip.bookingType,
            origin: trip.origin,
            destination: trip.destination,
            bookingDate: trip.bookingDate,
            bookingTime: trip.bookingTime,
            flightNumber: trip.flightNumber,
            status: trip.status,
          })),
      ],
    },
  };
}

/** Where the admin panel opens a booking's sheet. */
export const adminBookingUrl = (siteUrl: string, bookingId: string) =>
  `${siteUrl.replace(/\/+$/, "")}/admin?tab=bookings&booking=${encodeURIComponent(bookingId)}`;

/**
 * To the company address: one notice per submission (with its return trip), in Portuguese, saying
 * the customer's language and linking to the booking in the admin panel (`siteUrl`: where the
 * site is, as the customer's links start).
 */
export function bookingAdminNoticeMail(
  companyEmail: string,
  items: Omit<BookingMailData, "manageUrl">[],
  options: { siteUrl: string },
): BrandedMail {
  const first = items[0]!.booking;
  const group = inGroup(first);
  const suffix = group ? ` (grupo de ${items.length} veículos)` : items.length > 1 ? " (ida e volta)" : "";
  const sectionTitle = (booking: BookingRow, index: number) =>
    inGroup(booking) ? `Veículo ${booking.groupVehicle} de ${booking.groupSize}` : index === 0 ? "Reserva" : "Regresso";
  const ref = bookingReference(first.id);
  const language = isContentLanguage(first.language) ? `${LANGUAGE_NAMES_PT[first.language]} (${first.language})` : first.language;
  return {
    kind: "booking_admin_notification",
    to: companyEmail,
    subject: `Nova reserva ${ref} — ${first.customerName}${suffix}`,
    branded: {
      language: "pt",
      audience: "company",
      preview: `Nova reserva de ${first.customerName}`,
      heading: `Nova reserva ${ref}`,
      intro: [`${first.customerName} fez uma reserva no site${suffix}.`],
      sections: [
        { rows: [["Idioma do cliente / Customer's language", language]] },
        ...items.map((item, index) => ({ title: sectionTitle(item.booking, index), rows: detailLines(item) })),
      ],
      buttons: [{ label: "Abrir no painel de administração", url: adminBookingUrl(options.siteUrl, first.id) }],
      reference: ref,
    },
  };
}

/**
 * To the customer once their booking (and its return trip) is cancelled, in the booking's
 * language, with the refund (`refundCents`, 0: no refund under the policy).
 */
export function bookingCancelledMail(
  data: BookingMailData & { refundCents: number; returnBooking: BookingRow | null },
): BrandedMail {
  const { booking, returnBooking } = data;
  const t = textsOf(booking);
  const ref = bookingReference(booking.id);
  const refund = data.refundCents > 0 ? t.cancelled.refund(formatEuros(data.refundCents, t.locale)) : t.cancelled.noRefund;
  const sections = [{ title: t.tripTitle, rows: tripRows(data, t) }];
  if (returnBooking) sections.push({ title: t.returnTitle, rows: tripRows({ ...data, booking: returnBooking }, t) });
  return {
    kind: "booking_cancelled",
    to: booking.customerEmail,
    subject: `${t.cancelled.subject} — ${ref}`,
    branded: {
      language: languageOf(booking),
      audience: "customer",
      preview: t.cancelled.preview,
      heading: t.cancelled.subject,
      intro: [t.hello(booking.customerName), t.cancelled.intro],
      sections,
      outro: [refund],
      manageUrl: data.manageUrl,
      hideManageHint: true,
      reference: ref,
    },
  };
}

/** To the company when a customer cancelled through their manage link, in Portuguese. */
export function bookingCancelledNoticeMail(companyEmail: string, data: BookingMailData & { refundCents: number }): BrandedMail {
  const { booking } = data;
  const ref = bookingReference(booking.id);
  const refund =
    data.refundCents > 0
      ? `Reembolso: ${formatEuros(data.refundCents, "pt-PT")}`
      : "Sem reembolso (política de cancelamento).";
  return {
    kind: "booking_cancelled_notice",
    to: companyEmail,
    subject: `Reserva cancelada pelo cliente ${ref} — ${booking.customerName}`,
    branded: {
      language: "pt",
      audience: "company",
      preview: `O cliente cancelou a reserva ${ref}`,
      heading: `Reserva cancelada ${ref}`,
      intro: ["O cliente cancelou a reserva (e o regresso, se existir) através do link da reserva."],
      sections: [{ rows: detailLines(data) }],
      outro: [refund],
      reference: ref,
    },
  };
}
