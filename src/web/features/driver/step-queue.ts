import type { Position, ServiceStep } from "../../../domain/service-steps.ts";

/**
 * Steps tapped without signal (decision 0050), kept in localStorage per driver with the time they
 * happened on the phone, and sent in order when the signal returns. A step never claims a time it
 * did not happen at: the server takes the queued time, within bounds.
 */
export const STEP_QUEUE_PREFIX = "driver-steps:v1:";

export interface QueuedStep {
  bookingId: string;
  step: ServiceStep;
  /** ISO instant the driver tapped it. */
  at: string;
  position?: Position;
}

const keyOf = (userId: string) => `${STEP_QUEUE_PREFIX}${userId}`;

export function readStepQueue(userId: string): QueuedStep[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(keyOf(userId)) ?? "[]") as unknown;
    return Array.isArray(parsed) ? (parsed as QueuedStep[]) : [];
  } catch {
    return [];
  }
}

function writeStepQueue(userId: string, queue: QueuedStep[]) {
  try {
    if (queue.length === 0) localStorage.removeItem(keyOf(userId));
    else localStorage.setItem(keyOf(userId), JSON.stringify(queue));
  } catch {
    // Storage refused: the step is lost with the page, as any unsent form would be.
  }
  window.dispatchEvent(new Event("driver-steps-changed"));
}

export function enqueueStep(userId: string, step: QueuedStep) {
  writeStepQueue(userId, [...readStepQueue(userId), step]);
}

/** Removes the first queued step (sent, or refused by the server). */
export function dropFirstStep(userId: string) {
  writeStepQueue(userId, readStepQueue(userId).slice(1));
}

/** The last step queued for a booking (what its card shows until it is sent), or null. */
export function queuedStepOf(queue: readonly QueuedStep[], bookingId: string): QueuedStep | null {
  return queue.filter((q) => q.bookingId === bookingId).at(-1) ?? null;
}
