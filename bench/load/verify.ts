/**
 * The integrity check after a run, read from the database once the server has stopped: every
 * booking acknowledged with a 2xx is stored exactly once with its extras, its return trip when
 * asked, its history rows (a driver_assigned row per acknowledged assignment, a created row
 * where the product writes one) and its outbox e-mails (one confirmation per trip to the
 * customer, one notice per submission to the company); nothing is stored that was refused or
 * never sent. Submissions that got no answer (timeout, connection error) are unknown: counted
 * apart, stored or not.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { bookingReference } from "../../src/domain/service-date.ts";
import type { Db } from "../../src/server/db/client.ts";
import type { Ledger } from "./traffic.ts";

export interface Integrity {
  acknowledged: number;
  /** Acknowledged, and the outbound booking is stored once. */
  stored: number;
  lost: number;
  duplicated: number;
  missingReturn: number;
  missingExtras: number;
  missingHistory: number;
  extraHistory: number;
  missingEmails: number;
  extraEmails: number;
  /** Assignments acknowledged whose booking is not assigned to that driver, or has no notification. */
  assignmentsNotApplied: number;
  /** Every answer was a refusal (4xx/5xx), yet the booking is stored. */
  refusedButStored: number;
  /** No answer (timeout, connection error): stored or not. */
  unknownStored: number;
  unknownNotStored: number;
  /** Stored bookings of this run whose id was never sent. */
  neverSent: number;
  /** Submissions sent twice at once, and those answered 2xx both times with one 201. */
  doubleSubmits: number;
  doubleSubmitsBothOk: number;
  assignmentsAcknowledged: number;
  historyMode: "created row per booking" | "no created row (derived from bookings.created_at)";
  bookingRows: number;
  outboxRows: number;
  outboxSent: number;
  emlFiles: number;
  details: string[];
}

type Row = Record<string, unknown>;

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

