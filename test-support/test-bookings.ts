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
