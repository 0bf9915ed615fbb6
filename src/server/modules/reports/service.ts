import { sql, type SQL } from "drizzle-orm";
import { addDays } from "../../../domain/lisbon-date.ts";
import { daysInReportPeriod, previousPeriod, type ReportGranularity, type ReportQuery } from "../../../domain/report-schemas.ts";
import type { DbOrTx } from "../../db/client.ts";

/**
 * The admin's reports (issue "Insight", decision 0027). Every figure is an aggregate computed by
 * PostgreSQL over the bookings whose service date (`booking_date`, a Lisbon date) falls in the
 * period or in the previous one (the same number of days just before it): one range of the
 * `bookings_booking_date_covering_idx` index per query, never the rows themselves in Node.
 *
 * What counts (decision 0027):
 * - a booking: any booking of the period except a cancelled one ("bookings" below);
 * - revenue: the total price (`total_price_cents`, the server's price, return trips being their own
 *   bookings) of the bookings the company has accepted: status confirmed, assigned, in_progress or
 *   completed. A pending booking (not yet accepted or paid) and a cancelled one bring none;
 * - the cancellation rate: cancelled bookings over all bookings of the period (cancelled included);
 * - the refund rate: bookings of the period with a refund (table `refunds`) over all bookings of
 *   the period; refunded money is the refunds' amounts;
 * - the lead time: from the booking's creation to its service date and time in Lisbon (daylight
 *   saving applied by PostgreSQL), in hours, averaged over the bookings (cancelled ones excluded).
 */

/** Statuses whose price is revenue. */
export const REVENUE_STATUSES = ["confirmed", "assigned", "in_progress", "completed"] as const;

export interface Figures {
  bookings: number;
  revenueCents: number;
}

export interface Summary extends Figures {
  /** Every booking of the period, cancelled ones included (the rates' denominator). */
  allBookings: number;
  cancelled: number;
  /** cancelled / allBookings, 0 to 1 (4 decimals); 0 without bookings. */
  cancellationRate: number;
  refunds: number;
  refundedCents: number;
  /** refunds / allBookings, 0 to 1 (4 decimals). */
  refundRate: number;
  /** null without bookings. */
  averageLeadTimeHours: number | null;
}

export interface SeriesPoint extends Figures {
  /** The bucket's first day within the period (a week starts on Monday, a month on the 1st). */
  bucket: string;
}

export interface BreakdownRow {
  /** The group's id (a tour's or a driver's id, a class, a type), null for "none". */
  key: string | null;
  label: string;
  current: Figures;
  previous: Figures;
}

export interface Report {
  period: { from: string; to: string; days: number };
  previousPeriod: { from: string; to: string };
  granularity: ReportGranularity;
  summary: { current: Summary; previous: Summary };
  series: { current: SeriesPoint[]; previous: SeriesPoint[] };
  byType: BreakdownRow[];
  byZone: BreakdownRow[];
  byTour: BreakdownRow[];
  byVehicleClass: BreakdownRow[];
  byDriver: BreakdownRow[];
  /** The 10 pickup places (origins) with the most bookings in the period. */
  topPickups: BreakdownRow[];
}

/** Labels of groups without a name of their own (Portuguese: the admin panel's language). */
export const REPORT_LABELS = {
  transfer: "Transfer",
  tour: "Tour",
  noZone: "Sem zona",
  noTour: "Tour apagado",
  noDriver: "Sem motorista",
  deletedDriver: "Motorista apagado",
} as const;

interface Range {
  from: string;
  to: string;
  prevFrom: string;
}

const isRevenue = sql.raw(`b.status in (${REVENUE_STATUSES.map((s) => `'${s}'`).join(", ")})`);
const notCancelled = sql.raw(`b.status <> 'cancelled'`);

/** The bookings of both periods (the booking_date index range) and which period each is in. */
function rangeWhere(r: Range): SQL {
  return sql`b.booking_date between ${r.prevFrom}::date and ${r.to}::date`;
}
const isCurrent = (r: Range) => sql`(b.booking_date >= ${r.from}::date)`;

