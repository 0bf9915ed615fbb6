/**
 * What the load sends, as the product's screens send it: visitors (each journey a new visitor
 * with its own X-Forwarded-For address) who price a transfer (class cards, then the quote with
 * extras and sometimes a return trip) or a tour and book it, a few of them pressing "book" twice
 * at once; admins listing bookings with filters and pages and assigning some of the new ones to
 * drivers; drivers polling their jobs and notifications. Everything acknowledged is kept in a
 * ledger for the integrity check.
 */
import { randomUUID } from "node:crypto";
import { addDays, lisbonToday } from "../../src/domain/lisbon-date.ts";
import { okAnswer, type LoadClient, type Outcome } from "./http.ts";

export interface Catalogue {
  vehicles: { id: string; class: string; capacity: number }[];
  extraIds: string[];
  tourIds: string[];
}

/** One booking submission (one id), sent once or twice at once. */
export interface Submission {
  id: string;
  bookingType: "transfer" | "tour";
  returnTrip: boolean;
  extraIds: string[];
  customerEmail: string;
  customerName: string;
  /** Every answer this id got: "ok" (2xx), "refused" (another status) or "unknown" (no answer). */
  answers: ("ok" | "refused" | "unknown")[];
  /** The 2xx statuses (201 created, 200 the same submission again). */
  okStatuses: number[];
  /** The return trip's id as a 2xx answer gave it. */
  returnId?: string;
}

export interface Assignment {
  bookingId: string;
  driverId: string;
  answer: "ok" | "refused" | "unknown";
}

export interface Ledger {
  submissions: Map<string, Submission>;
  assignments: Assignment[];
  /** Acknowledged outbound bookings waiting for an admin to assign them. */
  toAssign: string[];
  driverPollsWithJobs: number;
  driverPolls: number;
}

export const newLedger = (): Ledger => ({
  submissions: new Map(),
  assignments: [],
  toAssign: [],
  driverPollsWithJobs: 0,
  driverPolls: 0,
});

const answerOf = (outcome: Outcome): "ok" | "refused" | "unknown" =>
  okAnswer(outcome) ? "ok" : outcome.kind === "answered" ? "refused" : "unknown";

/** Priced routes of the demo catalogue (airport pickups need a flight number, always sent). */
const TRANSFER_ROUTES: [string, string][] = [
  ["Aeroporto de Faro (FAO)", "Albufeira"],
  ["Aeroporto de Faro (FAO)", "Vilamoura"],
  ["Aeroporto de Faro (FAO)", "Lagos"],
  ["Aeroporto de Faro (FAO)", "Tavira"],
  ["Aeroporto de Lisboa (LIS)", "Lisboa"],
  ["Vilamoura", "Aeroporto de Faro (FAO)"],
];
const PICKUPS = ["Hotel Faro", "Vila Vita Parc, Porches", "Pine Cliffs Resort, Albufeira", "Hotel Tivoli Lisboa"];
const LANGUAGES = ["en", "pt", "fr", "es", "zh"];
/** Share of journeys that book a tour; of transfers, a return trip; of bookings, a double submit. */
const TOUR_SHARE = 0.3;
const RETURN_SHARE = 0.4;
const EXTRAS_SHARE = 0.6;
const DOUBLE_SUBMIT_SHARE = 0.03;
/** Every how many acknowledged bookings one is queued for an admin to assign. */
const ASSIGN_EVERY = 3;

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** 10.a.b.c from a journey number: one address per visitor, far under every per-address limit. */
export function visitorAddress(n: number): string {
  const v = n + 1;
  return `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}`;
}

function someExtras(catalogue: Catalogue): string[] {
  if (Math.random() >= EXTRAS_SHARE) return [];
  const count = 1 + Math.floor(Math.random() * 3);
  return [...catalogue.extraIds].sort(() => Math.random() - 0.5).slice(0, count);
}

