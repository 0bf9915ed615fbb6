import type { DriverBookingFilter, DriverBookingsResponse } from "./driver-booking.ts";

/**
 * The last list the server gave each driver, per tab, kept in localStorage so the portal still
 * shows the day's work without signal. The key holds the user id: another driver signing in on
 * the same phone never sees it, and sign-out removes every one of them.
 */
export const DRIVER_CACHE_PREFIX = "driver-bookings:v1:";
const PREFIX = DRIVER_CACHE_PREFIX;

export interface CachedDriverBookings {
  /** When the answer arrived (ms since epoch). */
  savedAt: number;
  data: DriverBookingsResponse;
}

function keyOf(userId: string, filter: DriverBookingFilter) {
  return `${PREFIX}${userId}:${filter}`;
}

export function saveDriverBookings(userId: string, filter: DriverBookingFilter, data: DriverBookingsResponse, now = Date.now()) {
  try {
    localStorage.setItem(keyOf(userId, filter), JSON.stringify({ savedAt: now, data } satisfies CachedDriverBookings));
  } catch {
    // Storage full or refused (private mode): the portal works without the offline copy.
  }
}

export function readDriverBookings(userId: string, filter: DriverBookingFilter): CachedDriverBookings | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, filter));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as CachedDriverBookings;
    return typeof parsed?.savedAt === "number" && Array.isArray(parsed.data?.bookings) ? parsed : null;
  } catch {
    return null;
  }
}

/** Steps queued offline and the position choice (decision 0050) go on sign-out too. */
const ALSO_CLEARED = ["driver-steps:v1:", "driver-geo:v1:"];

/** Removes every driver's cached lists, notifications and queued steps (on sign-out). */
export function clearDriverBookingsCache() {
  try {
    const doomed: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX) || ALSO_CLEARED.some((prefix) => key?.startsWith(prefix))) doomed.push(key!);
    }
    for (const key of doomed) localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
