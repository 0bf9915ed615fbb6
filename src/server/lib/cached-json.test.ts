import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalogue } from "../db/seed.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../test-support/test-app.ts";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  admin = await t.createUser(["admin"]);
});
afterAll(() => t.close());

const PUBLIC_READS = ["/api/tours", "/api/tours/faro", "/api/vehicles", "/api/extras", "/api/content"];

describe("public catalogue reads: ETag, Cache-Control and 304", () => {
  it.each(PUBLIC_READS)("%s answers JSON with an ETag, revalidated every time, and 304 to a matching If-None-Match", async (path) => {
    const first = await t.request(`${path}?lang=fr`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/json");
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const body = await first.text();
    expect(JSON.parse(body)).toBeTruthy();

    const again = await t.request(`${path}?lang=fr`, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect((await t.request(`${path}?lang=fr`, { headers: { "if-none-match": `"other", W/${etag}` } })).status).toBe(304);
    expect((await t.request(`${path}?lang=fr`, { headers: { "if-none-match": `"other"` } })).status).toBe(200);
  });

  it("tags each language on its own and keeps Vary: Accept-Language when the language comes from the browser", async () => {
    const en = await t.request("/api/extras?lang=en");
    const fr = await t.request("/api/extras?lang=fr");
    expect(en.headers.get("etag")).not.toBe(fr.headers.get("etag"));
    const byHeader = await t.request("/api/extras", { headers: { "accept-language": "fr-FR,fr;q=0.9" } });
    expect(byHeader.headers.get("vary")?.toLowerCase()).toContain("accept-language");
    expect(byHeader.headers.get("etag")).toBe(fr.headers.get("etag"));
    expect(await byHeader.text()).toBe(await fr.text());
  });

  it("changes the tag once the admin changes the catalogue: the browser's copy is not reused", async () => {
    const before = await t.request("/api/content?lang=en");
    const etag = before.headers.get("etag")!;
    const saved = await t.request("/api/admin/content/hero/subtitle", { method: "PUT", cookie: admin.cookie, json: { value: "Door to door" } });
    expect(saved.status).toBe(200);
    const after = await t.request("/api/content?lang=en", { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  it("answers an unknown tour 404 without a tag", async () => {
    const missing = await t.request("/api/tours/atlantis");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("etag")).toBeNull();
  });
});
