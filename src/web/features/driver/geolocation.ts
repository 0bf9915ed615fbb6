import type { Position } from "../../../domain/service-steps.ts";

/**
 * The driver's answer to "share the phone's position during jobs" (decision 0050): asked once,
 * kept per driver on this phone. Positions are read only when a step is tapped and while a job is
 * on the way; never otherwise.
 */
const KEY = "driver-geo:v1:";

export type GeoChoice = "allowed" | "declined" | null;

export function readGeoChoice(userId: string): GeoChoice {
  try {
    const value = localStorage.getItem(`${KEY}${userId}`);
    return value === "allowed" || value === "declined" ? value : null;
  } catch {
    return null;
  }
}

export function saveGeoChoice(userId: string, choice: Exclude<GeoChoice, null>) {
  try {
    localStorage.setItem(`${KEY}${userId}`, choice);
  } catch {
    // Asked again next time.
  }
  window.dispatchEvent(new Event("driver-geo-changed"));
}

export const toPosition = (p: GeolocationPosition): Position => ({
  lat: p.coords.latitude,
  lng: p.coords.longitude,
  accuracy: Number.isFinite(p.coords.accuracy) ? Math.min(p.coords.accuracy, 100_000) : undefined,
});

/** The phone's position now, or undefined (no permission, no fix within a few seconds). */
export function currentPosition(timeoutMs = 5000): Promise<Position | undefined> {
  if (!("geolocation" in navigator)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve(toPosition(p)),
      () => resolve(undefined),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
    );
  });
}
