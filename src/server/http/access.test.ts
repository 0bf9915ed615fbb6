import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, notifications, users as userRows, vehicles } from "../db/schema.ts";
import { seedDemoCatalogue } from "../db/seed.ts";
import { transferBookingBody } from "../../../test-support/booking-body.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../test-support/test-app.ts";
import { listDeclaredRoutes, listUndeclaredRoutes, route } from "./access.ts";
import type { AppEnv } from "./app-env.ts";
import { ACCESS_TABLE, CALLERS, UNKNOWN_ID, UNKNOWN_TOKEN, type AccessRow, type Caller, type Fixture } from "../../../test-support/access-table.ts";
import { createAccessRequester } from "../../../test-support/access-request.ts";

let t: TestApp;
let users: Record<"noRole" | "customer" | "driverA" | "driverB" | "admin", TestUser>;
/**
 * Driver A's booking and B's, the token holder's booking (C), each with its private token, and the
 * signed-in customer's (D: made with their verified e-mail, in other letters' case).
 */
const booked: Record<"a" | "b" | "c" | "d", { id: string; token: string; email: string }> = {} as never;
let fixtures: Record<Fixture, string>;

/** Each request comes from its own address (TRUST_PROXY), so no rate limit answers in its place. */
let send: ReturnType<typeof createAccessRequester>;

async function bookTransfer(vehicle: { id: string; class: string }, name: string, email: string) {
  const body = transferBookingBody(vehicle, { customerName: name, customerEmail: email });
  const response = await send("/api/bookings", { method: "POST", json: body });
  expect(response.status, await response.clone().text()).toBe(201);
  const answer = (await response.json()) as { manageToken: string };
  return { id: body.id, token: answer.manageToken, email };
}

async function assign(bookingId: string, driver: TestUser) {
  const response = await send(`/api/admin/bookings/${bookingId}/assign`, {
    method: "POST",
    cookie: users.admin.cookie,
    json: { driverId: driver.userId },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const assignmentNotificationOf = async (bookingId: string, driver: TestUser) => {
  const [row] = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.bookingId, bookingId), eq(notifications.userId, driver.userId)));
  return row!.id;
};

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "1" } });
  send = createAccessRequester(t);
  await seedDemoCatalogue(t.db);
  users = {
    noRole: await t.createUser([]),
    customer: await t.createUser([], "Diana Customer"),
    driverA: await t.createUser(["driver"], "Driver A"),
    driverB: await t.createUser(["driver"], "Driver B"),
    admin: await t.createUser(["admin"], "Admin"),
  };
  const [economy] = await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1);
  booked.a = await bookTransfer(economy!, "Ana Pereira", "ana@example.com");
  booked.b = await bookTransfer(economy!, "Rui Santos", "rui@example.com");
  booked.c = await bookTransfer(economy!, "Carla Sousa", "carla@example.com");
  // The customer proved their e-mail (the verification link; customer-area.test.ts follows it).
  await t.db.update(userRows).set({ emailVerified: true }).where(eq(userRows.id, users.customer.userId));
  booked.d = await bookTransfer(economy!, "Diana Customer", users.customer.email.toUpperCase());
  await assign(booked.a.id, users.driverA);
  await assign(booked.b.id, users.driverB);
  fixtures = {
    bookingA: booked.a.id,
    notificationA: await assignmentNotificationOf(booked.a.id, users.driverA),
    bookingCustomer: booked.d.id,
  };
});
afterAll(() => t.close());

const keyOf = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** The concrete request of one cell: the row's pattern with each parameter filled in. */
function probeOf(row: AccessRow, caller: Caller) {
  const params: Record<string, string> = {
    // The manage routes' token: the holder's own; for everyone else one that opens nothing.
    token: caller === "token" ? booked.c.token : UNKNOWN_TOKEN,
    id: row.id ? fixtures[row.id] : UNKNOWN_ID,
    slug: "no-such-tour",
    sessionId: "cs_test_unknown",
    fileName: "no-such-photo.webp",
    role: "driver",
    section: "home",
    key: "no_such_key",
  };
  const path =
    row.probePath ??
    row.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`no probe value for :${name} in ${row.path}`);
      return value;
    });
  if (path.includes("*")) throw new Error(`${keyOf(row)} needs a probePath`);
  const method = row.method === "ALL" ? "GET" : row.method;
  const bodyKind = method === "GET" ? undefined : (row.bodyKind ?? "json");
  return {
    path,
    init: {
      method,
      cookie: caller === "anonymous" || caller === "token" ? undefined : users[caller].cookie,
      json: bodyKind === "json" ? (row.body ?? {}) : undefined,
      form: bodyKind === "form",
      multipart: bodyKind === "multipart",
    },
  };
}

