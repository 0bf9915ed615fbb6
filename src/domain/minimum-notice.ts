import { lisbonInstant } from "./lisbon-date.ts";

/** Spec section 9 advises booking at least 24 hours ahead: the default minimum notice. */
export const DEFAULT_MIN_NOTICE_HOURS = 24;
/** The largest minimum notice the company may set (site content booking.min_notice_hours): a week. */
export const MAX_MIN_NOTICE_HOURS = 168;

const HOUR_MS = 60 * 60 * 1000;


export type PickupNoticeError = "past" | "too_soon";

/**
 * Whether a pickup may still be booked online at `now`: "past" when its Lisbon date and time are
 * earlier than now, "too_soon" when it is less than `minNoticeHours` ahead (the customer must
 * call or write on WhatsApp), null when it may be booked. Exactly the minimum notice ahead is
 * accepted.
 */
export function pickupNoticeError(date: string, time: string, now: Date, minNoticeHours: number): PickupNoticeError | null {
  const gap = lisbonInstant(date, time).getTime() - now.getTime();
  if (gap < 0) return "past";
  if (gap < minNoticeHours * HOUR_MS) return "too_soon";
  return null;
}

/**
 * The minimum notice from its site content text (booking.min_notice_hours): a whole or decimal
 * number of hours from 0 to 168; the default (24) for a missing, empty or out-of-range value.
 */
export function parseMinNoticeHours(value: string | null | undefined): number {
  const text = (value ?? "").trim().replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(text)) return DEFAULT_MIN_NOTICE_HOURS;
  const hours = Number(text);
  return hours >= 0 && hours <= MAX_MIN_NOTICE_HOURS ? hours : DEFAULT_MIN_NOTICE_HOURS;
}
