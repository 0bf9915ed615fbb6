import { randomUUID } from "node:crypto";
import { addDays } from "../src/domain/lisbon-date.ts";
import { ADMIN_BOOKING_STATUSES } from "../src/domain/admin-booking-schemas.ts";
import type { DbOrTx } from "../src/server/db/client.ts";
import { bookings } from "../src/server/db/schema.ts";

export type BulkBooking = typeof bookings.$inferInsert & {
  id: string;
  createdAt: Date;
  bookingDate: string;
  bookingTime: string;
};

const FIRST = ["Ana", "João", "Maria", "Pedro", "Sofia", "Rui", "Inês", "Tiago"];
const LAST = ["Silva", "Santos", "Ferreira", "Costa", "Oliveira", "Martins", "Sousa"];

/**
 * For tests: many bookings (default 10,000) in a few multi-row inserts, varied deterministically
 * by their index: every admin status, transfers and (every fourth) tours, 60 service dates from `firstDate`,
 * drivers (or none) in turn, names from a small list (a few with % and _ in them), creation
 * times one minute apart with pairs sharing a time (the list must break ties by id). Answers the
 * rows inserted, so a test can compute what a query should find on its own.
 */
export async function insertBulkBookings(
  db: DbOrTx,
  options: {
    count?: number;
    firstDate?: string;
    vehicle: { id: string; class: string };
    tourId: string;
    driverIds?: string[];
    createdFrom?: Date;
  },
): Promise<BulkBooking[]> {
  const count = options.count ?? 10_000;
  const firstDate = options.firstDate ?? "2031-01-01";
  const drivers = options.driverIds ?? [];
  const createdFrom = options.createdFrom ?? new Date("2030-01-01T00:00:00Z");
  const rows: BulkBooking[] = [];
  for (let i = 0; i < count; i++) {
    const tour = i % 4 === 0;
    const special = i % 1000 === 7 ? "Ana_Maria 100% Reis" : i % 1000 === 8 ? "Ana Maria 1000 Reis" : null;
    const name = special ?? `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`;
    rows.push({
      id: randomUUID(),
      bookingType: tour ? "tour" : "transfer",
      origin: tour ? "Hotel Faro" : "Aeroporto de Faro (FAO)",
      destination: tour ? "Hotel Faro" : `Destino ${i % 17}`,
      bookingDate: addDays(firstDate, i % 60),
      bookingTime: `${String(i % 24).padStart(2, "0")}:${String((i * 7) % 60).padStart(2, "0")}:00`,
      passengers: 1 + (i % 7),
      vehicleId: options.vehicle.id,
      vehicleClass: options.vehicle.class,
      tourId: tour ? options.tourId : null,
      customerName: name,
      customerPhone: `+351 91${String(i).padStart(7, "0")}`,
      customerPhoneDigits: `35191${String(i).padStart(7, "0")}`,
      customerEmail: `cliente${i}@example.com`,
      totalPriceCents: 5_000 + i,
      status: ADMIN_BOOKING_STATUSES[i % ADMIN_BOOKING_STATUSES.length]!,
      assignedDriverId: drivers.length === 0 ? null : (drivers[i % (drivers.length + 1)] ?? null),
      createdAt: new Date(createdFrom.getTime() + Math.floor(i / 2) * 60_000),
    });
  }
  // About 19 parameters a row: 1,000 rows stay well under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < rows.length; start += 1_000) {
    await db.insert(bookings).values(rows.slice(start, start + 1_000));
  }
  return rows;
}
