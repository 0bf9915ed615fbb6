import { createHash } from "node:crypto";
import type { BookingInput } from "../../../domain/booking-schema.ts";

/** Objects with their keys sorted, so that two bodies that say the same thing serialise the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * The fingerprint of a booking submission: the SHA-256 (hex) of its parsed body (trimmed as the
 * schema trims it) with sorted keys and the extras as a set. A repeated submission (a double
 * click, a retry after a lost answer) has the same fingerprint; the same id with anything else
 * changed has another, and is refused.
 */
export function submissionFingerprint(input: BookingInput): string {
  const body = { ...input, extraIds: [...(input.extraIds ?? [])].sort() };
  return createHash("sha256").update(JSON.stringify(canonical(body))).digest("hex");
}
