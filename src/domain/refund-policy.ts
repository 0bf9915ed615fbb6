import { lisbonInstant } from "./lisbon-date.ts";

/**
 * Spec section 9: "cancellation more than 48 h before, 100 % refund; 24-48 h, 50 %; under 24 h
 * or no-show, none. Changes allowed up to 24 h before."
 *
 * The edges, measured in real time (an instant, so a daylight-saving change between now and the
 * pickup counts as the hour it really is) from now to the pickup's Lisbon date and time:
 * - more than 48 h 00 min → 100 % (exactly 48 h is no longer "more than 48 h": 50 %);
 * - from 24 h 00 min to 48 h 00 min, both included → 50 %;
 * - less than 24 h (23 h 59 min and below) → 0 %.
 * A change request is allowed while the pickup is 24 h or more away.
 */
export type RefundPercent = 0 | 50 | 100;

const HOUR_MS = 60 * 60 * 1000;

export interface LisbonPickup {
  /** YYYY-MM-DD, Lisbon. */
  date: string;
  /** HH:MM (or HH:MM:SS), Lisbon. */
  time: string;
}

/** Milliseconds from `now` to the pickup (negative once it is past). */
export function msUntilPickup(pickup: LisbonPickup, now: Date): number {
  return lisbonInstant(pickup.date, pickup.time).getTime() - now.getTime();
}

/** The share of the amount paid that a cancellation at `now` refunds. */
export function refundPercent(pickup: LisbonPickup, now: Date): RefundPercent {
  const gap = msUntilPickup(pickup, now);
  if (gap > 48 * HOUR_MS) return 100;
  if (gap >= 24 * HOUR_MS) return 50;
  return 0;
}

/** `percent` of `paidCents`, in whole cents (a half cent rounds down: never more than the policy). */
export function refundCents(paidCents: number, percent: RefundPercent): number {
  return Math.floor((paidCents * percent) / 100);
}

/** Whether the customer may still ask for a change: the pickup is at least 24 h away. */
export function changeRequestAllowed(pickup: LisbonPickup, now: Date): boolean {
  return msUntilPickup(pickup, now) >= 24 * HOUR_MS;
}

/** Whether the booking may still be cancelled online: its pickup has not started. */
export function cancellationOpen(pickup: LisbonPickup, now: Date): boolean {
  return msUntilPickup(pickup, now) > 0;
}
