import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users as userRows, vehicles } from "../db/schema.ts";
import { seedDemoCatalogue } from "../db/seed.ts";
import { transferBookingBody } from "../../../test-support/booking-body.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../test-support/test-app.ts";
import { ACCESS_TABLE, UNKNOWN_ID, UNKNOWN_TOKEN, type AccessRow } from "../../../test-support/access-table.ts";
import { createAccessRequester } from "../../../test-support/access-request.ts";

// Issue 22: every answer to a signed-in caller or a token holder says Cache-Control: no-store, so
// no browser cache, proxy or back button keeps a private answer; the public catalogue keeps its
// ETag and no-cache. Which routes are private is read from the hand-written access table: a row
// that answers an anonymous caller 401 is behind a session, a row with a token cell is a token's.

let t: TestApp;
let users: Record<"noRole" | "customer" | "driver" | "admin", TestUser>;
let manageToken: string;

/** Each request comes from its own address (TRUST_PROXY), so no rate limit answers in its place. */
let send: ReturnType<typeof createAccessRequester>;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "1" } });
  send = createAccessRequester(t);
  await seedDemoCatalogue(t.db);
  users = {
    noRole: await t.createUser([]),
    customer: await t.createUser([], "Customer"),
    driver: await t.createUser(["driver"], "Driver"),
    admin: await t.createUser(["admin"], "Admin"),
  };
  // A customer with a verified e-mail (decision 0046): the customer area answers them.
  await t.db.update(userRows).set({ emailVerified: true }).where(eq(userRows.id, users.customer.userId));
  const [economy] = await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1);
  const booking = await send("/api/bookings", {
    method: "POST",
    json: transferBookingBody(economy!, { customerName: "Carla Sousa", customerEmail: "carla@example.com" }),
  });
  expect(booking.status, await booking.clone().text()).toBe(201);
  manageToken = ((await booking.json()) as { manageToken: string }).manageToken;
});
afterAll(() => t.close());

function probeOf(row: AccessRow, token: string) {
  const params: Record<string, string> = {
    token,
    id: UNKNOWN_ID,
    slug: "no-such-tour",
    sessionId: "cs_test_unknown",
    fileName: "no-such-photo.webp",
    role: "driver",
    section: "home",
    key: "no_such_key",
  };
  const path = row.probePath ?? row.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => params[name]!);
  const method = row.method === "ALL" ? "GET" : row.method;
  const bodyKind = method === "GET" ? undefined : (row.bodyKind ?? "json");
  return {
    path,
    method,
    json: bodyKind === "json" ? (row.body ?? {}) : undefined,
    form: bodyKind === "form",
    multipart: bodyKind === "multipart",
  };
}

const directives = (response: Response) =>
  (response.headers.get("cache-control") ?? "")
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
const varies = (response: Response) =>
  (response.headers.get("vary") ?? "")
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());

/** What is wrong with a private answer's caching headers, or null. */
function privateProblem(response: Response, signedIn: boolean): string | null {
  if (!directives(response).includes("no-store")) return `Cache-Control "${response.headers.get("cache-control")}"`;
  if (response.headers.has("etag")) return "an ETag";
  if (signedIn && !varies(response).includes("cookie")) return `Vary "${response.headers.get("vary")}"`;
  return null;
}

const sessionRows = ACCESS_TABLE.filter((row) => row.expect.anonymous?.includes(401));
const tokenRows = ACCESS_TABLE.filter((row) => row.expect.token !== undefined);

describe("private answers are never stored", () => {
  it("covers the routes behind a session and the token routes of the access table", () => {
    expect(sessionRows.length).toBeGreaterThan(40);
    expect(tokenRows.length).toBeGreaterThanOrEqual(4);
  });

  it("says no-store (and Vary: Cookie) on every answer of every route behind a session, to every caller", async () => {
    const problems: string[] = [];
    for (const row of sessionRows) {
      for (const caller of ["anonymous", "noRole", "customer", "driver", "admin"] as const) {
        const probe = probeOf(row, UNKNOWN_TOKEN);
        const cookie = caller === "anonymous" ? undefined : users[caller].cookie;
        const response = await send(probe.path, { ...probe, cookie });
        const problem = privateProblem(response, caller !== "anonymous");
        if (problem) problems.push(`${row.method} ${row.path} as ${caller} (${response.status}): ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("says no-store on every answer of the token routes, to the holder and to anyone else", async () => {
    const problems: string[] = [];
    for (const row of tokenRows) {
      for (const [who, token, cookie] of [
        ["holder", manageToken, undefined],
        ["a stranger", UNKNOWN_TOKEN, undefined],
        ["a signed-in stranger", UNKNOWN_TOKEN, users.noRole.cookie],
      ] as const) {
        const probe = probeOf(row, token);
        const response = await send(probe.path, { ...probe, cookie });
        // The token is the key here, not the cookie: no Vary asked.
        const problem = privateProblem(response, false);
        if (problem) problems.push(`${row.method} ${row.path} as ${who} (${response.status}): ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("says no-store and Vary: Cookie on the caller's own session: /api/me and better-auth's answers", async () => {
    const account = { email: "nostore@example.com", password: "Faro-marina-77", name: "Inês Faria" };
    const answers: [string, Response, boolean][] = [];
    answers.push(["GET /api/me signed in", await send("/api/me", { cookie: users.noRole.cookie }), true]);
    answers.push(["GET /api/me anonymous", await send("/api/me"), false]);
    answers.push(["GET get-session signed in", await send("/api/auth/get-session", { cookie: users.admin.cookie }), true]);
    answers.push(["GET get-session anonymous", await send("/api/auth/get-session"), false]);
    answers.push(["POST sign-up", await send("/api/auth/sign-up/email", { method: "POST", json: account }), false]);
    const signIn = await send("/api/auth/sign-in/email", { method: "POST", json: { email: account.email, password: account.password } });
    answers.push(["POST sign-in", signIn, false]);
    answers.push(["POST sign-in refused", await send("/api/auth/sign-in/email", { method: "POST", json: { email: account.email, password: "wrong" } }), false]);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    answers.push(["POST update-user", await send("/api/auth/update-user", { method: "POST", cookie, json: { name: "Inês Faria Lopes" } }), true]);
    const change = await send("/api/auth/change-password", {
      method: "POST",
      cookie,
      json: { currentPassword: account.password, newPassword: "Tavira-ponte-88" },
    });
    answers.push(["POST change-password", change, true]);
    const newCookie = change.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    answers.push(["POST sign-out", await send("/api/auth/sign-out", { method: "POST", cookie: newCookie || cookie, json: {} }), true]);
    const problems = answers.flatMap(([where, response, signedIn]) => {
      const problem = privateProblem(response, signedIn);
      return problem ? [`${where} (${response.status}): ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});

describe("public catalogue answers keep their revalidation", () => {
  it("answers the catalogue with an ETag and no-cache, signed in or not", async () => {
    for (const path of ["/api/tours", "/api/vehicles", "/api/extras", "/api/content"]) {
      for (const cookie of [undefined, users.admin.cookie]) {
        const response = await send(path, { cookie });
        expect(response.status, path).toBe(200);
        expect(response.headers.get("etag"), path).toBeTruthy();
        expect(directives(response), path).toContain("no-cache");
        expect(directives(response), path).not.toContain("no-store");
      }
    }
  });
});
