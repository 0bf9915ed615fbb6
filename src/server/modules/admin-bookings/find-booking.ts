import { asc, desc, eq, or } from "drizzle-orm";
import { bookingReference } from "../../../domain/service-date.ts";
import { EXTRA_TEXT_FIELDS, localize, TOUR_TEXT_FIELDS } from "../../../domain/translations.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookingExtras, bookings, extras, payments, profiles, refunds, tours, users, vehicles } from "../../db/schema.ts";
import { listBookingDocuments } from "../invoices/service.ts";
import { paidCentsKept } from "../payments/money-on-booking.ts";
import { listChangeRequests } from "../change-requests/change-request-records.ts";
import { listBookingEvents } from "./booking-events.ts";
import { formatTime } from "../../../domain/lisbon-date.ts";

type BookingRow = typeof bookings.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** The payment state shown to the admin. */
export type PaymentState = "none" | "open" | "paid" | "test_paid" | "refunded";

/**
 * A refund of any amount above 0 (the customer cancelled from the booking page) wins; then paid
 * wins over anything later; else an open checkout; else none (expired or failed links too).
 */
export function derivePaymentState(
  rows: Pick<PaymentRow, "status" | "testMode" | "createdAt">[],
  refundedCents = 0,
): PaymentState {
  if (refundedCents > 0) return "refunded";
  const latestFirst = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const paid = latestFirst.find((p) => p.status === "paid");
  if (paid) return paid.testMode ? "test_paid" : "paid";
  return latestFirst[0]?.status === "open" ? "open" : "none";
}

const tripSummary = (b: BookingRow) => ({
  id: b.id,
  reference: bookingReference(b.id),
  origin: b.origin,
  destination: b.destination,
  bookingDate: b.bookingDate,
  bookingTime: formatTime(b.bookingTime),
  flightNumber: b.flightNumber,
  status: b.status,
  totalPriceCents: b.totalPriceCents,
});

export interface HistoryEntry {
  id: string;
  kind: string;
  actorUserId: string | null;
  actorName: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Everything the admin's detail view shows of one booking, or null. The history merges the stored
 * events with two derived entries: the booking's creation and each payment received (a payment
 * of a return trip is made for its outbound booking and appears on both).
 */
export async function findAdminBooking(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      booking: bookings,
      vehicleName: vehicles.name,
      tour: { name: tours.name, translations: tours.translations },
      profileName: profiles.name,
      userName: users.name,
    })
    .from(bookings)
    .leftJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(users, eq(users.id, bookings.assignedDriverId))
    .leftJoin(profiles, eq(profiles.userId, bookings.assignedDriverId))
    .where(eq(bookings.id, id));
  if (!row) return null;
  const { booking } = row;

  // Catalogue names in Portuguese, the admin panel's language, whatever language the customer booked in.
  const bookingExtrasRows = (
    await db
      .select({ id: extras.id, name: extras.name, translations: extras.translations, priceCents: bookingExtras.priceCents })
      .from(bookingExtras)
      .innerJoin(extras, eq(extras.id, bookingExtras.extraId))
      .where(eq(bookingExtras.bookingId, id))
  )
    .map((e) => localize(e, EXTRA_TEXT_FIELDS, "pt"))
    .sort((a, b) => a.name.localeCompare(b.name, "pt-PT"));

  const related = await db
    .select()
    .from(bookings)
    .where(
      booking.outboundBookingId
        ? eq(bookings.id, booking.outboundBookingId)
        : eq(bookings.outboundBookingId, id),
    )
    .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime));
  const outbound = booking.outboundBookingId ? (related[0] ?? null) : null;
  const returnTrip = booking.outboundBookingId ? null : (related.find((b) => b.groupVehicle === null) ?? null);
  // A group in several vehicles (decision 0045): every vehicle of it, in order, this one included.
  const groupVehicles =
    booking.groupVehicle === null
      ? []
      : await db
          .select()
          .from(bookings)
          .where(or(eq(bookings.id, booking.outboundBookingId ?? id), eq(bookings.outboundBookingId, booking.outboundBookingId ?? id)))
          .then((rows) => rows.filter((b) => b.groupVehicle !== null).sort((a, b) => a.groupVehicle! - b.groupVehicle!));

  // The checkout of a return trip is opened for its outbound booking (it covers both).
  const payerIds = outbound ? or(eq(payments.bookingId, id), eq(payments.bookingId, outbound.id)) : eq(payments.bookingId, id);
  const paymentRows = await db.select().from(payments).where(payerIds).orderBy(desc(payments.createdAt));
  // A refund is recorded on the outbound booking (it covers the return trip too).
  const refundRows = await db
    .select({ amountCents: refunds.amountCents })
    .from(refunds)
    .where(eq(refunds.bookingId, outbound ? outbound.id : id));
  const refundedCents = refundRows.reduce((sum, r) => sum + r.amountCents, 0);

  const events = await listBookingEvents(db, id);
  const history: HistoryEntry[] = [
    { id: `created-${id}`, kind: "created", actorUserId: null, actorName: null, data: {}, createdAt: booking.createdAt },
    ...events,
    ...paymentRows
      .filter((p) => p.status === "paid" && p.paidAt)
      .map((p) => ({
        id: `payment-${p.id}`,
        kind: "payment_received",
        actorUserId: null,
        actorName: null,
        data: { amountCents: p.amountCents, testMode: p.testMode, provider: p.provider },
        createdAt: p.paidAt!,
      })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  // The submission's fingerprint is the server's own (it recognises a retried booking form).
  const { submissionHash: _fingerprint, ...shown } = booking;
  return {
    ...shown,
    reference: bookingReference(booking.id),
    bookingTime: formatTime(booking.bookingTime),
    vehicleName: row.vehicleName,
    tourName: row.tour?.name != null ? localize(row.tour, TOUR_TEXT_FIELDS, "pt").name : null,
    assignedDriverName: row.profileName || row.userName || null,
    outboundReference: booking.outboundBookingId && booking.groupVehicle === null ? bookingReference(booking.outboundBookingId) : null,
    groupReference: booking.groupVehicle !== null ? bookingReference(booking.outboundBookingId ?? booking.id) : null,
    group: groupVehicles.map((b) => ({ ...tripSummary(b), groupVehicle: b.groupVehicle, assignedDriverId: b.assignedDriverId })),
    extras: bookingExtrasRows,
    paymentState: derivePaymentState(paymentRows, refundedCents),
    /** Money kept on it (paid less refunded), from the payments: no payment link is offered then. */
    paid: (await paidCentsKept(db, outbound ? [id, outbound.id] : [id])) > 0,
    returnTrip: returnTrip ? tripSummary(returnTrip) : null,
    outbound: outbound ? tripSummary(outbound) : null,
    history,
    /** The customer's change requests (kept on the outbound booking; a return trip shows its outbound's). */
    changeRequests: await listChangeRequests(db, outbound ? outbound.id : id),
    /** The certified documents of its payments and refunds (kept on the outbound booking, decision 0051). */
    invoiceDocuments: await listBookingDocuments(db, [outbound ? outbound.id : id]),
  };
}
