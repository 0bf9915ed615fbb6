import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint, type Endpoint } from "../../domain/contracts/endpoint.ts";
import { createTestApp, type TestApp } from "../../../test-support/test-app.ts";
import { listDeclaredRoutes } from "./access.ts";
import { contractProblem } from "./contract-check.ts";

/**
 * Routes registered without a contract yet (`src/domain/contracts/`). The list only shrinks: a
 * new route comes with its contract, and a route that gets one leaves the list (the test fails for
 * a route listed here that has one, or that no longer exists).
 */
const ROUTES_WITHOUT_CONTRACT = [
  "ALL /api/auth/*",
  "GET /api/health",
  "GET /api/health/ready",
  "GET /metrics",
  "GET /api/me",
  "GET /api/setup/:token",
  "POST /api/setup/:token",
  "GET /api/content",
  "GET /api/tours",
  "GET /api/tours/:slug",
  "GET /api/vehicles",
  "GET /api/extras",
  "GET /api/users",
  "POST /api/users",
  "PATCH /api/users/:id",
  "PUT /api/users/:id/roles/:role",
  "DELETE /api/users/:id/roles/:role",
  "PUT /api/users/:id/password",
  "DELETE /api/users/:id",
  "GET /api/driver/bookings",
  "PATCH /api/driver/bookings/:id/status",
  "GET /api/driver/notifications",
  "POST /api/driver/notifications/read-all",
  "POST /api/driver/notifications/:id/read",
  "POST /api/contact-messages",
  "GET /api/admin/messages",
  "PATCH /api/admin/messages/:id",
  "DELETE /api/admin/messages/:id",
  "GET /api/admin/notifications",
  "POST /api/admin/notifications",
  "DELETE /api/admin/notifications/:id",
  "GET /api/admin/photos",
  "POST /api/admin/photos",
  "DELETE /api/admin/photos/:id",
  "GET /photos/:fileName",
  "GET /robots.txt",
  "GET /sitemap.xml",
  "POST /api/payments/stripe/webhook",
  "GET /api/payments/test-checkout.css",
  "GET /api/payments/test-checkout/:sessionId",
  "POST /api/payments/test-checkout/:sessionId/pay",
  "POST /api/payments/test-checkout/:sessionId/cancel",
  "GET /api/places/search",
  "GET /api/places/geocode",
  "GET /api/places/:id",
  "POST /api/quotes",
  "POST /api/quotes/classes",
  "POST /api/bookings",
  "GET /api/manage/:token/calendar.ics",
  "POST /api/manage/:token/checkout",
  "POST /api/manage/:token/cancel",
  "POST /api/manage/:token/change-request",
  "GET /api/account/bookings",
  "GET /api/account/bookings/:id/calendar.ics",
  "POST /api/account/bookings/:id/checkout",
  "POST /api/account/bookings/:id/cancel",
  "POST /api/account/bookings/:id/change-request",
  "POST /api/account/verification-email",
  "GET /api/admin/bookings",
  "GET /api/admin/drivers",
  "GET /api/admin/bookings/:id",
  "PATCH /api/admin/bookings/:id/status",
  "POST /api/admin/bookings/:id/assign",
  "POST /api/admin/bookings/:id/payment-link",
  "DELETE /api/admin/bookings/:id",
  "POST /api/admin/change-requests/:id/apply",
  "POST /api/admin/change-requests/:id/decline",
  "POST /api/admin/drivers/:id/time-off",
  "DELETE /api/admin/time-off/:id",
  "GET /api/driver/time-off",
  "GET /api/admin/bookings/:id/receipt",
  "GET /api/admin/zones",
  "GET /api/admin/zones/:id",
  "POST /api/admin/zones",
  "PUT /api/admin/zones/:id",
  "DELETE /api/admin/zones/:id",
  "GET /api/admin/settings",
  "PUT /api/admin/settings",
  "GET /api/admin/tours",
  "POST /api/admin/tours",
  "POST /api/admin/tours/fix-slugs",
  "PUT /api/admin/tours/:id",
  "DELETE /api/admin/tours/:id",
  "GET /api/admin/vehicle-classes",
  "GET /api/admin/tours/:id/prices",
  "POST /api/admin/tour-prices",
  "DELETE /api/admin/tour-prices/:id",
  "GET /api/admin/vehicles",
  "POST /api/admin/vehicles",
  "PUT /api/admin/vehicles/:id",
  "DELETE /api/admin/vehicles/:id",
  "GET /api/admin/extras",
  "POST /api/admin/extras",
  "PUT /api/admin/extras/:id",
  "DELETE /api/admin/extras/:id",
  "GET /api/admin/content",
  "PUT /api/admin/content/:section/:key",
  "ALL /api/*",
  "POST /api/driver/bookings/:id/steps",
  "POST /api/driver/bookings/:id/position",
  "POST /api/driver/bookings/:id/calls",
  "GET /api/manage/:token/service",
  "GET /api/account/bookings/:id/service",
  "POST /api/manage/:token/invoice-details",
  "POST /api/account/bookings/:id/invoice-details",
  "GET /api/admin/invoice-documents",
  "POST /api/admin/invoice-documents/:id/retry",
];