/** One visitor: quotes, then a booking (a transfer or a tour). */
async function visitorJourney(client: LoadClient, ledger: Ledger, catalogue: Catalogue, n: number, runTag: string) {
  const headers = { "x-forwarded-for": visitorAddress(n) };
  const lang = LANGUAGES[n % LANGUAGES.length]!;
  const tour = Math.random() < TOUR_SHARE;
  const vehicle = pick(catalogue.vehicles);
  const passengers = 1 + Math.floor(Math.random() * Math.min(vehicle.capacity, 8));
  const extraIds = someExtras(catalogue);
  const withVehicle = Math.random() < 0.5;
  const today = lisbonToday();
  const bookingDate = addDays(today, 3 + (n % 60));
  const bookingTime = `${String(7 + (n % 14)).padStart(2, "0")}:${["00", "15", "30", "45"][n % 4]}`;
  const customer = {
    customerName: `Visitante ${n} ${runTag}`,
    customerPhone: `+351 91${String(n % 10_000_000).padStart(7, "0")}`,
    customerEmail: `visitor${n}.${runTag}@example.com`,
  };

  let body: Record<string, unknown>;
  if (tour) {
    const tourId = pick(catalogue.tourIds);
    await client.send("quote", `/api/quotes?lang=${lang}`, {
      headers,
      json: { bookingType: "tour", tourId, passengers, vehicleClass: vehicle.class, extraIds, returnTrip: false },
    });
    const pickup = pick(PICKUPS);
    body = {
      id: randomUUID(),
      bookingType: "tour",
      tourId,
      origin: pickup,
      destination: pickup,
      bookingDate,
      bookingTime,
      passengers,
      vehicleClass: vehicle.class,
      ...(withVehicle ? { vehicleId: vehicle.id } : {}),
      extraIds,
      ...customer,
      specialRequests: n % 5 === 0 ? "Paragem para fotografias, por favor." : "",
    };
  } else {
    const [origin, destination] = pick(TRANSFER_ROUTES);
    const returnTrip = Math.random() < RETURN_SHARE;
    const trip = { bookingType: "transfer", origin: { address: origin }, destination: { address: destination }, passengers };
    await client.send("quote classes", `/api/quotes/classes?lang=${lang}`, { headers, json: { ...trip, extraIds: [], returnTrip } });
    await client.send("quote", `/api/quotes?lang=${lang}`, {
      headers,
      json: { ...trip, vehicleClass: vehicle.class, ...(withVehicle ? { vehicleId: vehicle.id } : {}), extraIds, returnTrip },
    });
    body = {
      id: randomUUID(),
      bookingType: "transfer",
      origin,
      destination,
      bookingDate,
      bookingTime,
      passengers,
      vehicleClass: vehicle.class,
      ...(withVehicle ? { vehicleId: vehicle.id } : {}),
      extraIds,
      flightNumber: `TP${1000 + (n % 9000)}`,
      ...customer,
      specialRequests: "",
      returnTrip,
      ...(returnTrip
        ? { returnDate: addDays(bookingDate, 2 + (n % 6)), returnTime: "18:30", returnFlightNumber: `TP${2000 + (n % 7000)}` }
        : {}),
    };
  }

  const submission: Submission = {
    id: body.id as string,
    bookingType: tour ? "tour" : "transfer",
    returnTrip: body.returnTrip === true,
    extraIds,
    customerEmail: customer.customerEmail,
    customerName: customer.customerName,
    answers: [],
    okStatuses: [],
  };
  ledger.submissions.set(submission.id, submission);
  const kind = tour ? "book tour" : "book transfer";
  const times = Math.random() < DOUBLE_SUBMIT_SHARE ? 2 : 1;
  const outcomes = await Promise.all(
    Array.from({ length: times }, () => client.send(kind, `/api/bookings?lang=${lang}`, { headers, json: body })),
  );
  for (const outcome of outcomes) {
    submission.answers.push(answerOf(outcome));
    const answer = okAnswer(outcome);
    if (!answer) continue;
    submission.okStatuses.push(answer.status);
    const created = answer.body as { returnBooking?: { id: string } | null };
    if (created.returnBooking) submission.returnId = created.returnBooking.id;
  }
  if (submission.answers.includes("ok") && n % ASSIGN_EVERY === 0) ledger.toAssign.push(submission.id);
}

export interface Actors {
  adminCookies: string[];
  drivers: { id: string; cookie: string }[];
}

const ADMIN_QUERIES = (today: string, driverId: string): string[] => [
  "",
  "status=pending",
  "type=tour",
  "status=assigned&page=2",
  `from=${today}&to=${addDays(today, 30)}`,
  "q=Visitante%201",
  "pageSize=50&page=3",
  `driverId=${driverId}`,
  "type=transfer&status=pending&page=4&pageSize=10",
];

async function adminLoop(client: LoadClient, ledger: Ledger, actors: Actors, cookie: string, until: () => boolean, offset: number) {
  const today = lisbonToday();
  for (let i = offset; !until(); i++) {
    const driver = actors.drivers[i % actors.drivers.length]!;
    const queries = ADMIN_QUERIES(today, driver.id);
    const query = queries[i % queries.length]!;
    await client.send("admin list", `/api/admin/bookings${query ? `?${query}` : ""}`, { cookie });
    const bookingId = i % 2 === 0 ? ledger.toAssign.shift() : undefined;
    if (bookingId) {
      const outcome = await client.send("admin assign", `/api/admin/bookings/${bookingId}/assign`, {
        cookie,
        json: { driverId: driver.id },
      });
      ledger.assignments.push({ bookingId, driverId: driver.id, answer: answerOf(outcome) });
    }
  }
}

async function driverLoop(client: LoadClient, ledger: Ledger, cookie: string, until: () => boolean) {
  for (let i = 0; !until(); i++) {
    if (i % 5 === 4) {
      await client.send("driver notifications", "/api/driver/notifications", { cookie });
      continue;
    }
    const outcome = await client.send("driver jobs", `/api/driver/bookings?filter=${i % 4 === 3 ? "all" : "upcoming"}`, { cookie });
    ledger.driverPolls++;
    const answer = okAnswer(outcome);
    if (answer && ((answer.body as { bookings?: unknown[] }).bookings?.length ?? 0) > 0) ledger.driverPollsWithJobs++;
  }
}

/** Runs every loop until `seconds` have passed, then waits for the requests in flight. */
export async function runTraffic(
  client: LoadClient,
  ledger: Ledger,
  catalogue: Catalogue,
  actors: Actors,
  options: { seconds: number; visitors: number; runTag: string },
): Promise<number> {
  const start = performance.now();
  const deadline = start + options.seconds * 1000;
  const until = () => performance.now() >= deadline;
  let journeys = 0;
  const visitor = async () => {
    while (!until()) await visitorJourney(client, ledger, catalogue, journeys++, options.runTag);
  };
  await Promise.all([
    ...Array.from({ length: options.visitors }, visitor),
    ...actors.adminCookies.map((cookie, i) => adminLoop(client, ledger, actors, cookie, until, i * 4)),
    ...actors.drivers.map((d) => driverLoop(client, ledger, d.cookie, until)),
  ]);
  return (performance.now() - start) / 1000;
}
