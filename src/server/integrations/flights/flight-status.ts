/**
 * When a flight lands, asked by the dispatch board for airport pickups. The product has no flight
 * data of its own: without FLIGHT_STATUS_URL the offline default answers null for every flight and
 * makes no call. Implementations never throw: a flight they cannot tell about is null.
 */
export interface FlightStatusProvider {
  /** The flight's (expected) arrival, or null when unknown. `date` is the Lisbon date (yyyy-MM-dd) of the pickup. */
  arrival(flightNumber: string, date: string): Promise<Date | null>;
  /** Which provider answers, for the start-up log: "offline" or the service's host. */
  readonly describe: string;
}

/** The default: no flight data, and no outbound call. */
export function createOfflineFlightStatus(): FlightStatusProvider {
  return {
    describe: "offline",
    arrival: async () => null,
  };
}