describe("route access declarations", () => {
  it("every registered route declares its access", () => {
    expect(listUndeclaredRoutes(t.app)).toEqual([]);
    expect(listDeclaredRoutes(t.app).length).toBeGreaterThan(5);
  });

  it("finds a route registered without a declaration", () => {
    const app = new Hono<AppEnv>();
    route(app, "GET", "/api/declared", "admin", (c) => c.text("ok"));
    app.get("/api/sneaky", (c) => c.text("no access rule"));
    expect(listUndeclaredRoutes(app)).toEqual([{ method: "GET", path: "/api/sneaky" }]);
  });
});

describe("the expected-access table", () => {
  it("has one row for every registered route, and no row for a route the server lacks", () => {
    // Only which routes exist is read from the server; what each caller gets is the table's.
    const registered = new Set([...listDeclaredRoutes(t.app), ...listUndeclaredRoutes(t.app)].map(keyOf));
    const rows = ACCESS_TABLE.map(keyOf);
    expect(rows.length, "a route listed twice").toBe(new Set(rows).size);
    expect([...registered].filter((k) => !rows.includes(k)), "registered routes missing from the table").toEqual([]);
    expect(rows.filter((k) => !registered.has(k)), "table rows that match no registered route").toEqual([]);
  });

  it("sends each probe to its own row's route (no route registered before it takes the path)", () => {
    const pattern = (path: string) => new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/:[a-zA-Z]+/g, "[^/]+").replace(/\*/g, ".*")}$`);
    const declared = listDeclaredRoutes(t.app);
    for (const row of ACCESS_TABLE) {
      for (const caller of CALLERS.filter((c) => row.expect[c])) {
        const { path, init } = probeOf(row, caller);
        const first = declared.find((d) => (d.method === "ALL" || d.method === init.method) && pattern(d.path).test(path));
        expect(first && keyOf(first), `${keyOf(row)} as ${caller}: ${path}`).toBe(keyOf(row));
      }
    }
  });

  it("gives every row a cell for each session caller, and a token cell only to the token routes (manage, quote)", () => {
    for (const row of ACCESS_TABLE) {
      for (const caller of CALLERS.filter((c) => c !== "token")) expect(row.expect[caller], `${keyOf(row)} ${caller}`).toBeDefined();
      // A quote's routes take a token too: a booking's token must open no quote (decision 0044).
      expect(row.expect.token !== undefined, keyOf(row)).toBe(row.path.startsWith("/api/manage/") || row.path.startsWith("/api/quote/"));
    }
  });

  it("answers every caller of every route as the table says, and never with a 5xx", async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const row of ACCESS_TABLE) {
      for (const caller of CALLERS) {
        const expected = row.expect[caller];
        if (!expected) continue;
        cells += 1;
        const { path, init } = probeOf(row, caller);
        const response = await send(path, init);
        const where = `${keyOf(row)} as ${caller} (${init.method} ${path})`;
        if (response.status >= 500) failures.push(`${where}: ${response.status}, a server error`);
        else if (!expected.includes(response.status)) {
          failures.push(`${where}: ${response.status}, expected ${expected.join("/")} ${(await response.text()).slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(cells).toBeGreaterThan(ACCESS_TABLE.length * 6);
  });
});