/** Both periods' count and revenue, per group, as SQL select items. */
const figureColumns = (r: Range) => sql`
  count(*) filter (where ${notCancelled} and ${isCurrent(r)})::int as cur_bookings,
  coalesce(sum(b.total_price_cents) filter (where ${isRevenue} and ${isCurrent(r)}), 0)::float8 as cur_revenue,
  count(*) filter (where ${notCancelled} and not ${isCurrent(r)})::int as prev_bookings,
  coalesce(sum(b.total_price_cents) filter (where ${isRevenue} and not ${isCurrent(r)}), 0)::float8 as prev_revenue`;

interface FigureRow {
  key: string | null;
  label: string | null;
  cur_bookings: number;
  cur_revenue: number;
  prev_bookings: number;
  prev_revenue: number;
}

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const toBreakdown = (row: FigureRow, label: string): BreakdownRow => ({
  key: row.key,
  label,
  current: { bookings: Number(row.cur_bookings), revenueCents: Number(row.cur_revenue) },
  previous: { bookings: Number(row.prev_bookings), revenueCents: Number(row.prev_revenue) },
});

/** Largest current revenue first, then current bookings, then the label. */
const byWeight = (a: BreakdownRow, b: BreakdownRow) =>
  b.current.revenueCents - a.current.revenueCents || b.current.bookings - a.current.bookings || a.label.localeCompare(b.label, "pt");

/** Lowercase without accents or surrounding spaces, in SQL (as `normalizeText` does in the domain). */
const normalized = (column: SQL) =>
  sql`btrim(translate(lower(${column}), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn'))`;

async function readSummary(db: DbOrTx, r: Range): Promise<{ current: Summary; previous: Summary }> {
  const rows = await rowsOf<Record<string, number | null> & { cur: boolean }>(
    db,
    sql`
      select ${isCurrent(r)} as cur,
        count(*)::int as all_bookings,
        count(*) filter (where ${notCancelled})::int as bookings,
        count(*) filter (where b.status = 'cancelled')::int as cancelled,
        coalesce(sum(b.total_price_cents) filter (where ${isRevenue}), 0)::float8 as revenue,
        count(rf.id)::int as refunds,
        coalesce(sum(rf.amount_cents), 0)::float8 as refunded,
        (avg(extract(epoch from (((b.booking_date + b.booking_time) at time zone 'Europe/Lisbon') - b.created_at)))
          filter (where ${notCancelled}) / 3600)::float8 as lead_hours
      from bookings b
      left join refunds rf on rf.booking_id = b.id
      where ${rangeWhere(r)}
      group by 1`,
  );
  const summaryOf = (current: boolean): Summary => {
    const row = rows.find((x) => x.cur === current);
    const all = Number(row?.all_bookings ?? 0);
    const cancelled = Number(row?.cancelled ?? 0);
    const refunds = Number(row?.refunds ?? 0);
    const lead = row?.lead_hours;
    return {
      bookings: Number(row?.bookings ?? 0),
      revenueCents: Number(row?.revenue ?? 0),
      allBookings: all,
      cancelled,
      cancellationRate: all === 0 ? 0 : Math.round((cancelled / all) * 10_000) / 10_000,
      refunds,
      refundedCents: Number(row?.refunded ?? 0),
      refundRate: all === 0 ? 0 : Math.round((refunds / all) * 10_000) / 10_000,
      averageLeadTimeHours: lead === null || lead === undefined ? null : Math.round(Number(lead) * 10) / 10,
    };
  };
  return { current: summaryOf(true), previous: summaryOf(false) };
}

/**
 * Count and revenue per bucket of each period, every bucket listed (zero when empty). A bucket is
 * cut on the Lisbon service date and starts at the period's first day at the earliest.
 */
