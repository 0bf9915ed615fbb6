import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createTestApp, type TestApp } from "../../../test-support/test-app.ts";
import { seedDemoCatalogue } from "../db/seed.ts";
import { precompressDirectory } from "../../../scripts/precompress.ts";

// A built site in miniature: an index page and a hashed script, compressed as the build does it.
const SCRIPT = `export const greeting = ${JSON.stringify("Olá ".repeat(2000))};\n`;
const INDEX_HTML = `<!doctype html><html><head><title>Site</title></head><body><div id="root"></div>${"<!-- padding -->".repeat(100)}</body></html>`;

let t: TestApp;
let site: ReturnType<typeof createApp>;
let staticDir: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "compressed-spa-"));
  fs.mkdirSync(path.join(staticDir, "assets"));
  fs.writeFileSync(path.join(staticDir, "index.html"), INDEX_HTML);
  fs.writeFileSync(path.join(staticDir, "assets", "app-abc123.js"), SCRIPT);
  fs.writeFileSync(path.join(staticDir, "assets", "tiny-abc123.js"), "export {};\n");
  precompressDirectory(staticDir);
  site = createApp(t.deps, { ping: t.database.ping, staticDir });
});
afterAll(async () => {
  fs.rmSync(staticDir, { recursive: true, force: true });
  await t.close();
});

const get = (pathname: string, acceptEncoding?: string) =>
  site.request(pathname, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

async function bodyBytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe("the build is precompressed", () => {
  it("writes .br and .gz copies that decompress to the file, and leaves files under 1 KB alone", () => {
    const file = path.join(staticDir, "assets", "app-abc123.js");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT);
    expect(fs.existsSync(path.join(staticDir, "assets", "tiny-abc123.js.br"))).toBe(false);
  });
});

describe("built files are sent compressed by content negotiation", () => {
  it("sends brotli to a browser that accepts it, with Vary and the immutable cache of hashed files", async () => {
    const response = await get("/assets/app-abc123.js", "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = await bodyBytes(response);
    expect(bytes.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(SCRIPT);
  });

  it("sends gzip when brotli is not accepted, and the plain file when nothing is", async () => {
    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(await bodyBytes(gz)).toString()).toBe(SCRIPT);
    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });
});

describe("pages and JSON are compressed as they are sent", () => {
  it("answers / with the page, not the folder's file: no-cache, compressed", async () => {
    const response = await get("/", "gzip, br");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(await bodyBytes(response)).toString()).toContain('<div id="root">');
  });

  it("compresses a catalogue answer for a client that accepts gzip, and not for one that does not", async () => {
    const compressed = await get("/api/tours", "gzip");
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    const tours = JSON.parse(zlib.gunzipSync(await bodyBytes(compressed)).toString());
    const plain = await get("/api/tours");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual(tours);
  });
});
