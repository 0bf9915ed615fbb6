/**
 * The built web app (dist/web, written by the build the journeys run on) holds no secret (issue
 * 13): every text file of the build, and the decompressed content of its .br and .gz copies (the
 * server sends those), is searched for key-like strings and for the values of this environment's
 * secrets. Images and fonts are skipped.
 *
 * Google Maps: the product calls Places and Geocoding from the server only (GOOGLE_MAPS_API_KEY is
 * parsed in src/server/env.ts and passed to src/server/integrations/places; src/web reads no Maps
 * key and no import.meta.env value), and the admin map uses Leaflet with OpenStreetMap tiles. So
 * no Google API key of any kind belongs in the build: every `AIza…` string fails.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";

const ROOT = path.join(import.meta.dirname, "..");
const DIST = path.join(ROOT, "dist", "web");
const BINARY = /\.(?:png|jpe?g|webp|avif|gif|ico|bmp|woff2?|ttf|otf|eot)$/i;

/** Key-like strings: none may appear in what browsers download. */
const PATTERNS: readonly [string, RegExp][] = [
  ["Stripe secret or restricted key", /(?<![A-Za-z0-9])(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{8,}/],
  ["Stripe webhook secret", /(?<![A-Za-z0-9])whsec_[0-9A-Za-z+/=]{8,}/],
  ["AWS access key id", /(?<![A-Z0-9])AKIA[0-9A-Z]{16}(?![A-Z0-9])/],
  ["Google API key", /AIza[0-9A-Za-z_-]{35}/],
  ["private key block", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ["session secret assignment", /(?:SESSION_SECRET|BETTER_AUTH_SECRET)["'`]?\s*[:=]\s*["'`]?[^\s"'`]{8,}/],
  ["PostgreSQL URL with a password", /postgres(?:ql)?:\/\/[^\s:/@"'`]+:[^\s@/"'`]+@/],
  ["SMTP URL with a password", /smtps?:\/\/[^\s:/@"'`]+:[^\s@/"'`]+@/],
];

/** This environment's secret values (names ending in SECRET, KEY, PASSWORD or TOKEN), and the data folder's session secret. */
function secretValues(): [string, string][] {
  const fromEnv = Object.entries(process.env)
    .filter(([name, value]) => /(?:SECRET|KEY|PASSWORD|TOKEN)$/i.test(name) && value !== undefined && value.trim().length >= 8)
    .map(([name, value]) => [`value of ${name}`, value!.trim()] as [string, string]);
  const sessionSecretFile = path.resolve(ROOT, process.env.DATA_DIR ?? "data", "session-secret");
  const fromFile = fs.existsSync(sessionSecretFile) ? [["the data folder's session secret", fs.readFileSync(sessionSecretFile, "utf8").trim()] as [string, string]] : [];
  return [...fromEnv, ...fromFile].filter(([, value]) => value.length >= 8);
}

/** Every scanned file of the build with its text (compressed copies decompressed). */
function readBuild(): { file: string; text: string }[] {
  const files = (fs.readdirSync(DIST, { recursive: true }) as string[]).filter((file) => fs.statSync(path.join(DIST, file)).isFile());
  return files
    .filter((file) => !BINARY.test(file.replace(/\.(?:br|gz)$/, "")))
    .map((file) => {
      const bytes = fs.readFileSync(path.join(DIST, file));
      const content = file.endsWith(".br") ? zlib.brotliDecompressSync(bytes) : file.endsWith(".gz") ? zlib.gunzipSync(bytes) : bytes;
      return { file, text: content.toString("utf8") };
    });
}

describe("the built web app holds no secret", () => {
  const build = readBuild();

  it("has a build to scan (html, scripts, styles, the manifest)", () => {
    const bytes = build.reduce((sum, { text }) => sum + text.length, 0);
    expect(build.length).toBeGreaterThanOrEqual(20);
    expect(bytes).toBeGreaterThan(200_000);
    for (const kind of [/^index\.html$/, /\.js$/, /\.css$/, /\.webmanifest$/]) {
      expect(build.some(({ file }) => kind.test(file)), String(kind)).toBe(true);
    }
  });

  it("contains no key-like string", () => {
    const found = build.flatMap(({ file, text }) =>
      PATTERNS.flatMap(([what, pattern]) => {
        const match = pattern.exec(text);
        return match ? [`${file}: ${what} (${match[0].slice(0, 16)}…)`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it("contains no value of this environment's secrets", () => {
    const secrets = secretValues();
    const found = build.flatMap(({ file, text }) => secrets.filter(([, value]) => text.includes(value)).map(([what]) => `${file}: ${what}`));
    expect(found).toEqual([]);
  });
});