async function readSeries(db: DbOrTx, r: Range, granularity: ReportGranularity): Promise<{ current: SeriesPoint[]; previous: SeriesPoint[] }> {
  const unit = sql.raw(`'${granularity}'`);
  const step = sql.raw(`'1 ${granularity}'`);
  const bucketOf = (date: SQL, start: SQL) => sql`greatest(date_trunc(${unit}, ${date}::timestamp)::date, ${start})`;
  const periodStart = sql`(case when ${isCurrent(r)} then ${r.from}::date else ${r.prevFrom}::date end)`;
  const rows = await rowsOf<{ cur: boolean; bucket: string; bookings: number; revenue: number }>(
    db,
    sql`
      with buckets as (
        select true as cur, ${bucketOf(sql`g`, sql`${r.from}::date`)}::text as bucket
          from generate_series(date_trunc(${unit}, ${r.from}::date::timestamp), ${r.to}::date::timestamp, ${step}::interval) g
        union
        select false, ${bucketOf(sql`g`, sql`${r.prevFrom}::date`)}::text
          from generate_series(date_trunc(${unit}, ${r.prevFrom}::date::timestamp), ${addDays(r.from, -1)}::date::timestamp, ${step}::interval) g
      ),
      figures as (
        select ${isCurrent(r)} as cur, ${bucketOf(sql`b.booking_date`, periodStart)}::text as bucket,
          count(*) filter (where ${notCancelled})::int as bookings,
          coalesce(sum(b.total_price_cents) filter (where ${isRevenue}), 0)::float8 as revenue
        from bookings b
        where ${rangeWhere(r)}
        group by 1, 2
      )
      select k.cur, k.bucket, coalesce(f.bookings, 0)::int as bookings, coalesce(f.revenue, 0)::float8 as revenue
      from buckets k left join figures f on f.cur = k.cur and f.bucket = k.bucket
      order by k.bucket`,
  );
  const pointsOf = (current: boolean): SeriesPoint[] =>
    rows.filter((x) => x.cur === current).map((x) => ({ bucket: x.bucket, bookings: Number(x.bookings), revenueCents: Number(x.revenue) }));
  return { current: pointsOf(true), previous: pointsOf(false) };
}

async function readByType(db: DbOrTx, r: Range): Promise<BreakdownRow[]> {
  const rows = await rowsOf<FigureRow>(
    db,
    sql`select b.booking_type::text as key, null as label, ${figureColumns(r)} from bookings b where ${rangeWhere(r)} group by 1`,
  );
  return rows.map((row) => toBreakdown(row, row.key === "tour" ? REPORT_LABELS.tour : REPORT_LABELS.transfer)).sort(byWeight);
}

async function readByVehicleClass(db: DbOrTx, r: Range): Promise<BreakdownRow[]> {
  const rows = await rowsOf<FigureRow>(
    db,
    sql`select b.vehicle_class as key, b.vehicle_class as label, ${figureColumns(r)} from bookings b where ${rangeWhere(r)} group by 1`,
  );
  return rows.map((row) => toBreakdown(row, row.label ?? "")).sort(byWeight);
}

/** Tour bookings per tour (a deleted tour's bookings together, as "Tour apagado"). */
async function readByTour(db: DbOrTx, r: Range): Promise<BreakdownRow[]> {
  const rows = await rowsOf<FigureRow>(
    db,
    sql`
      with g as (
        select b.tour_id, ${figureColumns(r)} from bookings b
        where ${rangeWhere(r)} and b.booking_type = 'tour' group by 1
      )
      select g.tour_id::text as key, t.name as label, g.cur_bookings, g.cur_revenue, g.prev_bookings, g.prev_revenue
      from g left join tours t on t.id = g.tour_id`,
  );
  return rows.map((row) => toBreakdown(row, row.label ?? REPORT_LABELS.noTour)).sort(byWeight);
}

/** Per assigned driver (bookings without one together, as "Sem motorista"). */
async function readByDriver(db: DbOrTx, r: Range): Promise<BreakdownRow[]> {
  const rows = await rowsOf<FigureRow & { exists: boolean | null }>(
    db,
    sql`
      with g as (
        select b.assigned_driver_id as driver_id, ${figureColumns(r)} from bookings b where ${rangeWhere(r)} group by 1
      )
      select g.driver_id as key, coalesce(nullif(p.name, ''), u.name) as label, u.id is not null as exists,
        g.cur_bookings, g.cur_revenue, g.prev_bookings, g.prev_revenue
      from g left join users u on u.id = g.driver_id left join profiles p on p.user_id = g.driver_id`,
  );
  return rows
    .map((row) => toBreakdown(row, row.key === null ? REPORT_LABELS.noDriver : (row.label ?? REPORT_LABELS.deletedDriver)))
    .sort(byWeight);
}

