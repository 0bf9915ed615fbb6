import { DRIVER_CACHE_PREFIX } from "./driver-bookings-cache.ts";
import type { DriverNotificationsResponse } from "./driver-notification.ts";

/**
 * The last notifications answer each driver had, kept in localStorage beside their lists so the
 * bell keeps its unread count without signal. Under the same prefix: sign-out removes it with them.
 */
export interface CachedDriverNotifications {
  /** When the answer arrived (ms since epoch). */
  savedAt: number;
  data: DriverNotificationsResponse;
}

const keyOf = (userId: string) => `${DRIVER_CACHE_PREFIX}${userId}:notifications`;

export function saveDriverNotifications(userId: string, data: DriverNotificationsResponse, now = Date.now()) {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify({ savedAt: now, data } satisfies CachedDriverNotifications));
  } catch {
    // Storage full or refused (private mode): the bell works without the offline copy.
  }
}

export function readDriverNotifications(userId: string): CachedDriverNotifications | null {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as CachedDriverNotifications;
    return typeof parsed?.savedAt === "number" && Array.isArray(parsed.data?.items) && typeof parsed.data.unreadCount === "number"
      ? parsed
      : null;
  } catch {
    return null;
  }
}
