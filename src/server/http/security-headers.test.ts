import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { CONTENT_SECURITY_POLICY, MAP_TILE_ORIGIN, securityHeaders } from "./security-headers.ts";

describe("the admin map's tiles in the Content-Security-Policy", () => {
  it("allows OpenStreetMap's tile host as an image source, and for nothing else", async () => {
    expect(MAP_TILE_ORIGIN).toBe("https://tile.openstreetmap.org");
    const app = new Hono<AppEnv>();
    app.use("*", securityHeaders());
    app.get("/admin", (c) => c.text("ok"));
    const csp = (await app.request("/admin")).headers.get("content-security-policy") ?? "";
    const directives = Object.fromEntries(
      csp
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name, ...values]) => [name!, values]),
    );
    expect(directives["img-src"]).toContain(MAP_TILE_ORIGIN);
    for (const [name, values] of Object.entries(directives)) {
      if (name !== "img-src") expect(values, name).not.toContain(MAP_TILE_ORIGIN);
    }
    // Tiles are <img> elements: no script, style, connect or frame source is widened for the map.
    expect(CONTENT_SECURITY_POLICY.scriptSrc).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY.connectSrc).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY.styleSrc).toEqual(["'self'", "'unsafe-inline'"]);
  });
});
