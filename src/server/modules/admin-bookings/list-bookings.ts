import { and, asc, between, desc, eq, gte, ilike, inArray, like, lte, or, sql, type SQL } from "drizzle-orm";
import type { WithSubqueryWithSelection } from "drizzle-orm/pg-core";
import {
  ADMIN_BOOKING_STATUSES,
  type AdminBookingListQuery,
  type AdminBookingStatus,
} from "../../../domain/admin-booking-schemas.ts";
import { phoneSearchDigits } from "../../../domain/phone-digits.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookingCountsAll, bookingCreatedCountsAll, bookings, payments, profiles, refunds, tours, users, vehicles } from "../../db/schema.ts";
import { formatTime } from "../../../domain/lisbon-date.ts";

/** A LIKE pattern matching `text` literally (PostgreSQL's default escape is the backslash). */
function escapeLike(text: string): string {
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
      // The phone as typed (also the rows an earlier release wrote without digits)…
      ilike(bookings.customerPhone, pattern),
    ];
    // …and by its digits, however either side wrote the number (decision 0040): a whole number
    // equal to the stored digits (their index), or a run of digits inside them (pg_trgm's index).
    const phone = phoneSearchDigits(query.q);
    if (phone) {
      matches.push(eq(bookings.customerPhoneDigits, phone.number));
      matches.push(like(bookings.customerPhoneDigits, `%${phone.fragment}%`));
    }
    // A reference is the first 8 characters of the id: a prefix of the id's text is a range of
    // ids (the primary key's index answers it; a cast to text would read every row).
    const range = uuidPrefixRange(query.q);
    if (range) matches.push(between(bookings.id, range[0], range[1]));
    where.push(or(...matches)!);
  }
  return where;
}

/**
 * All the filters of the list (status, type, service dates, driver, search): what a page shows,
 * and what the bookings export writes (page and page size aside).
 */
export function listFilters(query: AdminBookingListQuery): SQL[] {
  const where = filtersWithoutStatus(query);
  if (query.status) where.push(eq(bookings.status, query.status));
  return where;
}

/** Up to this many matching rows, the page is sorted from the filters' matches (see below). */
const FILTER_FIRST_MAX_ROWS = 20_000;

/** From this offset on, a page under the status and type filters starts at a creation day's end. */
const DAY_START_MIN_OFFSET = 1_000;

/**
 * A service-date range matching more than FILTER_FIRST_MAX_ROWS bookings first looks for its page
 * among the whole table's newest (or, past the middle, oldest) bookings: twice as many as the page
 * needs (at least PROBE_MIN_ROWS), so it succeeds where at least half of them match, and never
 * more than 1/PROBE_MAX_SHARE of the matches a sort would read, so a probe in vain costs little.
 */
const PROBE_MIN_ROWS = 1_000;
const PROBE_MAX_SHARE = 8;

/** The summary rows' conditions for the list's status-independent filters: type, service dates. */
function summaryFilters(query: AdminBookingListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.type) where.push(eq(bookingCountsAll.bookingType, query.type));
  if (query.from) where.push(gte(bookingCountsAll.bookingDate, query.from));
  if (query.to) where.push(lte(bookingCountsAll.bookingDate, query.to));
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
  if (query.type) where.push(eq(bookingCreatedCountsAll.bookingType, query.type));
  if (query.status) where.push(eq(bookingCreatedCountsAll.status, query.status));
  const days = db.$with("days").as(
    db
      .select({
        createdOn: sql<string>`${bookingCreatedCountsAll.createdOn}`.as("created_on"),
        n: sql<number>`sum(${bookingCreatedCountsAll.count})`.as("n"),
      })
      .from(bookingCreatedCountsAll)
      .where(and(...where))
      .groupBy(bookingCreatedCountsAll.createdOn),
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

type PageRows = Awaited<ReturnType<typeof readPageRows>>;

/**
 * The page's rows, each read and joined to its vehicle, tour and driver, newest first: `page`
 * holds the ids and creation times of the page (found on the indexes, or given).
 */
function readPageRows(db: DbOrTx, page: WithSubqueryWithSelection<{ pageId: SQL.Aliased<string>; pageCreatedAt: SQL.Aliased<Date> }, "page">) {
  return db
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
      // In Portuguese, the admin panel's language (English when the tour has no Portuguese name).
      tourName: sql<string | null>`coalesce(nullif(btrim(${tours.translations}->'pt'->>'name'), ''), ${tours.name})`,
      customerName: bookings.customerName,
      customerPhone: bookings.customerPhone,
      customerEmail: bookings.customerEmail,
      totalPriceCents: bookings.totalPriceCents,
      status: bookings.status,
      /** The driver's step on the day of service (decision 0050), shown beside the status. */
      serviceStep: bookings.serviceStep,
      assignedDriverId: bookings.assignedDriverId,
      assignedDriverName: driverName,
      outboundBookingId: bookings.outboundBookingId,
      groupVehicle: bookings.groupVehicle,
      groupSize: bookings.groupSize,
      createdAt: bookings.createdAt,
      // Money kept on the booking (or on the outbound trip of a return): its payment state, read
      // from the payments (never from the status); no payment link is offered then.
      paid: sql<boolean>`exists (
        select 1 from ${payments} p
        where p.booking_id in (${bookings.id}, ${bookings.outboundBookingId}) and p.status = 'paid'
          and p.amount_cents > coalesce((select sum(r.amount_cents) from ${refunds} r where r.payment_id = p.id), 0)
      )`,
    })
    .from(page)
    .innerJoin(bookings, eq(bookings.id, page.pageId))
    .leftJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .leftJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(users, eq(users.id, bookings.assignedDriverId))
    .leftJoin(profiles, eq(profiles.userId, bookings.assignedDriverId))
    .orderBy(desc(page.pageCreatedAt), desc(page.pageId));
}