describe("a driver never reads or changes another driver's booking", () => {
  it("lists only the caller's own bookings", async () => {
    for (const [me, mine, theirs] of [
      [users.driverA, booked.a.id, booked.b.id],
      [users.driverB, booked.b.id, booked.a.id],
    ] as const) {
      const response = await send("/api/driver/bookings?filter=all", { cookie: me.cookie });
      expect(response.status).toBe(200);
      const text = await response.text();
      const ids = (JSON.parse(text) as { bookings: { id: string }[] }).bookings.map((b) => b.id);
      expect(ids).toContain(mine);
      expect(ids).not.toContain(theirs);
      expect(text).not.toContain(theirs === booked.a.id ? booked.a.email : booked.b.email);
    }
  });

  it("answers 404 to a change of another driver's booking or notification, and changes nothing", async () => {
    // A notification to driver B alone, unread (the table's calls may have read B's others).
    const created = await send("/api/admin/notifications", {
      method: "POST",
      cookie: users.admin.cookie,
      json: { userId: users.driverB.userId, type: "info", title: "Só para o B", message: "Mensagem para o motorista B" },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const notificationB = ((await created.json()) as { notification: { id: string } }).notification.id;
    const status = await send(`/api/driver/bookings/${booked.b.id}/status`, {
      method: "PATCH",
      cookie: users.driverA.cookie,
      json: { status: "completed" },
    });
    expect(status.status).toBe(404);
    const read = await send(`/api/driver/notifications/${notificationB}/read`, { method: "POST", cookie: users.driverA.cookie, json: {} });
    expect(read.status).toBe(404);

    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booked.b.id));
    expect(row!.status).toBe("assigned");
    const listed = await (await send("/api/driver/notifications", { cookie: users.driverB.cookie })).json();
    expect(listed.items.find((n: { id: string }) => n.id === notificationB).read).toBe(false);
  });
});

describe("a booking token opens only its own booking", () => {
  it("shows, for B's token, B's booking and nothing of A's", async () => {
    const page = await send(`/api/manage/${booked.b.token}`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(JSON.parse(text).booking.id).toBe(booked.b.id);
    for (const other of [booked.a.id, booked.a.id.slice(0, 8), booked.a.email, "Ana Pereira"]) expect(text).not.toContain(other);

    const calendar = await send(`/api/manage/${booked.b.token}/calendar.ics`);
    expect(calendar.status).toBe(200);
    const ics = await calendar.text();
    expect(ics).toContain(booked.b.id.slice(0, 8));
    expect(ics).not.toContain(booked.a.id.slice(0, 8));
  });

  it("cancels, for B's token, B's booking and leaves A's as it was", async () => {
    const before = await t.db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(eq(bookings.id, booked.a.id));
    const cancel = await send(`/api/manage/${booked.b.token}/cancel`, { method: "POST", json: { expectedRefundCents: 0 } });
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    const [b] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booked.b.id));
    expect(b!.status).toBe("cancelled");
    expect(await t.db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(eq(bookings.id, booked.a.id))).toEqual(before);
  });
});

describe("a customer reaches only the bookings made with their own verified e-mail", () => {
  it("lists the customer's own booking (its e-mail in other letters' case) and nobody else's", async () => {
    const response = await send("/api/account/bookings", { cookie: users.customer.cookie });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect((JSON.parse(text) as { bookings: { booking: { id: string } }[] }).bookings.map((b) => b.booking.id)).toEqual([booked.d.id]);
    for (const other of [booked.a, booked.b, booked.c]) {
      expect(text).not.toContain(other.id);
      expect(text).not.toContain(other.email);
    }
    expect(text).not.toContain(booked.d.token);
  });

  it("answers 404 for another customer's booking on every customer route, and changes nothing", async () => {
    const before = await t.db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(eq(bookings.id, booked.a.id));
    for (const [method, suffix, json] of [
      ["GET", "", undefined],
      ["GET", "/calendar.ics", undefined],
      ["POST", "/checkout", {}],
      ["POST", "/cancel", { expectedRefundCents: 0 }],
      ["POST", "/change-request", { message: "Could the pickup be at 15:00 instead, please?" }],
    ] as const) {
      for (const other of [booked.a.id, booked.c.id]) {
        const response = await send(`/api/account/bookings/${other}${suffix}`, { method, cookie: users.customer.cookie, json });
        expect(response.status, `${method} ${suffix}`).toBe(404);
      }
    }
    expect(await t.db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(eq(bookings.id, booked.a.id))).toEqual(before);
  });

  it("opens nothing to a signed-in caller whose e-mail is not verified, even with the booking's own address", async () => {
    // The no-role caller's e-mail is unverified: 403 on the customer's booking as on the list.
    for (const path of ["/api/account/bookings", `/api/account/bookings/${booked.d.id}`]) {
      const response = await send(path, { cookie: users.noRole.cookie });
      expect(response.status, path).toBe(403);
      expect(await response.text()).not.toContain(booked.d.email);
    }
  });
});