const CONTRACTS_DIR = fileURLToPath(new URL("../../domain/contracts/", import.meta.url));

async function allContracts(): Promise<Endpoint[]> {
  const files = readdirSync(CONTRACTS_DIR).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "endpoint.ts");
  const modules = await Promise.all(files.map((f) => import(`../../domain/contracts/${f}`) as Promise<Record<string, unknown>>));
  return modules.flatMap((m) =>
    Object.values(m).filter((v): v is Endpoint => typeof v === "object" && v !== null && "method" in v && "path" in v && "errors" in v),
  );
}

describe("every endpoint has one contract", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it("registers every route with its contract, but the routes still listed without one", () => {
    const routes = listDeclaredRoutes(app.app);
    const without = routes.filter((r) => !r.options.contract).map((r) => `${r.method} ${r.path}`);
    expect(without.filter((r) => !ROUTES_WITHOUT_CONTRACT.includes(r))).toEqual([]);
    expect(ROUTES_WITHOUT_CONTRACT.filter((r) => !without.includes(r))).toEqual([]);
  });

  it("registers every contract the domain declares, once", async () => {
    const registered = listDeclaredRoutes(app.app).flatMap((r) => (r.options.contract ? [r.options.contract] : []));
    const contracts = await allContracts();
    expect(contracts.length).toBeGreaterThan(0);
    expect(contracts.filter((c) => registered.filter((r) => r === c).length !== 1).map((c) => `${c.method} ${c.path}`)).toEqual([]);
  });
});

describe("an answer against its contract", () => {
  const contract = endpoint({
    method: "GET",
    path: "/api/example/:id",
    answer: z.strictObject({ id: z.string(), count: z.number().int() }),
    errors: ["not_found"],
  });
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  it("accepts the shape it describes, and the errors it and the guards list", async () => {
    expect(await contractProblem(contract, json({ id: "a", count: 2 }))).toBeNull();
    expect(await contractProblem(contract, json({ error: { code: "not_found", message: "…" } }, 404))).toBeNull();
    expect(await contractProblem(contract, json({ error: { code: "rate_limited", message: "…" } }, 429))).toBeNull();
  });

  it("refuses a field it does not describe, a missing or mistyped one, and a body that is not JSON", async () => {
    expect(await contractProblem(contract, json({ id: "a", count: 2, secret: "x" }))).toMatch(/secret|Unrecognized/);
    expect(await contractProblem(contract, json({ id: "a" }))).toMatch(/^count/);
    expect(await contractProblem(contract, json({ id: "a", count: 1.5 }))).toMatch(/^count/);
    expect(await contractProblem(contract, new Response("hello", { status: 200 }))).toMatch(/no JSON/);
  });

  it("refuses an error code it does not list, and one the registry does not know", async () => {
    expect(await contractProblem(contract, json({ error: { code: "not_open", message: "…" } }, 409))).toMatch(/not among/);
    expect(await contractProblem(contract, json({ error: { code: "whatever", message: "…" } }, 400))).toMatch(/not in the registry/);
  });

  it("refuses JSON where the contract says the answer is a file", async () => {
    const file = endpoint({ method: "GET", path: "/api/example.csv", answer: null, errors: [] });
    expect(await contractProblem(file, new Response("a,b\n", { headers: { "content-type": "text/csv" } }))).toBeNull();
    expect(await contractProblem(file, json({ a: 1 }))).toMatch(/JSON/);
  });
});