/** A page CTE of the given ids (the page already found). */
function pageOfIds(db: DbOrTx, ids: string[]) {
  return db
    .$with("page")
    .as(
      db
        .select({ pageId: sql<string>`${bookings.id}`.as("page_id"), pageCreatedAt: sql<Date>`${bookings.createdAt}`.as("page_created_at") })
        .from(bookings)
        .where(inArray(bookings.id, ids)),
    );
}

/**
 * With a search or a driver: the counts per status and the page's ids in one statement that reads
 * the matching bookings once (the search's rows are rechecked on the table, which is most of its
 * cost), when at most FILTER_FIRST_MAX_ROWS match; null when more do.
 */
async function countAndFindFewMatches(
  db: DbOrTx,
  query: AdminBookingListQuery,
  common: SQL[],
  offset: number,
): Promise<{ grouped: { status: string; count: number }[]; ids: string[] } | null> {
  const matches = db.$with("matches").as(
    db
      .select({
        matchId: sql<string>`${bookings.id}`.as("match_id"),
        matchCreatedAt: sql<Date>`${bookings.createdAt}`.as("match_created_at"),
        matchStatus: sql<string>`${bookings.status}`.as("match_status"),
      })
      .from(bookings)
      .where(and(...common))
      .limit(FILTER_FIRST_MAX_ROWS + 1),
  );
  const pageIds = db
    .select({ id: sql<string>`${matches.matchId}::text`.as("page_id") })
    .from(matches)
    .where(query.status ? sql`${matches.matchStatus} = ${query.status}` : undefined)
    .orderBy(desc(matches.matchCreatedAt), desc(matches.matchId))
    .limit(query.pageSize)
    .offset(offset);
  const grouped = await db
    .with(matches)
    .select({
      status: matches.matchStatus,
      count: sql<number>`count(*)::int`,
      // Uncorrelated: computed once, from the same matches.
      pageIds: sql<string[]>`array(${pageIds})`,
    })
    .from(matches)
    .groupBy(matches.matchStatus);
  const found = grouped.reduce((sum, g) => sum + Number(g.count), 0);
  if (found > FILTER_FIRST_MAX_ROWS) return null;
  return { grouped, ids: grouped[0]?.pageIds ?? [] };
}

/**
 * One page of the admin list, newest first, with the total and the counts per status under the
 * same filters (the counts ignore the status filter). Two or three queries whatever the table's
 * size: the counts, the start of a deep page, then the page.
 *
 * At a million bookings (docs/decisions/0020-bookings-at-scale.md, 0022) the counts under the
 * status, type and service-date filters are sums of the summary rows the database keeps (exact:
 * triggers change them in the same transaction as the bookings); a search or a driver counts its
 * matches, and finds its page in the same statement when they are few.
 * The page is found on the indexes alone first (ids and creation times of the matching rows,
 * skipped and limited), and only its rows are read and joined to their vehicle, tour and driver.
 * A deep page under the status and type filters starts at the end of the creation day that holds
 * it (summary per creation day); any other page past the middle is counted from the oldest end
 * (the total is known from the counts), so no page walks more than half of the matching rows.
 * A wide service-date range looks for its page among the newest bookings first (see below).
 */
