import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { FlightStatusProvider } from "../../integrations/flights/flight-status.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { namedBookings } from "../../../../test-support/test-bookings.ts";
import { FLIGHT_LOOKUP_CONCURRENCY, type DispatchBoard } from "./board.ts";

/** In winter Lisbon is UTC: a pickup at 14:30 is 14:30Z. */
const DATE = "2026-12-05";
const ARRIVALS: Record<string, string> = {
  TP1901: "2026-12-05T14:20:00Z", // lands 10 min before the 14:30 pickup: too early (30 min needed)
  FR8344: "2026-12-05T13:00:00Z", // lands 90 min before the 14:30 pickup: fine
  U27651: "2026-12-05T14:00:00Z", // lands 30 min before: just enough
};

let t: TestApp;
let admin: TestUser;
let driver: TestUser;
const asked: string[] = [];
let running = 0;
let mostAtOnce = 0;
const fake: FlightStatusProvider = {
  describe: "fake",
  async arrival(flight, date) {
    asked.push(`${flight} ${date}`);
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running--;
    if (flight === "BROKEN") throw new Error("provider bug");
    const arrival = date === DATE ? ARRIVALS[flight] : undefined;
    return arrival ? new Date(arrival) : null;
  },
};

const { ids, insert: insertBooking } = namedBookings(() => t.db, {
  origin: "Aeroporto de Faro (FAO)",
  destination: "Vilamoura",
  bookingDate: DATE,
  bookingTime: "14:30",
});

beforeAll(async () => {
  t = await createTestApp({ flightStatus: fake });
  admin = await t.createUser(["admin"], "Admin");
  driver = await t.createUser(["driver"], "Ana Motorista");
  await insertBooking("tooEarly", { flightNumber: "TP1901", assignedDriverId: driver.userId, status: "assigned" });
  await insertBooking("sameFlightLater", { flightNumber: "tp1901", bookingTime: "15:00" });
  await insertBooking("fine", { flightNumber: "FR8344" });
  await insertBooking("justEnough", { flightNumber: "U27651" });
  await insertBooking("unknownFlight", { flightNumber: "XX0001" });
  await insertBooking("brokenProvider", { flightNumber: "BROKEN" });
  await insertBooking("notFromAirport", { flightNumber: "TP1901", origin: "Vilamoura", destination: "Aeroporto de Faro (FAO)" });
  await insertBooking("noFlight", { flightNumber: null });
  await insertBooking("completed", { flightNumber: "TP1901", status: "completed" });
  for (let i = 0; i < 6; i++) await insertBooking(`many${i}`, { flightNumber: `TP${2000 + i}`, bookingTime: "20:00" });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

interface Job {
  id: string;
  flightNumber: string | null;
  conflicts: { kind: string }[];
}
async function jobsOfBoard(): Promise<Job[]> {
  const response = await t.request(`/api/admin/dispatch?from=${DATE}&to=${DATE}`, { cookie: admin.cookie });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { drivers: { jobs: Job[] }[]; unassigned: Job[] };
  return [...body.drivers.flatMap((d) => d.jobs), ...body.unassigned];
}
const kindsOf = (jobs: Job[], name: string) => jobs.find((job) => job.id === ids[name])!.conflicts.map((c) => c.kind);

describe("early pickups on the dispatch board (flight arrivals)", () => {
  it("flags an airport pickup planned less than 30 minutes after its flight lands, asking each flight once, a few at a time", async () => {
    asked.length = 0;
    const jobs = await jobsOfBoard();
    expect(kindsOf(jobs, "tooEarly")).toEqual(["early_pickup"]);
    expect(kindsOf(jobs, "sameFlightLater")).toEqual([]); // 15:00 is 40 min after landing
    expect(kindsOf(jobs, "fine")).toEqual([]);
    expect(kindsOf(jobs, "justEnough")).toEqual([]);
    expect(kindsOf(jobs, "unknownFlight")).toEqual([]);
    expect(kindsOf(jobs, "brokenProvider")).toEqual([]);
    expect(kindsOf(jobs, "notFromAirport")).toEqual([]);
    expect(kindsOf(jobs, "noFlight")).toEqual([]);
    expect(kindsOf(jobs, "completed")).toEqual([]);

    // Not asked: the pickup that is not at an airport, the one without a flight, the completed one.
    expect([...asked].sort()).toEqual(
      ["TP1901", "FR8344", "U27651", "XX0001", "BROKEN", ...Array.from({ length: 6 }, (_, i) => `TP${2000 + i}`)]
        .map((flight) => `${flight} ${DATE}`)
        .sort(),
    );
    expect(mostAtOnce).toBeLessThanOrEqual(FLIGHT_LOOKUP_CONCURRENCY);
    expect(mostAtOnce).toBeGreaterThan(1);
  });

  it("with the offline default nothing is asked and no outbound call is made", async () => {
    const offline = await createTestApp();
    try {
      const outbound = vi.spyOn(globalThis, "fetch");
      const tooEarly = await namedBookings(() => offline.db, {
        origin: "Aeroporto de Lisboa (LIS)",
        destination: "Cascais",
        bookingDate: DATE,
        bookingTime: "14:30",
      }).insert("cliente", { flightNumber: "TP1901" });
      const offlineAdmin = await offline.createUser(["admin"], "Admin");
      const response = await offline.request(`/api/admin/dispatch?from=${DATE}&to=${DATE}`, { cookie: offlineAdmin.cookie });
      const board = (await response.json()) as DispatchBoard;
      expect(offline.deps.flightStatus.describe).toBe("offline");
      expect(board.unassigned.find((job) => job.id === tooEarly)?.conflicts).toEqual([]);
      expect(outbound).not.toHaveBeenCalled();
    } finally {
      await offline.close();
    }
  });
});
