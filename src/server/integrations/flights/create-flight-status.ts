import type { Logger } from "../../logger.ts";
import { createOfflineFlightStatus, type FlightStatusProvider } from "./flight-status.ts";
import { createHttpFlightStatus } from "./http-flight-status.ts";

export interface CreateFlightStatusOptions {
  /** FLIGHT_STATUS_URL: with it the HTTP adapter asks that service; without it, offline (no call). */
  flightStatusUrl?: string;
  logger: Logger;
  /** Injected by tests (HTTP only). */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Flight arrivals for the dispatch board: the operator's service with FLIGHT_STATUS_URL, else none. */
export function createFlightStatus(options: CreateFlightStatusOptions): FlightStatusProvider {
  const url = options.flightStatusUrl?.trim();
  return url
    ? createHttpFlightStatus({ url, logger: options.logger, fetch: options.fetch, timeoutMs: options.timeoutMs })
    : createOfflineFlightStatus();
}
