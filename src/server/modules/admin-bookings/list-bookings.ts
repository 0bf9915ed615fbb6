import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import {
  ADMIN_BOOKING_STATUSES,
  type AdminBookingListQuery,
  type AdminBookingStatus,
} from "../../../domain/admin-booking-schemas.ts";
import { bookingReference, formatServiceTime } from "../../../domain/service-date.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, profiles, tours, users, vehicles } from "../../db/schema.ts";

/** A LIKE pattern matching `text` literally (PostgreSQL's default escape is the backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The filters of the list, except the status (the counts per status ignore that one). */
function filtersWithoutStatus(query: AdminBookingListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.type) where.push(eq(bookings.bookingType, query.type));
  if (query.from) where.push(gte(bookings.bookingDate, query.from));
  if (query.to) where.push(lte(bookings.bookingDate, query.to));
  if (query.driverId) where.push(eq(bookings.assignedDriverId, query.driverId));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const matches = [
      ilike(bookings.customerName, pattern),
      ilike(bookings.customerEmail, pattern),
      ilike(bookings.customerPhone, pattern),
    ];
    // A reference is the first 8 characters of the id: a prefix of hex digits (and dashes).
    if (/^[0-9a-f-]+$/i.test(query.q)) {
      matches.push(sql`${bookings.id}::text like ${`${query.q.toLowerCase()}%`}`);
    }
    where.push(or(...matches)!);
  }
  return where;
}

const driverName = sql<string | null>`coalesce(nullif(${profiles.name}, ''), ${users.name})`;

export type StatusCounts = Record<AdminBookingStatus, number>;

/**
 * One page of the admin list, newest first, with the total and the counts per status under the
 * same filters (the counts ignore the status filter). Two queries whatever the table's size: the
 * page (joined to its vehicle, tour and driver) and one grouped count.
 */
export async function listAdminBookings(db: DbOrTx, query: AdminBookingListQuery) {
  const common = filtersWithoutStatus(query);
  const pageWhere = query.status ? [...common, eq(bookings.status, query.status)] : common;

  const rows = await db
    .select({
      id: bookings.id,
      bookingType: bookings.bookingType,
      origin: bookings.origin,
      destination: bookings.destination,
      bookingDate: bookings.bookingDate,
      bookingTime: bookings.bookingTime,
      passengers: bookings.passengers,
      vehicleId: bookings.vehicleId,
      vehicleName: vehicles.name,
      vehicleClass: bookings.vehicleClass,
      tourId: bookings.tourId,
      tourName: tours.name,
      customerName: bookings.customerName,
      customerPhone: bookings.customerPhone,
      customerEmail: bookings.customerEmail,
      totalPriceCents: bookings.totalPriceCents,
      status: bookings.status,
      assignedDriverId: bookings.assignedDriverId,
      assignedDriverName: driverName,
      outboundBookingId: bookings.outboundBookingId,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .leftJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(users, eq(users.id, bookings.assignedDriverId))
    .leftJoin(profiles, eq(profiles.userId, bookings.assignedDriverId))
    .where(and(...pageWhere))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);

  const grouped = await db
    .select({ status: bookings.status, count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(...common))
    .groupBy(bookings.status);

  const counts = Object.fromEntries(ADMIN_BOOKING_STATUSES.map((s) => [s, 0])) as StatusCounts;
  let all = 0;
  for (const g of grouped) {
    all += Number(g.count);
    if (g.status in counts) counts[g.status as AdminBookingStatus] = Number(g.count);
  }
  const total = query.status ? counts[query.status] : all;

  return {
    items: rows.map((r) => ({
      ...r,
      reference: bookingReference(r.id),
      bookingTime: formatServiceTime(r.bookingTime),
      outboundReference: r.outboundBookingId ? bookingReference(r.outboundBookingId) : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
