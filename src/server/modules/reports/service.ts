import { sql, type SQL } from "drizzle-orm";
import { addDays } from "../../../domain/lisbon-date.ts";
import { daysInReportPeriod, previousPeriod, type ReportGranularity, type ReportQuery } from "../../../domain/report-schemas.ts";
import { reportSegments } from "../../../domain/report-segments.ts";
import type { DbOrTx } from "../../db/client.ts";

/**
 * The admin's reports (issue "Insight", decision 0027). Every figure is an aggregate computed by
 * PostgreSQL over the bookings whose service date (`booking_date`, a Lisbon date) falls in the
 * period or in the previous one (the same number of days just before it), summed from the totals
 * the database keeps per day and per month (`report_totals`, migration 0014): a year reads twelve
 * month rows per group, never the bookings themselves, and never the rows in Node.
 *
 * What counts (decision 0027):
 * - a booking: any booking of the period except a cancelled one ("bookings" below);
 * - booked value (`revenueCents`): the total price (`total_price_cents`, the server's price, return
 *   trips being their own bookings) of the bookings the company has accepted: status confirmed,
 *   assigned, in_progress or completed. A pending booking (not yet accepted or paid) and a cancelled
 *   one bring none. A status set by hand counts: this is what was booked, not what was paid;
 * - money collected (`collectedCents`, decision 0042): the paid payments of the period's bookings
 *   less their refunds, read from `payments` and `refunds` (never from a status). A payment covers
 *   its booking's return trip too and counts on the outbound booking's service date;
 * - the cancellation rate: cancelled bookings over all bookings of the period (cancelled included);
 * - the refund rate: bookings of the period with a refund (table `refunds`) over all bookings of
 *   the period; refunded money is the refunds' amounts;
 * - the lead time: from the booking's creation to its service date and time in Lisbon (daylight
 *   saving applied by PostgreSQL), in hours, averaged over the bookings (cancelled ones excluded).
 */


import type { BreakdownRow, Figures, Report, SeriesPoint, Summary } from "../../../domain/contracts/reports.ts";

export type { BreakdownRow, Figures, Report, SeriesPoint, Summary };

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

/**
 * The totals rows (table `report_totals`, migration 0014) of one or more dimensions in both
 * periods: the whole months' rows and the days at each period's ends (`reportSegments`), each row
 * in one period only, `t.cur` telling which. One range of the primary key per segment.
 */
function totalsOf(r: Range, dimensions: string[]): SQL {
  const inDimensions = sql.join(dimensions.map((d) => sql`${d}`), sql`, `);
  const segments = [
    ...reportSegments(r.from, r.to).map((s) => ({ ...s, current: true })),
    ...reportSegments(r.prevFrom, addDays(r.from, -1)).map((s) => ({ ...s, current: false })),
  ].map(
    (s) => sql`
      select ${sql.raw(String(s.current))} as cur, * from report_totals_all
      where dimension in (${inDimensions}) and grain = ${s.grain} and period_start between ${s.from}::date and ${s.to}::date`,
  );
  return sql`(${sql.join(segments, sql` union all `)}) t`;
}

/** Both periods' count and revenue, per group, as SQL select items over totals rows. */
const figureColumns = sql`
  coalesce(sum(t.bookings) filter (where t.cur), 0)::int as cur_bookings,
  coalesce(sum(t.revenue_cents) filter (where t.cur), 0)::float8 as cur_revenue,
  coalesce(sum(t.bookings) filter (where not t.cur), 0)::int as prev_bookings,
  coalesce(sum(t.revenue_cents) filter (where not t.cur), 0)::float8 as prev_revenue`;

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

const toBreakdown = (row: FigureRow, label: string, key: string | null = row.key): BreakdownRow => ({
  key,
  label,
  current: { bookings: Number(row.cur_bookings), revenueCents: Number(row.cur_revenue) },
  previous: { bookings: Number(row.prev_bookings), revenueCents: Number(row.prev_revenue) },
});

/** Largest current revenue first, then current bookings, then the label. */
const byWeight = (a: BreakdownRow, b: BreakdownRow) =>
  b.current.revenueCents - a.current.revenueCents || b.current.bookings - a.current.bookings || a.label.localeCompare(b.label, "pt");


/**
 * The money of the bookings whose service date is in either period, one row per paid payment
 * (+) and per refund (−), with the booking's service date as `day`: each side reached through the
 * service-date index of bookings and the booking_id index of payments or refunds.
 */
function moneyCollected(r: Range): SQL {
  return sql`(
    select b.booking_date as day, p.amount_cents::bigint as cents
    from bookings b join payments p on p.booking_id = b.id
    where b.booking_date between ${r.prevFrom}::date and ${r.to}::date and p.status = 'paid'
    union all
    select b.booking_date, -rf.amount_cents::bigint
    from bookings b join refunds rf on rf.booking_id = b.id
    where b.booking_date between ${r.prevFrom}::date and ${r.to}::date
  ) m`;
}

