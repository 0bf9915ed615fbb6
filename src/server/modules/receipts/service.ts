import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { bookingReference } from "../../../domain/service-date.ts";
import { EXTRA_TEXT_FIELDS, localize, TOUR_TEXT_FIELDS } from "../../../domain/translations.ts";
import {
  bookingVatLines,
  computeVatBreakdown,
  type VatBreakdown,
  type VatLine,
  type VatLineInput,
  type VatRates,
} from "../../../domain/vat.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookingExtras, bookings, extras, payments, refunds, tours } from "../../db/schema.ts";
import { listSiteContent } from "../content/service.ts";
import { getVatRates } from "../settings/service.ts";
import { formatDate, formatTime } from "../../../domain/lisbon-date.ts";

/** The receipt's answers in Portuguese (the admin panel's language). */
export const RECEIPT_MESSAGES = {
  notFound: "Reserva não encontrada",
  notPaid: "Esta reserva não tem pagamento registado: o recibo só pode ser emitido para reservas pagas.",
  refunded: "Esta reserva foi reembolsada: não é possível emitir o recibo.",
  amountMismatch:
    "Não é possível emitir o recibo: o valor pago não corresponde ao preço da reserva. Verifique o pagamento e o preço da reserva.",
} as const;

type BookingRow = typeof bookings.$inferSelect;

/** One booking the payment covered, as the receipt describes it. */
export interface ReceiptService {
  reference: string;
  bookingType: "transfer" | "tour";
  /** A return trip (the outbound booking's checkout covered it). */
  isReturn: boolean;
  /** A vehicle of a group in several vehicles (decision 0045): its number and the group's size. */
  groupVehicle: { n: number; size: number } | null;
  origin: string;
  destination: string;
  /** The tour's name in Portuguese (tours only; null when the tour was deleted). */
  tourName: string | null;
  /** dd/MM/yyyy and HH:mm, Lisbon time (as booked). */
  date: string;
  time: string;
  passengers: number;
  vehicleClass: string;
  flightNumber: string | null;
}

/** A priced line with the service it belongs to. */
export interface ReceiptLine extends VatLine {
  /** The service's reference and when it is (for the service line), or null (an extra). */
  detail: string | null;
  isExtra: boolean;
}

export interface Receipt {
  /** The receipt's number: the paid booking's reference (the outbound one for a return trip). */
  reference: string;
  issuedAt: Date;
  paidAt: Date;
  /** From the site content (Conteúdo tab); `nif` is the company's tax number (número de contribuinte). */
  company: {
    name: string | null;
    /** The legal name (denominação social), when the admin gave one; the documents name the company by it. */
    legalName: string | null;
    nif: string | null;
    address: string | null;
    email: string | null;
    phone: string | null;
  };
  customer: { name: string; email: string };
  services: ReceiptService[];
  lines: ReceiptLine[];
  breakdown: Omit<VatBreakdown, "lines">;
  /** The rates in force when the receipt is printed. */
  rates: VatRates;
  payment: { provider: string; testMode: boolean; amountCents: number };
}

export type ReceiptResult =
  | { kind: "ok"; receipt: Receipt }
  | { kind: "not_found" }
  | { kind: "not_paid" }
  | { kind: "refunded" }
  | { kind: "amount_mismatch" };

/** "Transferência" or "Tour: Sintra e Cascais" and its route or name, the receipt's service line. */
function serviceTitle(service: ReceiptService): string {
  if (service.bookingType === "tour") return `Tour: ${service.tourName ?? "—"}`;
  return `${transferKind(service)}: ${service.origin} → ${service.destination}`;
}

/** "Transferência", "Transferência (regresso)" or, in a group, "Transferência (veículo 2 de 3)". */
export function transferKind(service: Pick<ReceiptService, "isReturn" | "groupVehicle">): string {
  if (service.groupVehicle) return `Transferência (veículo ${service.groupVehicle.n} de ${service.groupVehicle.size})`;
  return service.isReturn ? "Transferência (regresso)" : "Transferência";
}

/**
 * The bookings a paid checkout covered: its booking and the return trip(s) opened with it, when
 * their prices add up to the amount paid; else its booking alone when that price is the amount;
 * else null (the stored prices changed after the payment).
 */
function coveredBookings(payer: BookingRow, returnTrips: BookingRow[], amountCents: number): BookingRow[] | null {
  const all = [payer, ...returnTrips];
  if (all.reduce((sum, b) => sum + b.totalPriceCents, 0) === amountCents) return all;
  if (payer.totalPriceCents === amountCents) return [payer];
  return null;
}

/**
 * Everything a booking's receipt shows, or why there is none. A booking is paid when a payment of
 * its checkout is recorded as paid (payments.status = 'paid', by the Stripe webhook or the test
 * checkout): a return trip is paid by its outbound booking's checkout. A booking confirmed by
 * hand has no payment and gets no receipt; nor does one whose payment was refunded (any amount).
 */
