import { z } from "zod";
import type { Logger } from "../../logger.ts";
import type { FlightStatusProvider } from "./flight-status.ts";

/** Time allowed for one call before the answer is null. */
export const FLIGHT_STATUS_TIMEOUT_MS = 3_000;

export interface HttpFlightStatusOptions {
  /** FLIGHT_STATUS_URL: called as `${url}?flight=TP1901&date=2026-12-05`. */
  url: string;
  logger: Logger;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The expected answer: `{ "arrival": "2026-12-05T14:05:00Z" }`, or `{ "arrival": null }` for an unknown flight. */
const answerSchema = z.object({ arrival: z.iso.datetime({ offset: true }).nullable() });

/** A flight number as airlines write it (TP1901, FR 8344): anything else is not sent. */
const FLIGHT_NUMBER = /^[A-Z0-9]{2,3} ?\d{1,5}[A-Z]?$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A small adapter for a flight-status service the operator runs or subscribes to: one GET per
 * flight and date, answering its arrival. A failure (unreachable, slow, not 200, an unexpected
 * body) is logged as a warning and answers null; it never throws.
 */
export function createHttpFlightStatus(options: HttpFlightStatusOptions): FlightStatusProvider {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? FLIGHT_STATUS_TIMEOUT_MS;
  const base = new URL(options.url);
  return {
    describe: base.host,
    async arrival(flightNumber, date) {
      const flight = flightNumber.trim().toUpperCase();
      if (!FLIGHT_NUMBER.test(flight) || !DATE.test(date)) return null;
      const url = new URL(base);
      url.searchParams.set("flight", flight);
      url.searchParams.set("date", date);
      try {
        const response = await fetchFn(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) {
          await response.body?.cancel();
          options.logger.warn({ status: response.status, flight, date }, "flight status: unexpected answer");
          return null;
        }
        const parsed = answerSchema.safeParse(await response.json());
        if (!parsed.success) {
          options.logger.warn({ flight, date }, "flight status: answer without a valid arrival");
          return null;
        }
        return parsed.data.arrival === null ? null : new Date(parsed.data.arrival);
      } catch (error) {
        const reason = error instanceof Error ? error.name : "unknown";
        options.logger.warn({ reason, flight, date }, "flight status: service not reached");
        return null;
      }
    },
  };
}
