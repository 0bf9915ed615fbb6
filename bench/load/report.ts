/** The load's printed tables: per database and request kind, then both databases side by side. */
import { percentile, type Recorder } from "./http.ts";
import type { Integrity } from "./verify.ts";

export interface KindFigures {
  kind: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** "429×3 500×1", or "0". */
  non2xx: string;
  non2xxCount: number;
  errors: number;
  timeouts: number;
}

export interface DatabaseRun {
  label: string;
  seconds: number;
  kinds: KindFigures[];
  integrity?: Integrity;
  serverExit: number | null;
  serverErrors: string[];
  examples: string[];
  driverPolls: number;
  driverPollsWithJobs: number;
  failure?: string;
}

/** The kinds in the order they are printed; any other kind follows. */
const ORDER = ["quote classes", "quote", "book transfer", "book tour", "admin list", "admin assign", "driver jobs", "driver notifications"];

export function figuresOf(recorder: Recorder, seconds: number): KindFigures[] {
  const kinds = [...recorder.kinds.keys()].sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99));
  const figures = kinds.map((kind) => {
    const stats = recorder.kinds.get(kind)!;
    const sorted = [...stats.latencies].sort((a, b) => a - b);
    const non2xx = [...stats.statuses].filter(([status]) => status < 200 || status > 299);
    return {
      kind,
      requests: sorted.length + stats.errors + stats.timeouts,
      rps: (sorted.length + stats.errors + stats.timeouts) / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      non2xx: non2xx.length ? non2xx.map(([status, count]) => `${status}×${count}`).join(" ") : "0",
      non2xxCount: non2xx.reduce((s, [, count]) => s + count, 0),
      errors: stats.errors,
      timeouts: stats.timeouts,
    };
  });
  const all = [...recorder.kinds.values()];
  const latencies = all.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const errors = all.reduce((s, k) => s + k.errors, 0);
  const timeouts = all.reduce((s, k) => s + k.timeouts, 0);
  const non2xx = figures.reduce((s, k) => s + k.non2xxCount, 0);
  figures.push({
    kind: "all",
    requests: latencies.length + errors + timeouts,
    rps: (latencies.length + errors + timeouts) / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    non2xx: String(non2xx),
    non2xxCount: non2xx,
    errors,
    timeouts,
  });
  return figures;
}

function table(header: string[], lines: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}

const ms = (value: number) => (Number.isNaN(value) ? "—" : value < 10 ? value.toFixed(1) : value.toFixed(0));

export function printRun(run: DatabaseRun) {
  console.log(`\n${run.label}: ${run.seconds.toFixed(1)} s of load (requests in flight at the end included)`);
  table(
    ["kind", "requests", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "timeouts"],
    run.kinds.map((k) => [k.kind, String(k.requests), k.rps.toFixed(1), ms(k.p50), ms(k.p99), k.non2xx, String(k.errors), String(k.timeouts)]),
  );
  console.log(`driver polls returning jobs: ${run.driverPollsWithJobs} of ${run.driverPolls}`);
  if (run.examples.length) console.log(`non-2xx or failed requests (first few):\n  ${run.examples.join("\n  ")}`);
  if (run.serverErrors.length) console.log(`server log, level error (first 20 of ${run.serverErrors.length}):\n  ${run.serverErrors.slice(0, 20).join("\n  ")}`);
  if (run.integrity?.details.length) console.log(`integrity findings (first 30):\n  ${run.integrity.details.join("\n  ")}`);
}

const INTEGRITY_ROWS: [string, (i: Integrity) => string][] = [
  ["bookings acknowledged (2xx)", (i) => String(i.acknowledged)],
  ["stored exactly once", (i) => String(i.stored)],
  ["lost", (i) => String(i.lost)],
  ["duplicated", (i) => String(i.duplicated)],
  ["return trip missing", (i) => String(i.missingReturn)],
  ["trips with extras missing", (i) => String(i.missingExtras)],
  ["history rows missing / extra", (i) => `${i.missingHistory} / ${i.extraHistory}`],
  ["assignments acknowledged / not applied", (i) => `${i.assignmentsAcknowledged} / ${i.assignmentsNotApplied}`],
  ["e-mails missing / extra", (i) => `${i.missingEmails} / ${i.extraEmails}`],
  ["refused but stored", (i) => String(i.refusedButStored)],
  ["stored, never sent", (i) => String(i.neverSent)],
  ["unknown (no answer): stored / not", (i) => `${i.unknownStored} / ${i.unknownNotStored}`],
  ["double submits: one 201 + one 200", (i) => `${i.doubleSubmitsBothOk} of ${i.doubleSubmits}`],
  ["booking rows (with return trips)", (i) => String(i.bookingRows)],
  ["outbox rows: all / sent / .eml files", (i) => `${i.outboxRows} / ${i.outboxSent} / ${i.emlFiles}`],
];

export function printSummary(runs: DatabaseRun[]) {
  console.log("\nSummary (req/s, p50/p99 ms, failed = non-2xx + errors + timeouts)");
  const kinds = [...new Set(runs.flatMap((r) => r.kinds.map((k) => k.kind)))];
  table(
    ["kind", ...runs.flatMap((r) => [`${r.label} req/s`, "p50/p99", "failed"])],
    kinds.map((kind) => [
      kind,
      ...runs.flatMap((r) => {
        const k = r.kinds.find((x) => x.kind === kind);
        if (!k) return ["—", "—", "—"];
        return [k.rps.toFixed(1), `${ms(k.p50)}/${ms(k.p99)}`, String(k.non2xxCount + k.errors + k.timeouts)];
      }),
    ]),
  );
  console.log("\nIntegrity (checked in the database after the server stopped)");
  table(
    ["", ...runs.map((r) => r.label)],
    [
      ...INTEGRITY_ROWS.map(([name, value]) => [name, ...runs.map((r) => (r.integrity ? value(r.integrity) : "—"))]),
      ["history", ...runs.map((r) => r.integrity?.historyMode.split(" (")[0] ?? "—")],
      ["server exit code after SIGTERM", ...runs.map((r) => String(r.serverExit))],
      ["server log lines at level error", ...runs.map((r) => String(r.serverErrors.length))],
    ],
  );
  for (const r of runs) if (r.failure) console.log(`${r.label}: ${r.failure}`);
}
