import { eq, or } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { bookings } from "../../db/schema.ts";
import type { PaymentProvider } from "../../integrations/payments/provider.ts";
import type { Places } from "../../integrations/places/places.ts";
import type { Logger } from "../../logger.ts";
import type { AppMetrics } from "../../metrics/app-metrics.ts";

export type BookingRow = typeof bookings.$inferSelect;

export interface CreatedBooking {
  booking: BookingRow;
  returnBooking: BookingRow | null;
  /** A group in several vehicles (decision 0045): the vehicles after the first (`booking`). */
  groupVehicles: BookingRow[];
  /** Transfers are paid by card; tours wait for an admin's approval. */
  paymentRequired: boolean;
  /** What the payment covers: both trips of a return (cents, the server's). */
  paymentAmountCents: number;
  /** True when this submission had been stored already (a repeated submission). */
  duplicate: boolean;
  /**
   * The "manage my booking" token of the outbound booking (the one in the confirmation e-mail's
   * link), only to the request that created the booking: a repeated submission gets none, since
   * whoever replays a body proves nothing. Only its hash is stored.
   */
  manageToken: string | null;
}

export type CreateBookingResult =
  | { ok: true; value: CreatedBooking }
  | { ok: false; message: string }
  /** The id is taken by another submission (or by a return trip): nothing changed. */
  | { ok: false; conflict: true };

export const fail = (message: string): CreateBookingResult => ({ ok: false, message });
const CONFLICT: CreateBookingResult = { ok: false, conflict: true };

/**
 * What a repeated submission is answered: the bookings stored for it when `fingerprint` is the
 * one they were created with, a conflict when the id belongs to anything else (another body, a
 * return trip, an older booking without a fingerprint), null when the id is free.
 */
export async function loadSubmission(db: DbOrTx, id: string, fingerprint: string): Promise<CreateBookingResult | null> {
  const rows = await db
    .select()
    .from(bookings)
    .where(or(eq(bookings.id, id), eq(bookings.outboundBookingId, id)));
  const booking = rows.find((r) => r.id === id);
  if (!booking) return null;
  if (booking.outboundBookingId !== null || booking.submissionHash !== fingerprint) return CONFLICT;
  const returnBooking = rows.find((r) => r.outboundBookingId === id && r.groupVehicle === null) ?? null;
  const groupVehicles = rows.filter((r) => r.outboundBookingId === id && r.groupVehicle !== null);
  return {
    ok: true,
    value: {
      booking,
      returnBooking,
      groupVehicles,
      paymentRequired: booking.bookingType === "transfer",
      paymentAmountCents: rows.reduce((sum, r) => sum + r.totalPriceCents, 0),
      duplicate: true,
      manageToken: null,
    },
  };
}

export interface BookingDeps {
  db: Db;
  places: Places;
  logger: Logger;
  /** The payment mode decides what the confirmation e-mail says about paying. */
  payments: Pick<PaymentProvider, "kind">;
  /** Counts the bookings stored (bookings_created_total); the app's metrics. */
  metrics?: Pick<AppMetrics, "bookingsCreated">;
}