/**
 * Transfers per zone, and the top pickup places, from one read of the period's rows (their place
 * names are not in any index).
 *
 * Zones: a booking stores place names, not a zone. A transfer belongs to the zone whose origin
 * and destination names are its own, either way round, compared without case, accents or
 * surrounding spaces (as the dispatch board matches them); the first such zone by name when
 * several match, "Sem zona" when none does. Tours have their own report and are left out.
 * Pickups: the 10 origins (any type) with the most bookings in the period, the same place
 * whatever its case or accents.
 *
 * The bookings are first summed per (type, origin, destination) as written, then normalized per
 * distinct pair (not per booking); those few groups are summed per zone (matched to the zones'
 * names, normalized once per zone, by a hash join) and per origin. The table's rows are read (the
 * place names are in no index): at a million bookings this is most of a report's time.
 */
async function readPlaces(db: DbOrTx, r: Range): Promise<{ byZone: BreakdownRow[]; topPickups: BreakdownRow[] }> {
  const rows = await rowsOf<FigureRow & { report: "zone" | "pickup" }>(
    db,
    sql`
      with raw_pairs as (
        select b.booking_type as type, b.origin, b.destination, ${figureColumns(r)}
        from bookings b where ${rangeWhere(r)} group by 1, 2, 3
      ),
      pairs as materialized (
        select type, ${normalized(sql`origin`)} as o, ${normalized(sql`destination`)} as d, min(origin) as origin_label,
          sum(cur_bookings)::int as cur_bookings, sum(cur_revenue)::float8 as cur_revenue,
          sum(prev_bookings)::int as prev_bookings, sum(prev_revenue)::float8 as prev_revenue
        from raw_pairs group by 1, 2, 3
      ),
      zone_keys as (
        select z.id, z.name, ${normalized(sql`z.origin`)} as o, ${normalized(sql`z.destination`)} as d from zones z
        union all
        select z.id, z.name, ${normalized(sql`z.destination`)}, ${normalized(sql`z.origin`)} from zones z
      ),
      transfers as (select * from pairs where type = 'transfer'),
      matched as (
        select distinct on (p.o, p.d) p.o, p.d, k.id, k.name
        from transfers p join zone_keys k on k.o = p.o and k.d = p.d
        order by p.o, p.d, k.name, k.id
      ),
      by_zone as (
        select 'zone' as report, m.id::text as key, m.name as label,
          sum(p.cur_bookings)::int as cur_bookings, sum(p.cur_revenue)::float8 as cur_revenue,
          sum(p.prev_bookings)::int as prev_bookings, sum(p.prev_revenue)::float8 as prev_revenue
        from transfers p left join matched m on m.o = p.o and m.d = p.d
        group by m.id, m.name
      ),
      by_origin as (
        select 'pickup' as report, o as key, min(origin_label) as label,
          sum(cur_bookings)::int as cur_bookings, sum(cur_revenue)::float8 as cur_revenue,
          sum(prev_bookings)::int as prev_bookings, sum(prev_revenue)::float8 as prev_revenue
        from pairs group by o
        order by cur_bookings desc, cur_revenue desc, o limit 10
      )
      select * from by_zone
      union all
      select * from by_origin`,
  );
  return {
    byZone: rows
      .filter((row) => row.report === "zone")
      .map((row) => toBreakdown(row, row.label ?? REPORT_LABELS.noZone))
      .sort(byWeight),
    topPickups: rows
      .filter((row) => row.report === "pickup" && Number(row.cur_bookings) > 0)
      .map((row) => toBreakdown(row, row.label ?? ""))
      .sort((a, b) => b.current.bookings - a.current.bookings || b.current.revenueCents - a.current.revenueCents || (a.key ?? "").localeCompare(b.key ?? "")),
  };
}

/** The whole report of a period beside the previous one. */
export async function buildReport(db: DbOrTx, query: ReportQuery): Promise<Report> {
  const previous = previousPeriod(query.from, query.to);
  const r: Range = { from: query.from, to: query.to, prevFrom: previous.from };
  const [summary, series, byType, { byZone, topPickups }, byTour, byVehicleClass, byDriver] = await Promise.all([
    readSummary(db, r),
    readSeries(db, r, query.granularity),
    readByType(db, r),
    readPlaces(db, r),
    readByTour(db, r),
    readByVehicleClass(db, r),
    readByDriver(db, r),
  ]);
  return {
    period: { from: query.from, to: query.to, days: daysInReportPeriod(query.from, query.to) },
    previousPeriod: previous,
    granularity: query.granularity,
    summary,
    series,
    byType,
    byZone,
    byTour,
    byVehicleClass,
    byDriver,
    topPickups,
  };
}
