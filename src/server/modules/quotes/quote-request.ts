import { eq, inArray } from "drizzle-orm";
import { CONTACT_LIMITS } from "../../../domain/contact-rules.ts";
import type { ContactMessageInput } from "../../../domain/contact-schema.ts";
import type { QuoteRequestInput } from "../../../domain/quote-request-schema.ts";
import { LANGUAGE_NAMES_PT } from "../../../domain/language-names.ts";
import { formatServiceDate } from "../../../domain/service-date.ts";
import { EXTRA_TEXT_FIELDS, TOUR_TEXT_FIELDS, localize, type ContentLanguage } from "../../../domain/translations.ts";
import type { Db } from "../../db/client.ts";
import { extras, tours } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import { submitContactMessage, type SubmitContactResult } from "../messages/service.ts";


const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * The contact message a quote request becomes (company side: Portuguese): the subject names the
 * route, the message lists the trip line by line, the tour's and extras' names in Portuguese.
 */
export async function buildQuoteRequestMessage(
  db: Db,
  input: QuoteRequestInput,
  lang: ContentLanguage,
): Promise<ContactMessageInput> {
  const [tourRow] = input.tourId ? await db.select().from(tours).where(eq(tours.id, input.tourId)) : [];
  const extraRows = input.extraIds.length ? await db.select().from(extras).where(inArray(extras.id, input.extraIds)) : [];
  const tourName = tourRow ? localize(tourRow, TOUR_TEXT_FIELDS, "pt").name : undefined;
  const extraNames = extraRows.map((row) => localize(row, EXTRA_TEXT_FIELDS, "pt").name);
  const when = (date?: string, time?: string) =>
    [date ? formatServiceDate(date) : undefined, time].filter(Boolean).join(" ") || "—";

  const route =
    input.bookingType === "tour"
      ? (tourName ?? "Tour")
      : `${input.origin ?? "—"} → ${input.destination ?? "—"}`;
  const lines = [
    "Pedido de orçamento enviado pelo formulário de reserva (sem preço de zona para este percurso).",
    "",
    `Tipo: ${input.bookingType === "tour" ? "Tour" : "Transfer"}`,
    ...(input.bookingType === "tour" ? [`Tour: ${tourName ?? "—"}`] : []),
    ...(input.origin ? [`Origem: ${input.origin}`] : []),
    ...(input.destination ? [`Destino: ${input.destination}`] : []),
    `Data e hora: ${when(input.bookingDate, input.bookingTime)}`,
    `Passageiros: ${input.passengers}`,
    `Classe de veículo: ${input.vehicleClass ?? "—"}`,
    `Extras: ${extraNames.length ? extraNames.join(", ") : "—"}`,
    ...(input.flightNumber ? [`Voo: ${input.flightNumber}`] : []),
    `Ida e volta: ${input.returnTrip ? `Sim — regresso ${when(input.returnDate, input.returnTime)}` : "Não"}`,
    ...(input.specialRequests ? ["", "Pedidos especiais:", input.specialRequests] : []),
    "",
    `Idioma do cliente: ${LANGUAGE_NAMES_PT[lang]}`,
  ];
  return {
    name: input.customerName,
    email: input.customerEmail,
    phone: input.customerPhone,
    subject: clip(`Pedido de orçamento — ${route}`, CONTACT_LIMITS.subject.max),
    message: clip(lines.join("\n"), CONTACT_LIMITS.message.max),
  };
}

/** Stores the request as a contact message (status new) and queues the company's notice. */
export async function submitQuoteRequest(
  db: Db,
  logger: Logger,
  input: QuoteRequestInput,
  lang: ContentLanguage,
): Promise<SubmitContactResult> {
  return submitContactMessage(db, logger, await buildQuoteRequestMessage(db, input, lang));
}
