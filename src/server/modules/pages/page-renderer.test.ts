import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { captureLogs } from "../../../../test-support/log-capture.ts";
import { silentLogger } from "../../logger.ts";
import { createPageRenderer } from "./page-renderer.ts";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "page-renderer-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A stand-in for dist/ssr/entry-server.js that counts its renders on globalThis. */
function writeRenderer(name: string, body: string): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, body);
  return file;
}

describe("the server's page renderer", () => {
  it("is absent without a build: pages are then painted by the browser", () => {
    expect(createPageRenderer(path.join(folder, "missing.js"), silentLogger)).toBeUndefined();
  });

  it("renders once per address, language and data, and again when the data change", async () => {
    const file = writeRenderer(
      "counting.js",
      `export async function renderPage({ url, lang, data }) {
        globalThis.__renders = (globalThis.__renders ?? 0) + 1;
        return { html: "<main>" + url + " " + lang + " " + JSON.stringify(data) + "</main>", meta: { title: "T" } };
      }`,
    );
    const render = createPageRenderer(file, silentLogger)!;
    const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;
    const first = await render({ url: "http://x/tours", lang: "pt", data: { a: 1 } });
    expect(first).toEqual({ html: '<main>http://x/tours pt {"a":1}</main>', meta: { title: "T" } });
    await render({ url: "http://x/tours", lang: "pt", data: { a: 1 } });
    expect(renders()).toBe(1);
    expect((await render({ url: "http://x/tours", lang: "pt", data: { a: 2 } }))?.html).toContain('{"a":2}');
    await render({ url: "http://x/tours", lang: "fr", data: { a: 2 } });
    expect(renders()).toBe(3);
  });

  it("logs a failed render and answers undefined, so the page goes out for the browser to render", async () => {
    const file = writeRenderer("failing.js", `export async function renderPage() { throw new Error("boom"); }`);
    const logger = { ...silentLogger, error: vi.fn() } as unknown as typeof silentLogger;
    const render = createPageRenderer(file, logger)!;
    expect(await render({ url: "http://x/", lang: "en", data: {} })).toBeUndefined();
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it("logs of a failed page its first path segment only, never a token or a query", async () => {
    const file = writeRenderer("failing-private.js", `export async function renderPage() { throw new Error("boom"); }`);
    const logs = captureLogs();
    const render = createPageRenderer(file, logs.logger)!;
    const token = "tok3n-Secret-abc123";
    await render({ url: `http://x/booking/${token}?email=ana%40example.com`, lang: "en", data: {} });
    expect(logs.lines).toHaveLength(1);
    expect(logs.lines[0]).toMatchObject({ page: "/booking" });
    expect(logs.text()).not.toContain(token);
    expect(logs.text()).not.toContain("example.com");
  });
});