export async function verifyRun(db: Db, ledger: Ledger, since: Date, dataDir: string): Promise<Integrity> {
  const sinceIso = since.toISOString();
  const bookings = await rows(
    db,
    sql`select id::text as id, outbound_booking_id::text as outbound, status::text as status,
          assigned_driver_id as driver, customer_email as email
        from bookings where created_at >= ${sinceIso}::timestamptz`,
  );
  const extras = await rows(
    db,
    sql`select e.booking_id::text as booking, e.extra_id::text as extra from booking_extras e
        join bookings b on b.id = e.booking_id where b.created_at >= ${sinceIso}::timestamptz`,
  );
  const events = await rows(
    db,
    sql`select ev.booking_id::text as booking, ev.kind, ev.data->>'driverId' as driver from booking_events ev
        join bookings b on b.id = ev.booking_id where b.created_at >= ${sinceIso}::timestamptz`,
  );
  const notices = await rows(
    db,
    sql`select booking_id::text as booking, user_id as driver from notifications
        where type = 'booking_assigned' and created_at >= ${sinceIso}::timestamptz`,
  );
  const mails = await rows(
    db,
    sql`select kind, to_address as "to", subject, status::text as status from mail_outbox
        where created_at >= ${sinceIso}::timestamptz`,
  );

  const byId = new Map(bookings.map((b) => [b.id as string, b]));
  const returnsOf = new Map<string, Row[]>();
  for (const b of bookings) {
    if (b.outbound) returnsOf.set(b.outbound as string, [...(returnsOf.get(b.outbound as string) ?? []), b]);
  }
  const outboundByEmail = countBy(bookings.filter((b) => !b.outbound), (b) => b.email as string);
  const extrasOf = new Map<string, string[]>();
  for (const e of extras) extrasOf.set(e.booking as string, [...(extrasOf.get(e.booking as string) ?? []), e.extra as string]);
  const eventCounts = countBy(events, (e) => `${e.booking} ${e.kind}`);
  const createdMode = events.some((e) => e.kind === "created");
  const noticeCounts = countBy(notices, (n) => `${n.booking} ${n.driver}`);
  // Confirmations: "<title> — <reference>" to the customer; notices: "Nova reserva <reference> — <name>[ (ida e volta)]".
  const confirmationCounts = countBy(
    mails.filter((m) => m.kind === "booking_confirmation"),
    (m) => `${m.to} ${(m.subject as string).split(" — ").at(-1)}`,
  );
  const noticeMailCounts = countBy(
    mails.filter((m) => m.kind === "booking_admin_notification"),
    (m) => (m.subject as string).replace(/^Nova reserva /, "").replace(/ \(ida e volta\)$/, ""),
  );
  const confirmationsTo = (email: string, id: string) => confirmationCounts.get(`${email} ${bookingReference(id)}`) ?? 0;
  const noticesFor = (id: string, name: string) => noticeMailCounts.get(`${bookingReference(id)} — ${name}`) ?? 0;

  const okAssignments = new Map<string, string[]>();
  const unknownAssignments = new Map<string, number>();
  for (const a of ledger.assignments) {
    if (a.answer === "ok") okAssignments.set(a.bookingId, [...(okAssignments.get(a.bookingId) ?? []), a.driverId]);
    if (a.answer === "unknown") unknownAssignments.set(a.bookingId, (unknownAssignments.get(a.bookingId) ?? 0) + 1);
  }

  const result: Integrity = {
    acknowledged: 0, stored: 0, lost: 0, duplicated: 0, missingReturn: 0, missingExtras: 0, missingHistory: 0,
    extraHistory: 0, missingEmails: 0, extraEmails: 0, assignmentsNotApplied: 0, refusedButStored: 0,
    unknownStored: 0, unknownNotStored: 0, neverSent: 0, doubleSubmits: 0, doubleSubmitsBothOk: 0,
    assignmentsAcknowledged: [...okAssignments.values()].reduce((s, a) => s + a.length, 0),
    historyMode: createdMode ? "created row per booking" : "no created row (derived from bookings.created_at)",
    bookingRows: bookings.length,
    outboxRows: mails.length,
    outboxSent: mails.filter((m) => m.status === "sent").length,
    emlFiles: fs.existsSync(path.join(dataDir, "mail")) ? fs.readdirSync(path.join(dataDir, "mail")).filter((f) => f.endsWith(".eml")).length : 0,
    details: [],
  };
  const note = (message: string) => {
    if (result.details.length < 30) result.details.push(message);
  };
  const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

  for (const s of ledger.submissions.values()) {
    const stored = byId.get(s.id);
    const returns = returnsOf.get(s.id) ?? [];
    if (s.answers.length === 2) {
      result.doubleSubmits++;
      if (s.okStatuses.length === 2 && s.okStatuses.filter((x) => x === 201).length === 1) result.doubleSubmitsBothOk++;
      else note(`double submit ${s.id}: answers ${s.answers.join("/")}, 2xx statuses ${s.okStatuses.join("/") || "none"}`);
    }
    if (!s.answers.includes("ok")) {
      if (s.answers.includes("unknown")) {
        if (stored) result.unknownStored++;
        else result.unknownNotStored++;
      } else if (stored || returns.length > 0) {
        result.refusedButStored++;
        note(`refused but stored: ${s.id}`);
      }
      continue;
    }
    result.acknowledged++;
    if (!stored) {
      result.lost++;
      note(`lost: ${s.id} (${s.bookingType}${s.returnTrip ? ", return" : ""})`);
      continue;
    }
    const trips = [stored, ...returns];
    if ((outboundByEmail.get(s.customerEmail) ?? 0) > 1 || returns.length > 1) {
      result.duplicated++;
      note(`duplicated: ${s.id}: ${outboundByEmail.get(s.customerEmail)} outbound rows for its customer, ${returns.length} return rows`);
    } else {
      result.stored++;
    }
    if (s.returnTrip && (returns.length === 0 || (s.returnId && !returns.some((r) => r.id === s.returnId)))) {
      result.missingReturn++;
      note(`return trip missing: ${s.id} (answered ${s.returnId ?? "none"}, stored ${returns.map((r) => r.id).join(",") || "none"})`);
    }
    if (!s.returnTrip && returns.length > 0) {
      result.duplicated++;
      note(`return trip not asked but stored: ${s.id}`);
    }
    for (const trip of trips) {
      const id = trip.id as string;
      if (!sameSet(extrasOf.get(id) ?? [], s.extraIds)) {
        result.missingExtras++;
        note(`extras of ${id}: asked ${s.extraIds.length}, stored ${(extrasOf.get(id) ?? []).length}`);
      }
      const assigned = okAssignments.get(id) ?? [];
      const expected = { created: createdMode ? 1 : 0, driver_assigned: assigned.length };
      for (const [kind, want] of Object.entries(expected)) {
        const got = eventCounts.get(`${id} ${kind}`) ?? 0;
        const slack = kind === "driver_assigned" ? (unknownAssignments.get(id) ?? 0) : 0;
        if (got < want) {
          result.missingHistory++;
          note(`history of ${id}: ${got} ${kind} rows, ${want} expected`);
        } else if (got > want + slack) {
          result.extraHistory++;
          note(`history of ${id}: ${got} ${kind} rows, ${want} expected`);
        }
      }
      const lastDriver = assigned.at(-1);
      if (lastDriver && !(unknownAssignments.get(id) ?? 0)) {
        if (trip.status !== "assigned" || trip.driver !== lastDriver || (noticeCounts.get(`${id} ${lastDriver}`) ?? 0) !== assigned.length) {
          result.assignmentsNotApplied++;
          note(`assignment of ${id}: status ${trip.status}, driver ${trip.driver}, expected ${lastDriver}`);
        }
      }
      const confirmations = confirmationsTo(s.customerEmail, id);
      if (confirmations < 1) result.missingEmails++;
      if (confirmations > 1) result.extraEmails++;
      if (confirmations !== 1) note(`confirmation e-mails of ${id}: ${confirmations}`);
    }
    const companyNotices = noticesFor(s.id, s.customerName);
    if (companyNotices < 1) result.missingEmails++;
    if (companyNotices > 1) result.extraEmails++;
    if (companyNotices !== 1) note(`company notices of ${s.id}: ${companyNotices}`);
  }
  for (const b of bookings) {
    const outbound = (b.outbound as string | null) ?? (b.id as string);
    if (!ledger.submissions.has(outbound)) {
      result.neverSent++;
      note(`stored but never sent: ${b.id}`);
    }
  }
  return result;
}

/** Anything acknowledged lost, duplicated or incomplete, or anything stored that was refused or never sent. */
export const integrityFailed = (r: Integrity): boolean =>
  r.lost + r.duplicated + r.missingReturn + r.missingExtras + r.missingHistory + r.missingEmails + r.refusedButStored + r.neverSent + r.assignmentsNotApplied > 0;
