import { and, asc, between, desc, eq, gte, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import {
  ADMIN_BOOKING_STATUSES,
  type AdminBookingListQuery,
  type AdminBookingStatus,
} from "../../../domain/admin-booking-schemas.ts";
import { bookingReference, formatServiceTime } from "../../../domain/service-date.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookingCounts, bookingCreatedCounts, bookings, profiles, tours, users, vehicles } from "../../db/schema.ts";

/** A LIKE pattern matching `text` literally (PostgreSQL's default escape is the backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

const UUID_LOW = "00000000-0000-0000-0000-000000000000";
const UUID_HIGH = "ffffffff-ffff-ffff-ffff-ffffffffffff";

/**
 * The ids whose text starts with `prefix` (case-insensitive), as the smallest and largest UUID of
 * that form; null when no UUID's text can start with it (a non-hex character, a dash out of place,
 * too long). UUIDs order as their hex text does, so the range holds exactly those ids.
 */
export function uuidPrefixRange(prefix: string): [string, string] | null {
  const p = prefix.toLowerCase();
  if (p.length === 0 || p.length > UUID_LOW.length) return null;
  for (let i = 0; i < p.length; i++) {
    const dash = UUID_LOW[i] === "-";
    if (dash ? p[i] !== "-" : !/[0-9a-f]/.test(p[i]!)) return null;
  }
  return [p + UUID_LOW.slice(p.length), p + UUID_HIGH.slice(p.length)];
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
    // A reference is the first 8 characters of the id: a prefix of the id's text is a range of
    // ids (the primary key's index answers it; a cast to text would read every row).
    const range = uuidPrefixRange(query.q);
    if (range) matches.push(between(bookings.id, range[0], range[1]));
    where.push(or(...matches)!);
  }
  return where;
}

/** Up to this many matching rows, the page is sorted from the filters' matches (see below). */
const FILTER_FIRST_MAX_ROWS = 20_000;

/** From this offset on, a page under the status and type filters starts at a creation day's end. */
const DAY_START_MIN_OFFSET = 1_000;

/** The summary rows' conditions for the list's status-independent filters: type, service dates. */
function summaryFilters(query: AdminBookingListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.type) where.push(eq(bookingCounts.bookingType, query.type));
  if (query.from) where.push(gte(bookingCounts.bookingDate, query.from));
  if (query.to) where.push(lte(bookingCounts.bookingDate, query.to));
  return where;
}

/**
 * The UTC creation day holding the `offset`-th matching booking (newest first, from 0) under the
 * status and type filters, and how many matching bookings were created after that day; null when
 * there are not that many.
 */
async function findCreationDayStart(
  db: DbOrTx,
  query: AdminBookingListQuery,
  offset: number,
): Promise<{ day: string; newer: number } | null> {
  const where: SQL[] = [];
  if (query.type) where.push(eq(bookingCreatedCounts.bookingType, query.type));
  if (query.status) where.push(eq(bookingCreatedCounts.status, query.status));
  const days = db.$with("days").as(
    db
      .select({
        createdOn: sql<string>`${bookingCreatedCounts.createdOn}`.as("created_on"),
        n: sql<number>`sum(${bookingCreatedCounts.count})`.as("n"),
      })
      .from(bookingCreatedCounts)
      .where(and(...where))
      .groupBy(bookingCreatedCounts.createdOn),
  );
  const running = db.$with("running").as(
    db
      .with(days)
      .select({
        createdOn: days.createdOn,
        n: days.n,
        through: sql<number>`sum(${days.n}) over (order by ${days.createdOn} desc)`.as("through"),
      })
      .from(days),
  );
  const [row] = await db
    .with(running)
    .select({ day: sql<string>`${running.createdOn}::text`, newer: sql<number>`(${running.through} - ${running.n})::int` })
    .from(running)
    .where(sql`${running.through} > ${offset}`)
    .orderBy(desc(running.createdOn))
    .limit(1);
  return row ? { day: row.day, newer: Number(row.newer) } : null;
}

const driverName = sql<string | null>`coalesce(nullif(${profiles.name}, ''), ${users.name})`;

export type StatusCounts = Record<AdminBookingStatus, number>;

