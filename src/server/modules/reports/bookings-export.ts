import { and, desc, eq, sql } from "drizzle-orm";
import type { AdminBookingListQuery } from "../../../domain/admin-booking-schemas.ts";
import { MAX_EXPORT_ROWS } from "../../../domain/report-schemas.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, profiles, tours, users, vehicles } from "../../db/schema.ts";
import { listFilters } from "../admin-bookings/list-bookings.ts";
import { date, int, money, text, type Cell } from "./spreadsheet.ts";
import { formatTime } from "../../../domain/lisbon-date.ts";

/**
 * The admin bookings list as a file (decision 0027): the list's own filters (status, type, service
 * dates, driver, search), newest first as the list shows them, read in chunks of CHUNK_ROWS by
 * keyset so a large export never sits in memory; over MAX_EXPORT_ROWS matches it is refused.
 */
const CHUNK_ROWS = 2_000;

/** How many bookings match, counted up to MAX_EXPORT_ROWS + 1 only (enough to refuse). */
export async function countExportRows(db: DbOrTx, query: AdminBookingListQuery): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(bookings)
    .where(and(...listFilters(query)))
    .limit(MAX_EXPORT_ROWS + 1)
    .as("matches");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return Number(row?.n ?? 0);
}

export const BOOKING_STATUS_LABELS: Record<string, string> = {
  pending: "Pendente",
  confirmed: "Confirmada",
  assigned: "Atribuída",
  in_progress: "Em curso",
  completed: "Concluída",
  cancelled: "Cancelada",
};

export const BOOKING_EXPORT_HEADERS = [
  "Referência",
  "Data",
  "Hora",
  "Tipo",
  "Origem",
  "Destino",
  "Passageiros",
  "Classe",
  "Viatura",
  "Tour",
  "Cliente",
  "Telefone",
  "Email",
  "Valor reservado €",
  "Valor recebido €",
  "Estado",
  "Motorista",
  "Criada em",
];

const driverName = sql<string | null>`coalesce(nullif(${profiles.name}, ''), ${users.name})`;

/** A reader of the matching bookings, one chunk of rows (as cells) per call, empty at the end. */
export function bookingExportChunks(db: DbOrTx, query: AdminBookingListQuery): () => Promise<Cell[][]> {
  let cursor: { createdAt: string; id: string } | null = null;
  let done = false;
  return async () => {
    if (done) return [];
    const where = listFilters(query);
    if (cursor) where.push(sql`(${bookings.createdAt}, ${bookings.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
    const rows = await db
      .select({
        id: bookings.id,
        bookingDate: bookings.bookingDate,
        bookingTime: bookings.bookingTime,
        bookingType: bookings.bookingType,
        origin: bookings.origin,
        destination: bookings.destination,
        passengers: bookings.passengers,
        vehicleClass: bookings.vehicleClass,
        vehicleName: vehicles.name,
        tourName: tours.name,
        customerName: bookings.customerName,
        customerPhone: bookings.customerPhone,
        customerEmail: bookings.customerEmail,
        totalPriceCents: bookings.totalPriceCents,
        // Paid payments less refunds (decision 0042); a payment covering a return trip is on its outbound booking.
        collectedCents: sql<number>`(
          coalesce((select sum(p.amount_cents) from payments p where p.booking_id = ${bookings.id} and p.status = 'paid'), 0)
          - coalesce((select sum(rf.amount_cents) from refunds rf where rf.booking_id = ${bookings.id}), 0)
        )::int`,
        status: bookings.status,
        driverName,
        createdAtText: sql<string>`${bookings.createdAt}::text`,
        createdAtLisbon: sql<string>`to_char(${bookings.createdAt} at time zone 'Europe/Lisbon', 'DD/MM/YYYY HH24:MI')`,
      })
      .from(bookings)
      .leftJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
      .leftJoin(tours, eq(tours.id, bookings.tourId))
      .leftJoin(users, eq(users.id, bookings.assignedDriverId))
      .leftJoin(profiles, eq(profiles.userId, bookings.assignedDriverId))
      .where(and(...where))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(CHUNK_ROWS);
    if (rows.length < CHUNK_ROWS) done = true;
    const last = rows.at(-1);
    if (last) cursor = { createdAt: last.createdAtText, id: last.id };
    return rows.map((r) => [
      text(bookingReference(r.id)),
      date(r.bookingDate),
      text(formatTime(r.bookingTime)),
      text(r.bookingType === "tour" ? "Tour" : "Transfer"),
      text(r.origin),
      text(r.destination),
      int(r.passengers),
      text(r.vehicleClass),
      text(r.vehicleName),
      text(r.tourName),
      text(r.customerName),
      text(r.customerPhone),
      text(r.customerEmail),
      money(r.totalPriceCents),
      money(Number(r.collectedCents)),
      text(BOOKING_STATUS_LABELS[r.status] ?? r.status),
      text(r.driverName),
      text(r.createdAtLisbon),
    ]);
  };
}