async function readSummary(db: DbOrTx, r: Range): Promise<{ current: Summary; previous: Summary }> {
  const [totals, refunds, collected] = await Promise.all([
    rowsOf<Record<string, number | null> & { cur: boolean }>(
      db,
      sql`
        select t.cur, sum(t.all_bookings)::int as all_bookings, sum(t.bookings)::int as bookings,
          sum(t.cancelled)::int as cancelled, sum(t.revenue_cents)::float8 as revenue, sum(t.lead_seconds)::float8 as lead_seconds
        from ${totalsOf(r, ["all"])}
        group by 1`,
    ),
    // Refunds are few (one per payment, a payment or two per booking): read through their bookings' service dates.
    rowsOf<{ cur: boolean; refunds: number; refunded: number }>(
      db,
      sql`
        select (b.booking_date >= ${r.from}::date) as cur, count(distinct rf.booking_id)::int as refunds, coalesce(sum(rf.amount_cents), 0)::float8 as refunded
        from refunds rf join bookings b on b.id = rf.booking_id
        where b.booking_date between ${r.prevFrom}::date and ${r.to}::date
        group by 1`,
    ),
    rowsOf<{ cur: boolean; cents: number }>(
      db,
      sql`select (m.day >= ${r.from}::date) as cur, sum(m.cents)::float8 as cents from ${moneyCollected(r)} group by 1`,
    ),
  ]);
  const summaryOf = (current: boolean): Summary => {
    const row = totals.find((x) => x.cur === current);
    const refund = refunds.find((x) => x.cur === current);
    const all = Number(row?.all_bookings ?? 0);
    const bookings = Number(row?.bookings ?? 0);
    const cancelled = Number(row?.cancelled ?? 0);
    const refundCount = Number(refund?.refunds ?? 0);
    return {
      bookings,
      revenueCents: Number(row?.revenue ?? 0),
      collectedCents: Number(collected.find((x) => x.cur === current)?.cents ?? 0),
      allBookings: all,
      cancelled,
      cancellationRate: all === 0 ? 0 : Math.round((cancelled / all) * 10_000) / 10_000,
      refunds: refundCount,
      refundedCents: Number(refund?.refunded ?? 0),
      refundRate: all === 0 ? 0 : Math.round((refundCount / all) * 10_000) / 10_000,
      averageLeadTimeHours: bookings === 0 ? null : Math.round((Number(row?.lead_seconds ?? 0) / bookings / 3600) * 10) / 10,
    };
  };
  return { current: summaryOf(true), previous: summaryOf(false) };
}

/**
 * Count, booked value and money collected per bucket of each period, every bucket listed (zero
 * when empty), from the day totals and the payments. A bucket is cut on the Lisbon service date and starts at the period's first day at
 * the earliest.
 */