export async function listAdminBookings(db: DbOrTx, query: AdminBookingListQuery) {
  const common = filtersWithoutStatus(query);
  const pageWhere = listFilters(query);
  const offset = (query.page - 1) * query.pageSize;

  // Without a search or a driver, the counts are sums of the summary rows the database keeps per
  // service date, type and status (migration 0009): a few thousand rows instead of up to every
  // booking. With one, the matching bookings are counted (few, found through their indexes), and
  // the page is taken from the same matches; more than FILTER_FIRST_MAX_ROWS are counted apart.
  const fromSummary = !query.q && !query.driverId;
  const few = fromSummary ? null : await countAndFindFewMatches(db, query, common, offset);
  const grouped = few
    ? few.grouped
    : fromSummary
      ? await db
          .select({ status: bookingCountsAll.status, count: sql<number>`sum(${bookingCountsAll.count})::int` })
          .from(bookingCountsAll)
          .where(and(...summaryFilters(query)))
          .groupBy(bookingCountsAll.status)
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
  const answer = (rows: PageRows) => ({
    items: rows.map((r) => ({
      ...r,
      reference: bookingReference(r.id),
      bookingTime: formatTime(r.bookingTime),
      // A group's further vehicle is linked to the first like a return trip, but is no return trip.
      outboundReference: r.outboundBookingId && r.groupVehicle === null ? bookingReference(r.outboundBookingId) : null,
      groupReference: r.groupVehicle !== null ? bookingReference(r.outboundBookingId ?? r.id) : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  });

  if (few) return answer(few.ids.length === 0 ? [] : await readPageRows(db, pageOfIds(db, few.ids)));

  // Rows [offset, offset + pageSize) of the matching rows newest first.
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
  if (limit <= 0) return answer([]);

  // A service-date range matching many bookings: its page is first looked for among the whole
  // table's newest bookings (oldest, past the middle), read from `created_at_covering` alone, which
  // holds the date, status and type. Upcoming bookings are mostly the newest ones: "from today"
  // finds its page in the first few dozen entries instead of sorting half the table. The newest
  // n bookings are a prefix of the order, so when that prefix holds the whole page, the page is
  // the right one; when it holds fewer (a past range), the matches are sorted as below.
  const dateRange = Boolean(query.from || query.to);
  if (fromSummary && dateRange && total > FILTER_FIRST_MAX_ROWS && offset < total) {
    const expected = Math.min(limit, total - skip);
    const size = Math.min(Math.ceil(total / PROBE_MAX_SHARE), Math.max(PROBE_MIN_ROWS, 2 * (skip + expected)));
    if (skip + expected <= size) {
      const rows = await readPageRows(db, newestFirstProbe(db, query, size, fromOldest, limit, skip));
      if (rows.length === expected) return answer(rows);
    }
  }

  // Few matching rows (a search), or a service-date range (its covering index holds the creation
  // times): read the matches through the filters' indexes and sort them, rather than walk the
  // newest-first index until a page is found, which the planner prefers when it overestimates a
  // search's matches or cannot see that a date range holds only bookings created long ago.
  // `+ interval '0'` keeps the value and hides the index.
  const filterFirst = total <= FILTER_FIRST_MAX_ROWS || dateRange;
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
  return answer(await readPageRows(db, page));
}

/**
 * The page's ids among the `size` newest bookings of the whole table (oldest when `fromOldest`),
 * under the list's status, type and service-date filters: an index-only walk of at most `size`
 * entries of `created_at_covering`, stopped as soon as the page is found.
 */
function newestFirstProbe(db: DbOrTx, query: AdminBookingListQuery, size: number, fromOldest: boolean, limit: number, skip: number) {
  const newest = db
    .select({
      id: bookings.id,
      createdAt: bookings.createdAt,
      bookingDate: bookings.bookingDate,
      status: bookings.status,
      bookingType: bookings.bookingType,
    })
    .from(bookings)
    .orderBy(...(fromOldest ? [asc(bookings.createdAt), asc(bookings.id)] : [desc(bookings.createdAt), desc(bookings.id)]))
    .limit(size)
    .as("newest");
  const where: SQL[] = [];
  if (query.status) where.push(eq(newest.status, query.status));
  if (query.type) where.push(eq(newest.bookingType, query.type));
  if (query.from) where.push(gte(newest.bookingDate, query.from));
  if (query.to) where.push(lte(newest.bookingDate, query.to));
  return db
    .$with("page")
    .as(
      db
        .select({ pageId: sql<string>`${newest.id}`.as("page_id"), pageCreatedAt: sql<Date>`${newest.createdAt}`.as("page_created_at") })
        .from(newest)
        .where(and(...where))
        .orderBy(...(fromOldest ? [asc(newest.createdAt), asc(newest.id)] : [desc(newest.createdAt), desc(newest.id)]))
        .limit(limit)
        .offset(skip),
    );
}
