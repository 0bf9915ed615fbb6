/**
 * node --import tsx bench/lighthouse.ts [path …]: Lighthouse 12 mobile (its default simulated
 * throttling) on public pages, in English and in Portuguese, several runs each; prints the median
 * score, Total Blocking Time, Largest Contentful Paint, CLS and time to interactive per page and
 * language, and the long tasks of the median run (by TBT). Figures only: it asserts nothing.
 *
 * LH_BASE_URL=http://127.0.0.1:PORT measures a server already running (a production build served
 * by `npm start`); without it the product is started on a fresh data folder (run `npm run build`
 * first). LH_RUNS (default 3), LH_LANGS (default "en,pt"), LH_OUT (a folder to keep the JSON
 * reports in). Paths default to /, /transfers and /tours/algarve. Lighthouse runs through
 * `npx lighthouse@12` with CHROME_PATH (default /usr/bin/chromium).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProduct } from "./support/start-product.ts";

interface LongTask {
  url: string;
  duration: number;
  startTime: number;
}

interface Run {
  score: number;
  tbt: number;
  lcp: number;
  cls: number;
  tti: number;
  longTasks: LongTask[];
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function lighthouse(url: string, output: string): Run {
  execFileSync(
    "npx",
    [
      "--yes",
      "lighthouse@12",
      url,
      "--chrome-flags=--headless --no-sandbox",
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const report = JSON.parse(fs.readFileSync(output, "utf8")) as Report;
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    tbt: value("total-blocking-time"),
    lcp: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tti: value("interactive"),
    longTasks: (report.audits["long-tasks"]?.details?.items ?? []) as LongTask[],
  };
}

async function main() {
  const runs = Number(process.env.LH_RUNS ?? 3);
  const langs = (process.env.LH_LANGS ?? "en,pt").split(",");
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/transfers", "/tours/algarve"];
  const out = process.env.LH_OUT ?? fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
  fs.mkdirSync(out, { recursive: true });
  const product = process.env.LH_BASE_URL ? undefined : await startProduct({ NODE_ENV: "production" });
  const base = process.env.LH_BASE_URL ?? product!.url;
  const rows: string[] = [];
  try {
    for (const page of paths) {
      for (const lang of langs) {
        const url = lang === "en" ? `${base}${page}` : `${base}${page}?lang=${lang}`;
        const results: Run[] = [];
        for (let i = 0; i < runs; i++) {
          const file = path.join(out, `${page.replace(/\W+/g, "_") || "_"}-${lang}-${i + 1}.json`);
          const run = lighthouse(url, file);
          results.push(run);
          console.log(`${page} ${lang} run ${i + 1}: score ${run.score}, TBT ${Math.round(run.tbt)} ms, LCP ${Math.round(run.lcp)} ms`);
        }
        const byTbt = [...results].sort((a, b) => a.tbt - b.tbt);
        const mid = byTbt[Math.floor(byTbt.length / 2)]!;
        const tasks = mid.longTasks
          .map((t) => `${Math.round(t.duration)}@${Math.round(t.startTime)} ${t.url.replace(base, "").replace(/-[\w-]{8}\.js$/, ".js")}`)
          .join(", ");
        rows.push(
          [
            page.padEnd(16),
            lang.padEnd(4),
            `score ${median(results.map((r) => r.score))}`.padEnd(11),
            `TBT ${Math.round(median(results.map((r) => r.tbt)))} ms`.padEnd(13),
            `LCP ${Math.round(median(results.map((r) => r.lcp)))} ms`.padEnd(14),
            `CLS ${median(results.map((r) => r.cls)).toFixed(3)}`.padEnd(11),
            `TTI ${Math.round(median(results.map((r) => r.tti)))} ms`.padEnd(14),
            `(runs: ${results.map((r) => `${r.score}/${Math.round(r.tbt)}`).join(" ")})`,
          ].join("") + `\n    long tasks of the median run (ms@start): ${tasks || "none"}`,
        );
      }
    }
  } finally {
    await product?.stop();
  }
  console.log(`\nLighthouse 12 mobile, median of ${runs} runs (reports in ${out}); load ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  for (const row of rows) console.log(row);
}

await main();