export async function findReceipt(db: DbOrTx, bookingId: string, now: Date = new Date()): Promise<ReceiptResult> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return { kind: "not_found" };

  const payerIds = booking.outboundBookingId ? [booking.id, booking.outboundBookingId] : [booking.id];
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(inArray(payments.bookingId, payerIds), eq(payments.status, "paid")))
    .orderBy(desc(payments.paidAt), desc(payments.createdAt))
    .limit(1);
  if (!payment) return { kind: "not_paid" };

  const refundRows = await db.select({ amountCents: refunds.amountCents }).from(refunds).where(inArray(refunds.bookingId, payerIds));
  if (refundRows.some((r) => r.amountCents > 0)) return { kind: "refunded" };

  const payer =
    payment.bookingId === booking.id ? booking : (await db.select().from(bookings).where(eq(bookings.id, payment.bookingId)))[0];
  if (!payer) return { kind: "not_paid" };
  const returnTrips = payer.outboundBookingId
    ? []
    : await db
        .select()
        .from(bookings)
        .where(eq(bookings.outboundBookingId, payer.id))
        .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime));
  const covered = coveredBookings(payer, returnTrips, payment.amountCents);
  if (!covered) return { kind: "amount_mismatch" };
  if (!covered.some((b) => b.id === booking.id)) return { kind: "not_paid" };

  const ids = covered.map((b) => b.id);
  const extraRows = await db
    .select({
      bookingId: bookingExtras.bookingId,
      name: extras.name,
      translations: extras.translations,
      priceCents: bookingExtras.priceCents,
      quantity: bookingExtras.quantity,
    })
    .from(bookingExtras)
    .innerJoin(extras, eq(extras.id, bookingExtras.extraId))
    .where(inArray(bookingExtras.bookingId, ids))
    .orderBy(asc(extras.name));
  const tourIds = covered.flatMap((b) => (b.tourId ? [b.tourId] : []));
  const tourRows = tourIds.length
    ? await db.select({ id: tours.id, name: tours.name, translations: tours.translations }).from(tours).where(inArray(tours.id, tourIds))
    : [];

  const services: ReceiptService[] = covered.map((b) => {
    const tour = tourRows.find((t) => t.id === b.tourId);
    return {
      reference: bookingReference(b.id),
      bookingType: b.bookingType,
      isReturn: b.outboundBookingId !== null && b.groupVehicle === null,
      groupVehicle: b.groupVehicle !== null && b.groupSize !== null ? { n: b.groupVehicle, size: b.groupSize } : null,
      origin: b.origin,
      destination: b.destination,
      tourName: tour ? localize(tour, TOUR_TEXT_FIELDS, "pt").name : null,
      date: formatDate(b.bookingDate, "pt"),
      time: formatTime(b.bookingTime),
      passengers: b.passengers,
      vehicleClass: b.vehicleClass,
      flightNumber: b.flightNumber,
    };
  });

  const rates = await getVatRates(db);
  const inputs: VatLineInput[] = [];
  const details: { detail: string | null; isExtra: boolean }[] = [];
  covered.forEach((b, i) => {
    const service = services[i]!;
    const lines = bookingVatLines({
      serviceType: b.bookingType,
      description: serviceTitle(service),
      totalPriceCents: b.totalPriceCents,
      extras: extraRows
        .filter((e) => e.bookingId === b.id)
        .map((e) => ({ name: `Extra: ${localize(e, EXTRA_TEXT_FIELDS, "pt").name}`, priceCents: e.priceCents, quantity: e.quantity })),
    });
    lines.forEach((line, j) => {
      inputs.push(line);
      details.push(j === 0 ? { detail: `Reserva ${service.reference} · ${service.date} às ${service.time}`, isExtra: false } : { detail: null, isExtra: true });
    });
  });
  const { lines, ...totals } = computeVatBreakdown(inputs, rates);

  const content = await listSiteContent(db, "pt");
  const companyValue = (key: string) => content.find((c) => c.section === "company" && c.key === key)?.value.trim() || null;

  return {
    kind: "ok",
    receipt: {
      reference: bookingReference(payer.id),
      issuedAt: now,
      paidAt: payment.paidAt ?? payment.createdAt,
      company: {
        name: companyValue("name"),
        legalName: companyValue("legal_name"),
        nif: companyValue("nif"),
        address: companyValue("address"),
        email: companyValue("email"),
        phone: companyValue("phone"),
      },
      customer: { name: payer.customerName, email: payer.customerEmail },
      services,
      lines: lines.map((line, i) => ({ ...line, ...details[i]! })),
      breakdown: totals,
      rates,
      payment: { provider: payment.provider, testMode: payment.testMode, amountCents: payment.amountCents },
    },
  };
}
