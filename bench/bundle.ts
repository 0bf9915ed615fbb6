/**
 * node --import tsx bench/bundle.ts: how much JavaScript a first visit of each public page
 * downloads over the wire, in English and in Portuguese, against a baseline measured in the same
 * run: the same app built as one eager chunk (BUNDLE_SINGLE_CHUNK=1), brotli-compressed as the
 * server would send it. Targets (issue 12): at most 130 KB per first visit of /, /transfers and
 * /tours/{slug}, and at most 0.6 of the single chunk.
 *
 * It builds the site (dist/web) and the single-chunk variant (a temporary folder), starts the
 * product on a fresh data folder and opens each page in a new Chromium context at a phone's size
 * (CHROME_PATH or /usr/bin/chromium), counting the encoded bytes of every script response.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { startProduct } from "./support/start-product.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const TARGET_BYTES = 130 * 1024;
const TARGET_RATIO = 0.6;

function viteBuild(outDir: string, env: Record<string, string> = {}) {
  execFileSync("npx", ["vite", "build", "--logLevel", "error", "--outDir", outDir, "--emptyOutDir"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: "inherit",
  });
}

/** Bytes of the brotli copies of every script in `assets/` of a build. */
function brotliScriptBytes(outDir: string): number {
  const assets = path.join(outDir, "assets");
  return fs
    .readdirSync(assets)
    .filter((f) => f.endsWith(".js.br"))
    .reduce((sum, f) => sum + fs.statSync(path.join(assets, f)).size, 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const singleDir = fs.mkdtempSync(path.join(os.tmpdir(), "bundle-single-"));
  console.log("building the site and the single-chunk baseline…");
  viteBuild(path.join(ROOT, "dist", "web"));
  viteBuild(singleDir, { BUNDLE_SINGLE_CHUNK: "1" });
  const baseline = brotliScriptBytes(singleDir);
  fs.rmSync(singleDir, { recursive: true, force: true });

  const product = await startProduct();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const tourSlug = ((await (await fetch(`${product.url}/api/tours`)).json()) as { slug: string }[])[0]?.slug ?? "algarve";
  const pages = ["/", "/transfers", "/tours", `/tours/${tourSlug}`, "/fleet", "/about", "/contact", "/terms"];
  const targeted = new Set(["/", "/transfers", `/tours/${tourSlug}`]);

  console.log(`\nbaseline: the app as one eager chunk = ${kb(baseline)} (brotli)\n`);
  console.log(
    ["page", "lang", "scripts", "JS over the wire", "x baseline", "target"].map((h, i) => h.padEnd(i === 0 ? 22 : 18)).join(""),
  );
  let failures = 0;
  try {
    for (const page of pages) {
      for (const lang of ["en", "pt"]) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
        const tab = await context.newPage();
        const scripts: Promise<number>[] = [];
        tab.on("requestfinished", (request) => {
          if (request.resourceType() === "script") scripts.push(request.sizes().then((s) => s.responseBodySize));
        });
        await tab.goto(`${product.url}${page}?lang=${lang}`, { waitUntil: "networkidle" });
        const sizes = await Promise.all(scripts);
        const bytes = sizes.reduce((a, b) => a + b, 0);
        const ratio = bytes / baseline;
        const met = bytes <= TARGET_BYTES && ratio <= TARGET_RATIO;
        if (targeted.has(page) && !met) failures++;
        const target = targeted.has(page) ? (met ? "met" : "NOT MET") : "-";
        console.log(
          [page, lang, String(sizes.length), kb(bytes), ratio.toFixed(2), target]
            .map((c, i) => c.padEnd(i === 0 ? 22 : 18))
            .join(""),
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await product.stop();
  }
  console.log(`\ntargets: ≤ ${kb(TARGET_BYTES)} and ≤ ${TARGET_RATIO} x baseline on /, /transfers and /tours/{slug}; ${failures === 0 ? "all met" : `${failures} not met`}`);
}

await main();
