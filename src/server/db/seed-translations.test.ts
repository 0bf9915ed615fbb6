import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXTRA_TEXT_FIELDS, TOUR_TEXT_FIELDS, VEHICLE_TEXT_FIELDS, missingLanguages } from "../../domain/translations.ts";
import type { Database } from "./client.ts";
import { appMeta, extras, siteContent, tours, vehicles } from "./schema.ts";
import { DEMO_TRANSLATED_AT_KEY, addDemoTranslations, seedDemoCatalogue } from "./seed.ts";
import { openTestDatabase } from "../../../test-support/test-database.ts";

let database: Database;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(() => database.close());

describe("the demo catalogue in five languages", () => {
  it("is seeded with every text in pt, fr, es and zh", async () => {
    const { db } = database;
    await seedDemoCatalogue(db);
    for (const tour of await db.select().from(tours)) expect(missingLanguages(tour, TOUR_TEXT_FIELDS), tour.slug).toEqual([]);
    for (const vehicle of await db.select().from(vehicles)) expect(missingLanguages(vehicle, VEHICLE_TEXT_FIELDS), vehicle.name).toEqual([]);
    for (const extra of await db.select().from(extras)) expect(missingLanguages(extra, EXTRA_TEXT_FIELDS), extra.name).toEqual([]);
    const [hero] = await db.select().from(siteContent).where(eq(siteContent.contentKey, "title"));
    expect(Object.keys(hero!.translations).sort()).toEqual(["es", "fr", "pt", "zh"]);
    expect(await addDemoTranslations(db)).toEqual({ updated: 0 });
  });

  it("is added once to a catalogue seeded before, never over what an admin wrote", async () => {
    const { db } = database;
    await seedDemoCatalogue(db);
    // As an older seed left it: no translations, and no marker.
    for (const table of [tours, vehicles, extras, siteContent]) await db.update(table).set({ translations: {} });
    await db.delete(appMeta).where(eq(appMeta.key, DEMO_TRANSLATED_AT_KEY));
    const mine = { fr: { name: "Mon circuit à moi" } };
    await db.update(tours).set({ translations: mine }).where(eq(tours.slug, "faro"));

    const { updated } = await addDemoTranslations(db);
    const tourRows = await db.select().from(tours);
    expect(updated).toBeGreaterThan(tourRows.length);
    expect(tourRows.find((t) => t.slug === "faro")!.translations).toEqual(mine);
    expect(missingLanguages(tourRows.find((t) => t.slug === "algarve")!, TOUR_TEXT_FIELDS)).toEqual([]);

    await db.update(tours).set({ translations: {} }).where(eq(tours.slug, "algarve"));
    expect(await addDemoTranslations(db)).toEqual({ updated: 0 });
  });
});