/**
 * One page of the admin list, newest first, with the total and the counts per status under the
 * same filters (the counts ignore the status filter). Two or three queries whatever the table's
 * size: the counts, the start of a deep page, then the page.
 *
 * At a million bookings (docs/decisions/0020-bookings-at-scale.md) the counts under the status,
 * type and service-date filters are sums of the summary rows the database keeps (exact: triggers
 * change them in the same transaction as the bookings); a search or a driver counts its matches.
 * The page is found on the indexes alone first (ids and creation times of the matching rows,
 * skipped and limited), and only its rows are read and joined to their vehicle, tour and driver.
 * A deep page under the status and type filters starts at the end of the creation day that holds
 * it (summary per creation day); any other page past the middle is counted from the oldest end
 * (the total is known from the counts), so no page walks more than half of the matching rows.
 */
export async function listAdminBookings(db: DbOrTx, query: AdminBookingListQuery) {
  const common = filtersWithoutStatus(query);
  const pageWhere = query.status ? [...common, eq(bookings.status, query.status)] : [...common];

  // Without a search or a driver, the counts are sums of the summary rows the database keeps per
  // service date, type and status (migration 0009): a few thousand rows instead of up to every
  // booking. With one, the matching bookings are counted (few, found through their indexes).
  const fromSummary = !query.q && !query.driverId;
  const grouped = fromSummary
    ? await db
        .select({ status: bookingCounts.status, count: sql<number>`sum(${bookingCounts.count})::int` })
        .from(bookingCounts)
        .where(and(...summaryFilters(query)))
        .groupBy(bookingCounts.status)
    : await db
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

  // Rows [offset, offset + pageSize) of the matching rows newest first.
  const offset = (query.page - 1) * query.pageSize;
  // A deep page under the status and type filters alone starts at the end of a creation day: the
  // day holding the page's first row is found from the summary per creation day, and the walk of
  // the newest-first index from there skips only the rows of that day.
  const start =
    fromSummary && !query.from && !query.to && offset >= DAY_START_MIN_OFFSET && offset < total
      ? await findCreationDayStart(db, query, offset)
      : null;
  if (start) pageWhere.push(sql`${bookings.createdAt} < ((${start.day}::date + 1)::timestamp at time zone 'UTC')`);
  const remaining = start ? offset - start.newer : offset;
  // Otherwise, past the middle, the same rows counted from the oldest end and put back newest first
  // by the outer query.
  const fromOldest = !start && offset > total / 2 && offset < total;
  const limit = fromOldest ? Math.min(query.pageSize, total - offset) : query.pageSize;
  const skip = fromOldest ? total - offset - limit : remaining;
  // Few matching rows (a search), or a service-date range (its covering index holds the creation
  // times): read the matches through the filters' indexes and sort them, rather than walk the
  // newest-first index until a page is found, which the planner prefers when it overestimates a
  // search's matches or cannot see that a date range holds only bookings created long ago.
  // `+ interval '0'` keeps the value and hides the index.
  const filterFirst = total <= FILTER_FIRST_MAX_ROWS || Boolean(query.from || query.to);
  const createdAt = filterFirst ? sql`${bookings.createdAt} + interval '0'` : bookings.createdAt;
  const order = fromOldest ? [asc(createdAt), asc(bookings.id)] : [desc(createdAt), desc(bookings.id)];

  const page = db
    .$with("page")
    .as(
      db
        .select({ pageId: sql<string>`${bookings.id}`.as("page_id"), pageCreatedAt: sql<Date>`${bookings.createdAt}`.as("page_created_at") })
        .from(bookings)
        .where(and(...pageWhere))
        .orderBy(...order)
        .limit(limit)
        .offset(skip),
    );

  const rows = limit <= 0 ? [] : await db
    .with(page)
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
    .from(page)
    .innerJoin(bookings, eq(bookings.id, page.pageId))
    .leftJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(users, eq(users.id, bookings.assignedDriverId))
    .leftJoin(profiles, eq(profiles.userId, bookings.assignedDriverId))
    .orderBy(desc(page.pageCreatedAt), desc(page.pageId));

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
