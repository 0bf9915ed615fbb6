import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tours } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";
import { writeWithUniqueSlug } from "./save-tour.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const row = (slug: string, name: string) => ({ slug, name, durationHours: 2, priceCents: 100 });

describe("writeWithUniqueSlug", () => {
  it("takes the next suffix when another tour takes the slug between the look-up and the write", async () => {
    const tried: string[] = [];
    const written = await writeWithUniqueSlug(t.db, "race-tour", undefined, async (slug) => {
      tried.push(slug);
      // A concurrent request wins the first slug after we looked it up as free.
      if (tried.length === 1) await t.db.insert(tours).values(row(slug, "Competitor"));
      const [inserted] = await t.db.insert(tours).values(row(slug, "Mine")).returning();
      return inserted;
    });
    expect(tried).toEqual(["race-tour", "race-tour-1"]);
    expect(written?.slug).toBe("race-tour-1");
  });

  it("skips the writing tour's own slug when looking for taken ones", async () => {
    const [mine] = await t.db.insert(tours).values(row("own-slug", "Mine")).returning();
    const written = await writeWithUniqueSlug(t.db, "own-slug", mine!.id, async (slug) => {
      const [updated] = await t.db.update(tours).set({ slug }).where(eq(tours.id, mine!.id)).returning();
      return updated;
    });
    expect(written?.slug).toBe("own-slug");
  });

  it("does not retry other errors", async () => {
    let calls = 0;
    await expect(
      writeWithUniqueSlug(t.db, "broken", undefined, async () => {
        calls++;
        throw new Error("disk full");
      }),
    ).rejects.toThrow("disk full");
    expect(calls).toBe(1);
  });
});
