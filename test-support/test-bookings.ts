import { randomUUID } from "node:crypto";
import type { DbOrTx } from "../src/server/db/client.ts";
import { bookings } from "../src/server/db/schema.ts";

/**
 * For payment tests: inserts a pending transfer booking (and, with `withReturn`, its return trip
 * at the same price) directly, as the bookings module would; `bookingType: "tour"` for a tour
 * booking instead. Answers the ids and the e-mail.
 */
export async function insertTestTransfer(
  db: DbOrTx,
  options: {
    totalPriceCents?: number;
    withReturn?: boolean;
    status?: "pending" | "confirmed" | "cancelled";
    bookingType?: "transfer" | "tour";
  } = {},
) {
  const outboundId = randomUUID();
  const returnId = options.withReturn ? randomUUID() : undefined;
  const customerEmail = `cliente-${outboundId.slice(0, 8)}@example.com`;
  const totalPriceCents = options.totalPriceCents ?? 12_000;
  const common = {
    bookingType: "transfer" as const,
    passengers: 2,
    vehicleClass: "Premium",
    customerName: "Ana Silva",
    customerPhone: "+351 912 345 678",
    customerPhoneDigits: "351912345678",
    customerEmail,
    totalPriceCents,
    status: options.status ?? ("pending" as const),
  };
  await db.insert(bookings).values({
    ...common,
    bookingType: options.bookingType ?? "transfer",
    id: outboundId,
    origin: "Aeroporto de Faro",
    destination: "Albufeira",
    bookingDate: "2030-06-12",
    bookingTime: "10:30",
    flightNumber: "TP1234",
  });
  if (returnId) {
    await db.insert(bookings).values({
      ...common,
      id: returnId,
      origin: "Albufeira",
      destination: "Aeroporto de Faro",
      bookingDate: "2030-06-19",
      bookingTime: "08:15",
      outboundBookingId: outboundId,
    });
  }
  return { outboundId, returnId, customerEmail, totalPriceCents };
}

type BookingRow = typeof bookings.$inferInsert;

/**
 * For tests that name their bookings (the dispatch board's): `insert(name, values)` adds a
 * confirmed transfer for two in business class, 100 €, booked by "Cliente <name>" at
 * <name>@example.com, on the route, date and time of `defaults` unless `values` says otherwise,
 * and keeps its id under the name in `ids`. `db` is read at each insert, so the helper can be
 * made before the test app is.
 */
export function namedBookings(db: () => DbOrTx, defaults: Pick<BookingRow, "origin" | "destination" | "bookingDate" | "bookingTime">) {
  const ids: Record<string, string> = {};
  async function insert(name: string, values: Partial<BookingRow> = {}): Promise<string> {
    const id = randomUUID();
    ids[name] = id;
    await db().insert(bookings).values({
      id,
      bookingType: "transfer",
      ...defaults,
      passengers: 2,
      vehicleClass: "business",
      customerName: `Cliente ${name}`,
      customerPhone: "+351 912 345 678",
      customerEmail: `${name}@example.com`,
      totalPriceCents: 10_000,
      status: "confirmed",
      ...values,
    });
    return id;
  }
  return { ids, insert };
}
