/**
 * The tests' one setting for time and size, so that a busy machine makes them slower, never red.
 * - WAIT_MS: the deadline of every polling helper (waiting for a server, an e-mail, a worker):
 *   only a hang reaches it. TEST_WAIT_MS overrides it; under CI it is doubled.
 * - propertyRuns(n): the runs of a fast-check property, n by default; FAST_CHECK_SCALE multiplies
 *   them (e.g. FAST_CHECK_SCALE=10 for a long hunt on a quiet machine).
 */
const baseWaitMs = Number(process.env.TEST_WAIT_MS) || 60_000;
export const WAIT_MS = process.env.CI === "true" ? baseWaitMs * 2 : baseWaitMs;

const scale = Number(process.env.FAST_CHECK_SCALE) || 1;
export const propertyRuns = (n: number): number => Math.max(1, Math.round(n * scale));
