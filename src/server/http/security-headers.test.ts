import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test-support/test-app.ts";
import type { AppEnv } from "./app-env.ts";
import {
  CONTENT_SECURITY_POLICY,
  HSTS_VALUE,
  HTTPS_SECURITY_HEADERS,
  MAP_TILE_ORIGIN,
  PERMISSIONS_POLICY,
  SECURITY_HEADERS,
  securityHeaders,
} from "./security-headers.ts";

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

/** What Hono's secureHeaders sent with our policies before the headers became constants. */
async function honoSecureHeaders(): Promise<Record<string, string>> {
  const app = new Hono();
  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      permissionsPolicy: PERMISSIONS_POLICY,
      crossOriginEmbedderPolicy: false,
      xFrameOptions: "DENY",
      strictTransportSecurity: false,
    }),
  );
  app.get("/", (c) => c.text("ok"));
  const headers = Object.fromEntries((await app.request("/")).headers);
  delete headers["content-type"];
  return headers;
}

/** The security headers of an answer (everything but what the answer says about itself, and its request's id). */
function securityHeadersOf(response: Response): Record<string, string> {
  const own = new Set(["content-type", "content-length", "etag", "cache-control", "vary", "retry-after", "content-encoding", "x-request-id"]);
  return Object.fromEntries([...response.headers].filter(([name]) => !own.has(name)));
}

describe("the security headers as constants", () => {
  it("are exactly the ones Hono's secureHeaders set with our policies", async () => {
    expect({ ...SECURITY_HEADERS }).toEqual(await honoSecureHeaders());
    expect(HTTPS_SECURITY_HEADERS).toEqual({ ...SECURITY_HEADERS, "strict-transport-security": HSTS_VALUE });
  });

  it("replace a header of the same name that an answer set, and remove X-Powered-By", async () => {
    const app = new Hono<AppEnv>();
    app.use("*", securityHeaders());
    app.get("/", (c) => c.text("ok", 200, { "x-frame-options": "ALLOWALL", "x-powered-by": "Hono" }));
    const response = await app.request("/");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });
});

describe("every kind of answer of the API carries them", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("made at once with them (health, catalogue, 304, errors) or given them afterwards (pages, c.header, gzip)", async () => {
    const expected = await honoSecureHeaders();
    const tours = await t.request("/api/tours?lang=en");
    const etag = tours.headers.get("etag")!;
    const answers: [string, Response][] = [
      ["health", await t.request("/api/health")],
      ["catalogue", tours],
      ["not modified", await t.request("/api/tours?lang=en", { headers: { "if-none-match": etag } })],
      ["Vary set with c.header", await t.request("/api/tours", { headers: { "accept-language": "fr" } })],
      ["unknown tour", await t.request("/api/tours/no-such-tour?lang=en")],
      ["unknown API path", await t.request("/api/no-such-thing")],
      ["control character in the path", await t.request("/api/tours/%01")],
      ["415", await t.request("/api/quotes", { method: "POST", headers: { "content-type": "text/plain" } })],
      ["401", await t.request("/api/admin/bookings")],
      ["gzip", await t.request("/api/tours?lang=en", { headers: { "accept-encoding": "gzip" } })],
    ];
    for (const [name, response] of answers) {
      expect(securityHeadersOf(response), name).toEqual(expected);
      expect(response.headers.get("x-request-id"), name).toBeTruthy();
    }
    expect(answers[2]![1].status).toBe(304);
    expect(answers[3]![1].headers.get("vary")).toBe("Accept-Language");
    expect(answers[9]![1].headers.get("content-encoding")).toBe("gzip");
    const https = await t.app.request("https://booking.example.pt/api/tours?lang=en");
    expect(securityHeadersOf(https)).toEqual({ ...expected, "strict-transport-security": HSTS_VALUE });
  });
});
