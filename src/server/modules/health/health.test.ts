import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test-app.ts";

describe("GET /api/health", () => {
  it("answers 200 while the database is reachable and 503 once it is not", async () => {
    const t = await createTestApp();
    const up = await t.request("/api/health");
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: "ok", database: "up" });

    await t.close();
    const down = await t.request("/api/health");
    expect(down.status).toBe(503);
    expect((await down.json()).database).toBe("down");
  });
});
