import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeSlug } from "../../../domain/tour-slug.ts";
import { createApp } from "../../app.ts";
import { tours } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";

/*
 * A tour keeps every slug it ever had: links to an old one (the footer of an earlier release,
 * search results, ads, customers' e-mails) answer 301 to the current one, for the page and for
 * the API the page reads.
 */

const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let admin: TestUser;
let site: Hono<AppEnv>;
let staticDir: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  admin = await t.createUser(["admin"], "Admin Slugs");
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "slug-history-"));
  fs.writeFileSync(path.join(staticDir, "index.html"), INDEX_HTML);
  site = createApp(t.deps, { ping: t.database.ping, staticDir });
});
afterAll(async () => {
  fs.rmSync(staticDir, { recursive: true, force: true });
  await t.close();
});

const fixSlugs = () => t.request("/api/admin/tours/fix-slugs", { method: "POST", cookie: admin.cookie, json: {} });
const tourNamed = async (name: string) => (await t.db.select().from(tours).where(eq(tours.name, name)))[0]!;
const edit = (tour: typeof tours.$inferSelect, fields: { name?: string; slug?: string }) =>
  t.request(`/api/admin/tours/${tour.id}`, {
    method: "PUT",
    cookie: admin.cookie,
    json: {
      name: fields.name ?? tour.name,
      slug: fields.slug ?? tour.slug,
      durationHours: tour.durationHours,
      priceCents: tour.priceCents,
      capacity: tour.capacity,
    },
  });
/** GET on the whole site (pages, API), redirects not followed. */
const get = (pathname: string) => site.request(pathname, { redirect: "manual" });

describe("Corrigir Slugs renames the demo tours", () => {
  let renamed: { old: string; name: string; current: string }[];
  beforeAll(async () => {
    const names = { algarve: "Algarve Coast Full Day", fatima: "Fátima Pilgrimage Full Day", faro: "Faro City Half Day" };
    for (const [slug, name] of Object.entries(names)) expect((await tourNamed(name)).slug).toBe(slug);
    const response = await fixSlugs();
    expect(response.status).toBe(200);
    // The slug the spec's rule derives from each name, computed here.
    renamed = Object.entries(names).map(([old, name]) => ({ old, name, current: normalizeSlug(name) }));
    for (const { name, current } of renamed) expect((await tourNamed(name)).slug).toBe(current);
  });

  it("answers each old tour page with 301 to the current one, keeping ?lang=", async () => {
    for (const { old, current } of renamed) {
      const response = await get(`/tours/${old}?lang=pt`);
      expect(response.status, old).toBe(301);
      expect(response.headers.get("location"), old).toBe(`/tours/${current}?lang=pt`);
      const plain = await get(`/tours/${old}/`);
      expect(plain.status, old).toBe(301);
      expect(plain.headers.get("location"), old).toBe(`/tours/${current}`);
      const page = await get(`/tours/${current}?lang=pt`);
      expect(page.status, current).toBe(200);
    }
  });

  it("answers GET /api/tours/:old with 301 to the current tour's answer", async () => {
    for (const { old, name, current } of renamed) {
      const response = await get(`/api/tours/${old}?lang=fr`);
      expect(response.status, old).toBe(301);
      expect(response.headers.get("location"), old).toBe(`/api/tours/${current}?lang=fr`);
      const followed = await t.request(response.headers.get("location")!);
      expect(followed.status).toBe(200);
      expect(((await followed.json()) as { tour: { slug: string; id: string } }).tour).toMatchObject({
        slug: current,
        id: (await tourNamed(name)).id,
      });
    }
  });

  it("lists only the current slugs in the sitemap", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const current = (await t.db.select({ slug: tours.slug }).from(tours)).map((r) => `${TEST_ORIGIN}/tours/${r.slug}`);
    expect(locs.filter((l) => l.includes("/tours/"))).toEqual(expect.arrayContaining(current));
    expect(locs.filter((l) => l.includes("/tours/")).sort()).toEqual([...current].sort());
    for (const { old } of renamed) expect(locs).not.toContain(`${TEST_ORIGIN}/tours/${old}`);
  });

  it("sends every earlier slug straight to the newest after another rename (no chain of redirects)", async () => {
    const faro = await tourNamed("Faro City Half Day");
    const middle = faro.slug;
    const response = await edit(faro, { slug: "faro-old-town" });
    expect(response.status).toBe(200);
    for (const old of ["faro", middle]) {
      const answer = await get(`/tours/${old}`);
      expect(answer.status, old).toBe(301);
      expect(answer.headers.get("location"), old).toBe("/tours/faro-old-town");
      const api = await get(`/api/tours/${old}`);
      expect(api.headers.get("location"), old).toBe("/api/tours/faro-old-town");
    }
  });

  it("keeps an old slug for its tour: a new tour with that name gets the next free one", async () => {
    const response = await t.request("/api/admin/tours", {
      cookie: admin.cookie,
      json: { name: "Algarve", durationHours: 4, priceCents: 10000, capacity: 4 },
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { tour: { slug: string } }).tour.slug).toBe("algarve-1");
    const old = await get("/tours/algarve");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/tours/${normalizeSlug("Algarve Coast Full Day")}`);
  });

  it("lets a tour take back a slug of its own: the page answers again, without a redirect", async () => {
    const fatima = await tourNamed("Fátima Pilgrimage Full Day");
    const previous = fatima.slug;
    expect((await edit(fatima, { slug: "fatima" })).status).toBe(200);
    expect((await get("/tours/fatima")).status).toBe(200);
    expect((await get("/api/tours/fatima")).status).toBe(200);
    const back = await get(`/tours/${previous}`);
    expect(back.status).toBe(301);
    expect(back.headers.get("location")).toBe("/tours/fatima");
  });

  it("forgets a deleted tour's slugs: they answer 404", async () => {
    const faro = await tourNamed("Faro City Half Day");
    const response = await t.request(`/api/admin/tours/${faro.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(response.status).toBe(200);
    for (const slug of ["faro", "faro-old-town"]) {
      expect((await get(`/tours/${slug}`)).status, slug).toBe(404);
      expect((await get(`/api/tours/${slug}`)).status, slug).toBe(404);
    }
  });
});

describe("Corrigir Slugs where a tour's new slug was another tour's old one", () => {
  it("gives the slug to the tour that now holds it: its page answers, not a redirect", async () => {
    // Two tours of the same name trade slugs: the older keeps the bare one.
    const base = Date.parse("2020-01-01T00:00:00Z");
    const [older, newer] = await t.db
      .insert(tours)
      .values([
        { name: "Douro Valley", slug: "douro-valley-1", durationHours: 8, priceCents: 1000, createdAt: new Date(base) },
        { name: "Douro Valley", slug: "douro-valley", durationHours: 8, priceCents: 1000, createdAt: new Date(base + 1000) },
      ])
      .returning();
    expect((await fixSlugs()).status).toBe(200);
    expect((await t.db.select().from(tours).where(eq(tours.id, older!.id)))[0]!.slug).toBe("douro-valley");
    expect((await t.db.select().from(tours).where(eq(tours.id, newer!.id)))[0]!.slug).toBe("douro-valley-1");
    for (const [slug, id] of [["douro-valley", older!.id], ["douro-valley-1", newer!.id]] as const) {
      const response = await get(`/api/tours/${slug}`);
      expect(response.status, slug).toBe(200);
      expect(((await response.json()) as { tour: { id: string } }).tour.id, slug).toBe(id);
      expect((await get(`/tours/${slug}`)).status, slug).toBe(200);
    }
  });
});
