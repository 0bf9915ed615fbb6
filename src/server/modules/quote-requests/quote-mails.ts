import { formatEuros } from "../../../domain/money.ts";
import { isContentLanguage, type ContentLanguage } from "../../../domain/translations.ts";
import type { quoteRequests } from "../../db/schema.ts";
import type { BrandedMail, PlainMail, SummaryRow } from "../../mail/types.ts";
import { BOOKING_MAIL_TEXTS } from "../bookings/booking-mail-texts.ts";
import { QUOTE_MAIL_TEXTS } from "./quote-mail-texts.ts";
import { formatDate, mailDateOptions, formatTime, formatDateTime } from "../../../domain/lisbon-date.ts";

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;

/** Names in the customer's language (or Portuguese for the company), read by the caller. */
export interface QuoteNames {
  tourName: string | null;
  extraNames: string[];
}

const languageOf = (row: QuoteRequestRow): ContentLanguage => (isContentLanguage(row.language) ? row.language : "en");

/** The trip as the customer asked for it, in their language. */
function tripRows(row: QuoteRequestRow, names: QuoteNames, lang: ContentLanguage): SummaryRow[] {
  const b = BOOKING_MAIL_TEXTS[lang];
  const q = QUOTE_MAIL_TEXTS[lang];
  const l = b.labels;
  const rows: SummaryRow[] = [
    [l.service, row.bookingType === "tour" ? `${l.tour}: ${names.tourName ?? ""}` : l.transfer],
    [l.date, formatDate(row.bookingDate, lang, mailDateOptions(lang))],
    [l.time, formatTime(row.bookingTime)],
  ];
  if (row.bookingType === "transfer") rows.push([l.from, row.origin], [l.to, row.destination]);
  rows.push([l.passengers, String(row.passengers)]);
  if (row.luggage !== null) rows.push([q.luggage, String(row.luggage)]);
  rows.push([q.classWanted, row.vehicleClass ?? q.anyClass]);
  if (row.flightNumber) rows.push([l.flight, row.flightNumber]);
  if (row.returnTrip && row.returnDate && row.returnTime) {
    rows.push([b.returnTitle, `${formatDate(row.returnDate, lang, mailDateOptions(lang))} ${formatTime(row.returnTime)}`]);
  }
  if (names.extraNames.length) rows.push([l.extras, names.extraNames.join(", ")]);
  if (row.specialRequests) rows.push([l.requests, row.specialRequests]);
  return rows;
}

/** To the customer when the request is stored: what they asked for and what happens next. */
export function quoteReceivedMail(row: QuoteRequestRow, names: QuoteNames): BrandedMail {
  const lang = languageOf(row);
  const t = QUOTE_MAIL_TEXTS[lang];
  return {
    kind: "quote_request_received",
    to: row.customerEmail,
    subject: t.received.subject,
    branded: {
      language: lang,
      audience: "customer",
      preview: t.received.heading,
      heading: t.received.heading,
      intro: [BOOKING_MAIL_TEXTS[lang].hello(row.customerName), t.received.intro],
      sections: [{ title: BOOKING_MAIL_TEXTS[lang].tripTitle, rows: tripRows(row, names, lang) }],
      outro: [t.received.next],
    },
  };
}

/** To the customer when the company sends its prices: each class's price, the validity and the link. */
export function quoteSentMail(row: QuoteRequestRow, names: QuoteNames, quoteUrl: string): BrandedMail {
  const lang = languageOf(row);
  const t = QUOTE_MAIL_TEXTS[lang];
  const locale = BOOKING_MAIL_TEXTS[lang].locale;
  const priceRows: SummaryRow[] = (row.prices ?? []).map((p) => [
    p.vehicleClass,
    `${formatEuros(p.priceCents, locale)} ${t.quoted.perTrip}` +
      (row.returnTrip ? ` · ${formatEuros(p.priceCents * 2, locale)} (${t.quoted.returnIncluded})` : ""),
  ]);
  return {
    kind: "quote_sent",
    to: row.customerEmail,
    subject: t.quoted.subject,
    branded: {
      language: lang,
      audience: "customer",
      preview: t.quoted.heading,
      heading: t.quoted.heading,
      intro: [BOOKING_MAIL_TEXTS[lang].hello(row.customerName), t.quoted.intro],
      sections: [
        { title: t.quoted.pricesTitle, rows: priceRows },
        { title: BOOKING_MAIL_TEXTS[lang].tripTitle, rows: tripRows(row, names, lang) },
      ],
      outro: [row.validUntil ? t.quoted.validUntil(formatDateTime(row.validUntil, lang, { style: "short" })) : "", t.quoted.next].filter(Boolean),
      buttons: [{ label: t.quoted.button, url: quoteUrl }],
    },
  };
}

/** To the company (Portuguese): a new request to price in the Orçamentos tab. */
export function quoteCompanyNoticeMail(to: string, row: QuoteRequestRow, names: QuoteNames): PlainMail {
  const route = row.bookingType === "tour" ? `Tour ${names.tourName ?? ""}`.trim() : `${row.origin} → ${row.destination}`;
  const lines = [
    `Responder para: ${row.customerName} <${row.customerEmail}>`,
    "",
    "Novo pedido de orçamento (sem preço de zona ou de tour para esta viagem). Responda no separador Orçamentos do painel.",
    "",
    `Viagem: ${route}`,
    `Data e hora: ${formatDate(row.bookingDate, "pt")} ${formatTime(row.bookingTime)}`,
    `Passageiros: ${row.passengers}`,
    `Bagagem: ${row.luggage ?? "—"}`,
    `Classe pretendida: ${row.vehicleClass ?? "Qualquer"}`,
    `Extras: ${names.extraNames.length ? names.extraNames.join(", ") : "—"}`,
    ...(row.flightNumber ? [`Voo: ${row.flightNumber}`] : []),
    `Ida e volta: ${row.returnTrip && row.returnDate && row.returnTime ? `Sim — regresso ${formatDate(row.returnDate, "pt")} ${formatTime(row.returnTime)}` : "Não"}`,
    `Nome: ${row.customerName}`,
    `Telefone: ${row.customerPhone}`,
    `Idioma do cliente: ${row.language}`,
    ...(row.specialRequests ? ["", "Pedidos especiais:", row.specialRequests] : []),
    "",
  ];
  // A subject is one header line: the places are single-line texts already.
  return { kind: "quote_request_notice", to, subject: `Pedido de orçamento — ${route}`.slice(0, 250), text: lines.join("\n") };
}