async function readSeries(db: DbOrTx, r: Range, granularity: ReportGranularity): Promise<{ current: SeriesPoint[]; previous: SeriesPoint[] }> {
  const unit = sql.raw(`'${granularity}'`);
  const step = sql.raw(`'1 ${granularity}'`);
  const bucketOf = (date: SQL, start: SQL) => sql`greatest(date_trunc(${unit}, ${date}::timestamp)::date, ${start})`;
  const isCurrent = sql`(t.period_start >= ${r.from}::date)`;
  const periodStart = sql`(case when ${isCurrent} then ${r.from}::date else ${r.prevFrom}::date end)`;
  const isCurrentDay = sql`(m.day >= ${r.from}::date)`;
  const dayPeriodStart = sql`(case when ${isCurrentDay} then ${r.from}::date else ${r.prevFrom}::date end)`;
  const rows = await rowsOf<{ cur: boolean; bucket: string; bookings: number; revenue: number; collected: number }>(
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
        select ${isCurrent} as cur, ${bucketOf(sql`t.period_start`, periodStart)}::text as bucket,
          sum(t.bookings)::int as bookings, sum(t.revenue_cents)::float8 as revenue
        from report_totals_all t
        where t.dimension = 'all' and t.grain = 'day' and t.period_start between ${r.prevFrom}::date and ${r.to}::date
        group by 1, 2
      ),
      collected as (
        select ${isCurrentDay} as cur, ${bucketOf(sql`m.day`, dayPeriodStart)}::text as bucket, sum(m.cents)::float8 as cents
        from ${moneyCollected(r)}
        group by 1, 2
      )
      select k.cur, k.bucket, coalesce(f.bookings, 0)::int as bookings, coalesce(f.revenue, 0)::float8 as revenue,
        coalesce(c.cents, 0)::float8 as collected
      from buckets k
      left join figures f on f.cur = k.cur and f.bucket = k.bucket
      left join collected c on c.cur = k.cur and c.bucket = k.bucket
      order by k.bucket`,
  );
  const pointsOf = (current: boolean): SeriesPoint[] =>
    rows.filter((x) => x.cur === current).map((x) => ({
      bucket: x.bucket,
      bookings: Number(x.bookings),
      revenueCents: Number(x.revenue),
      collectedCents: Number(x.collected),
    }));
  return { current: pointsOf(true), previous: pointsOf(false) };
}

type GroupRow = FigureRow & { dimension: "type" | "class" | "tour" | "driver"; exists: boolean | null };

/**
 * Per type, vehicle class, tour (tour bookings only; a deleted tour's together, as "Tour apagado")
 * and assigned driver (bookings without one together, as "Sem motorista"), from one read of the
 * totals. A group is listed when a booking of either period is in it, cancelled ones included.
 */
async function readGroups(db: DbOrTx, r: Range) {
  const rows = await rowsOf<GroupRow>(
    db,
    sql`
      with g as (
        select t.dimension, t.key, ${figureColumns}
        from ${totalsOf(r, ["type", "class", "tour", "driver"])}
        group by 1, 2
        having sum(t.all_bookings) > 0
      )
      select g.*, case g.dimension when 'tour' then tr.name when 'driver' then coalesce(nullif(p.name, ''), u.name) end as label,
        u.id is not null as exists
      from g
      left join tours tr on g.dimension = 'tour' and tr.id::text = g.key
      left join users u on g.dimension = 'driver' and u.id = g.key
      left join profiles p on p.user_id = u.id`,
  );
  const of = (dimension: GroupRow["dimension"]) => rows.filter((row) => row.dimension === dimension);
  return {
    byType: of("type").map((row) => toBreakdown(row, row.key === "tour" ? REPORT_LABELS.tour : REPORT_LABELS.transfer)).sort(byWeight),
    byVehicleClass: of("class").map((row) => toBreakdown(row, row.key ?? "")).sort(byWeight),
    byTour: of("tour")
      .map((row) => (row.key === "" ? toBreakdown(row, REPORT_LABELS.noTour, null) : toBreakdown(row, row.label ?? REPORT_LABELS.noTour)))
      .sort(byWeight),
    byDriver: of("driver")
      .map((row) =>
        row.key === "" ? toBreakdown(row, REPORT_LABELS.noDriver, null) : toBreakdown(row, row.exists ? (row.label ?? "") : REPORT_LABELS.deletedDriver),
      )
      .sort(byWeight),
  };
}

/**
 * Transfers per zone: the zone that priced each transfer, stored on the booking (a deleted zone's
 * transfers and those priced by no zone together, as "Sem zona"); tours have their own report.
 */
async function readByZone(db: DbOrTx, r: Range): Promise<BreakdownRow[]> {
  const rows = await rowsOf<FigureRow>(
    db,
    sql`
      with g as (
        select t.key, ${figureColumns} from ${totalsOf(r, ["zone"])}
        group by t.key having sum(t.all_bookings) > 0
      )
      select nullif(g.key, '') as key, z.name as label, g.cur_bookings, g.cur_revenue, g.prev_bookings, g.prev_revenue
      from g left join zones z on z.id::text = g.key`,
  );
  return rows.map((row) => toBreakdown(row, row.label ?? REPORT_LABELS.noZone)).sort(byWeight);
}

/**
 * The 10 pickup places (origins, any type) with the most bookings in the period, from the totals
 * per place pair: the same place whatever its case, accents or surrounding spaces, labelled with
 * its least spelling.
 */
async function readTopPickups(db: DbOrTx, r: Range): Promise<BreakdownRow[]> {
  const rows = await rowsOf<FigureRow>(
    db,
    sql`
      select split_part(t.key, chr(31), 2) as key, min(t.label) as label, ${figureColumns}
      from ${totalsOf(r, ["place"])}
      group by 1
      having coalesce(sum(t.bookings) filter (where t.cur), 0) > 0
      order by cur_bookings desc, cur_revenue desc, key
      limit 10`,
  );
  return rows.map((row) => toBreakdown(row, row.label ?? ""));
}

/** The whole report of a period beside the previous one. */
export async function buildReport(db: DbOrTx, query: ReportQuery): Promise<Report> {
  const previous = previousPeriod(query.from, query.to);
  const r: Range = { from: query.from, to: query.to, prevFrom: previous.from };
  const [summary, series, { byType, byTour, byVehicleClass, byDriver }, byZone, topPickups] = await Promise.all([
    readSummary(db, r),
    readSeries(db, r, query.granularity),
    readGroups(db, r),
    readByZone(db, r),
    readTopPickups(db, r),
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
