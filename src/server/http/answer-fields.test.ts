/**
 * No answer carries what its caller may not see (issue 13): every GET route, and the answers of the
 * main POST routes (sign-in, booking creation, checkout, quote, contact message, an admin creating
 * a user), called as each caller the hand-written access table admits (anonymous, no role, driver
 * A, driver B, admin, a booking's token holder). Each JSON body is walked for keys named like a
 * secret; each raw body is searched for the fixtures' secret values (password hashes, session
 * tokens, manage-link tokens and their hashes, the test's Stripe, SMTP, Maps and session secrets)
 * and for other people's contact data. What must be absent comes from the fixtures made here
 * (known e-mails, phones and names), never from the routes' code.
 */
import { eq } from "drizzle-orm";
import { addDays, lisbonToday } from "../../domain/lisbon-date.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, bookingTokens, profiles, sessions, tours, users as userRows, verifications, vehicles, zones } from "../db/schema.ts";
import { seedDemoCatalogue } from "../db/seed.ts";
import { transferBookingBody } from "../../../test-support/booking-body.ts";
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from "../../../test-support/test-app.ts";
import { ACCESS_TABLE, CALLERS, UNKNOWN_TOKEN, type Caller } from "../../../test-support/access-table.ts";

/** Secrets of the test's environment: none may reach any answer. PAYMENTS=test moves no money. */
const SECRET_ENV = {
  PAYMENTS: "test",
  SESSION_SECRET: "answer-fields-session-secret-0123456789abcdef",
  STRIPE_SECRET_KEY: "sk_test_answerFieldsStripeSecretKey0123456789",
  STRIPE_WEBHOOK_SECRET: "whsec_answerFieldsWebhookSecret0123456789",
  SMTP_URL: "smtp://mailer:smtpPassw0rdOfAnswerFields@smtp.example.com:587",
  GOOGLE_MAPS_API_KEY: "AIzaSyAnswerFieldsServerKey0123456789abcd",
  METRICS_TOKEN: "answer-fields-metrics-token-0123456789",
};
const SMTP_PASSWORD = "smtpPassw0rdOfAnswerFields";
/** The session-signing secret `createTestApp` gives better-auth (a literal there, not exported). */
const AUTH_SECRET = "test-secret-that-is-long-enough-for-better-auth";

type UserKey = "noRole" | "customer" | "driverA" | "driverB" | "admin";
type CustomerKey = "a" | "b" | "c" | "d" | "writer";
/** Who an answer is for: a session caller, nobody, or the customer who holds a booking's link. */
type Viewer = { kind: "anonymous" } | { kind: "user"; user: UserKey } | { kind: "customer"; customer: CustomerKey };

interface Contact {
  name: string;
  email: string;
  phone: string;
}

let t: TestApp;
let users: Record<UserKey, TestUser>;
const userPhones: Record<UserKey, string> = {
  noRole: "+351 910 111 201",
  customer: "+351 910 111 205",
  driverA: "+351 910 111 202",
  driverB: "+351 910 111 203",
  admin: "+351 910 111 204",
};
/**
 * Customers A (driver A's), B (driver B's), C (the token holder's, unassigned), D (the signed-in
 * customer's booking, made with their verified e-mail: set once the account exists), and a writer.
 */
const customers: Record<CustomerKey, Contact> = {
  a: { name: "Amélia Quaresma", email: "amelia.quaresma@example.com", phone: "+351 936 555 101" },
  b: { name: "Bernardo Vasconcelos", email: "bernardo.vasconcelos@example.com", phone: "+351 936 555 102" },
  c: { name: "Constança Albuquerque", email: "constanca.albuquerque@example.com", phone: "+351 936 555 103" },
  d: { name: "Doroteia Magalhães", email: "", phone: "+351 936 555 105" },
  writer: { name: "Wenceslau Figueiredo", email: "wenceslau.figueiredo@example.com", phone: "+351 936 555 104" },
};
const booked: Record<"a" | "b" | "c" | "d", { id: string; token: string }> = {} as never;

interface Answer {
  where: string;
  viewer: Viewer;
  status: number;
  text: string;
  /** Keys allowed here although named like a secret, with the reason. */
  allowedKeys?: string[];
  /** Manage-link tokens this viewer holds (the rest must not appear). */
  ownTokens?: string[];
}
const answers: Answer[] = [];
let siteEmails: string[] = [];
let addressCount = 0;

/** Each request from its own address (TRUST_PROXY), so no rate limit answers in its place. */
async function send(pathname: string, init: { method?: string; cookie?: string; json?: unknown; form?: boolean } = {}): Promise<Response> {
  addressCount += 1;
  const headers: Record<string, string> = {
    origin: TEST_ORIGIN,
    "x-forwarded-for": `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`,
  };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers["content-type"] = "application/json";
  if (init.form) headers["content-type"] = "application/x-www-form-urlencoded";
  return t.app.request(pathname, {
    method: init.method ?? "GET",
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.form ? "" : undefined,
  });
}

const cookieOf = (viewer: Viewer) => (viewer.kind === "user" ? users[viewer.user].cookie : undefined);
const describeViewer = (viewer: Viewer) =>
  viewer.kind === "anonymous" ? "anonymous" : viewer.kind === "user" ? viewer.user : `holder of ${viewer.customer}'s link`;

async function record(
  where: string,
  viewer: Viewer,
  request: { method?: string; json?: unknown; cookie?: string },
  extra: Pick<Answer, "allowedKeys" | "ownTokens"> = {},
): Promise<Answer> {
  const path = where.replace(/^[A-Z]+ /, "");
  const response = await send(path, { method: request.method, json: request.json, cookie: request.cookie ?? cookieOf(viewer) });
  const answer: Answer = { where, viewer, status: response.status, text: await response.text(), ...extra };
  answers.push(answer);
  return answer;
}

/** The caller of the access table behind each viewer of a GET probe. */
const VIEWER_OF: Record<Caller, Viewer> = {
  anonymous: { kind: "anonymous" },
  noRole: { kind: "user", user: "noRole" },
  customer: { kind: "user", user: "customer" },
  driverA: { kind: "user", user: "driverA" },
  driverB: { kind: "user", user: "driverB" },
  admin: { kind: "user", user: "admin" },
  token: { kind: "customer", customer: "c" },
};

/**
 * The callers the table lets through the route's gate (no 401 or 403 in their cell); on the manage
 * routes, whose only key is the link, the token holder alone (a session with C's link is C).
 */
const admittedBy = (row: (typeof ACCESS_TABLE)[number]) =>
  row.expect.token ? (["token"] as const) : CALLERS.filter((c) => row.expect[c] && !row.expect[c].some((s) => s === 401 || s === 403));

/** One GET probe per route (real rows where the route needs one), keyed by the table's row. */
let getProbes: { row: string; paths: string[] }[];

async function bookTransfer(vehicle: { id: string; class: string }, key: "a" | "b" | "c" | "d") {
  const customer = customers[key];
  const body = transferBookingBody(vehicle, { customerName: customer.name, customerEmail: customer.email, customerPhone: customer.phone });
  // Decision 0015: the creation answer gives the new booking's manage token to the one who booked.
  const answer = await record("POST /api/bookings", { kind: "customer", customer: key }, { method: "POST", json: body }, {
    allowedKeys: ["manageToken"],
  });
  expect(answer.status, answer.text).toBe(201);
  const token = (JSON.parse(answer.text) as { manageToken: string }).manageToken;
  answer.ownTokens = [token];
  booked[key] = { id: body.id, token };
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "1", ...SECRET_ENV } });
  await seedDemoCatalogue(t.db);
  users = {
    noRole: await t.createUser([], "Nuno Semrole"),
    customer: await t.createUser([], "Doroteia Magalhães"),
    driverA: await t.createUser(["driver"], "Duarte Motorista"),
    driverB: await t.createUser(["driver"], "Dinis Condutor"),
    admin: await t.createUser(["admin"], "Adelaide Gestora"),
  };
  for (const key of Object.keys(users) as UserKey[]) {
    await t.db
      .insert(profiles)
      .values({ userId: users[key].userId, name: key, phone: userPhones[key] })
      .onConflictDoUpdate({ target: profiles.userId, set: { phone: userPhones[key] } });
  }
  // The signed-in customer verified their e-mail (decision 0046); D's booking was made with it.
  await t.db.update(userRows).set({ emailVerified: true }).where(eq(userRows.id, users.customer.userId));
  customers.d.email = users.customer.email;
  const [economy] = await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1);
  for (const key of ["a", "b", "c", "d"] as const) await bookTransfer(economy!, key);
  for (const [key, driver] of [["a", "driverA"], ["b", "driverB"]] as const) {
    const assigned = await send(`/api/admin/bookings/${booked[key].id}/assign`, {
      method: "POST",
      cookie: users.admin.cookie,
      json: { driverId: users[driver].userId },
    });
    expect(assigned.status, await assigned.clone().text()).toBe(200);
  }

  // The main POST answers, each to the one who asked.
  const signIn = await record("POST /api/auth/sign-in/email", { kind: "user", user: "noRole" }, {
    method: "POST",
    json: { email: users.noRole.email, password: users.noRole.password },
    cookie: "",
  });
  expect(signIn.status, signIn.text).toBe(200);
  const checkout = await record(`POST /api/manage/${booked.c.token}/checkout`, VIEWER_OF.token, { method: "POST", json: {} }, { ownTokens: [booked.c.token] });
  expect(checkout.status, checkout.text).toBe(200);
  // C pays (the built-in test checkout), so C's booking has a receipt to print.
  const checkoutSession = new URL((JSON.parse(checkout.text) as { url: string }).url, TEST_ORIGIN).pathname.split("/").pop()!;
  const paidC = await send(`/api/payments/test-checkout/${checkoutSession}/pay`, { method: "POST", form: true });
  expect(paidC.status, await paidC.clone().text()).toBeLessThan(400);
  const writer = customers.writer;
  const contact = await record("POST /api/contact-messages", { kind: "customer", customer: "writer" }, {
    method: "POST",
    json: { name: writer.name, email: writer.email, phone: writer.phone, subject: "Pergunta", message: "Têm cadeiras de bebé para o transfer?" },
  });
  expect(contact.status, contact.text).toBeLessThan(300);
  const quote = await record("POST /api/quotes", { kind: "anonymous" }, {
    method: "POST",
    json: { bookingType: "transfer", origin: { address: "Aeroporto de Faro" }, destination: { address: "Albufeira" }, passengers: 2, vehicleClass: "Economy" },
  });
  expect(quote.status, quote.text).toBe(200);
  const created = await record("POST /api/users", { kind: "user", user: "admin" }, {
    method: "POST",
    json: { email: "novo.motorista@example.com", password: "a-long-password-1", name: "Novo Motorista", role: "driver" },
  });
  expect(created.status, created.text).toBeLessThan(300);
  const managed = await record(`GET /api/manage/${booked.c.token}`, VIEWER_OF.token, {}, { ownTokens: [booked.c.token] });
  expect(managed.status, managed.text).toBe(200);

  // Real rows for the GET routes that take an id.
  const [tour] = await t.db.select({ id: tours.id, slug: tours.slug }).from(tours).limit(1);
  const [zone] = await t.db.select({ id: zones.id }).from(zones).limit(1);
  const found = JSON.parse(await (await send("/api/places/search?q=faro")).text()) as unknown;
  const placeId = JSON.stringify(found).match(/"id":"([^"]+)"/)?.[1] ?? "no-such-place";
  const checkoutUrl = new URL((JSON.parse(checkout.text) as { url: string }).url, TEST_ORIGIN);
  const sessionId = checkoutUrl.pathname.split("/").pop()!;

  getProbes = [
    { row: "ALL /api/auth/*", paths: ["/api/auth/get-session"] },
    { row: "GET /api/me", paths: ["/api/me"] },
    { row: "GET /api/health", paths: ["/api/health"] },
    { row: "GET /api/health/ready", paths: ["/api/health/ready"] },
    // The callers of the table hold no metrics token: each gets the 401, which must not show it.
    { row: "GET /metrics", paths: ["/metrics"] },
    { row: "GET /api/setup/:token", paths: [`/api/setup/${UNKNOWN_TOKEN}`] },
    { row: "GET /api/content", paths: ["/api/content"] },
    { row: "GET /api/tours", paths: ["/api/tours"] },
    { row: "GET /api/tours/:slug", paths: [`/api/tours/${tour!.slug}`] },
    { row: "GET /api/vehicles", paths: ["/api/vehicles"] },
    { row: "GET /api/extras", paths: ["/api/extras"] },
    { row: "GET /photos/:fileName", paths: ["/photos/no-such-photo.webp"] },
    { row: "GET /robots.txt", paths: ["/robots.txt"] },
    { row: "GET /sitemap.xml", paths: ["/sitemap.xml"] },
    { row: "GET /api/places/search", paths: ["/api/places/search?q=faro"] },
    { row: "GET /api/places/geocode", paths: ["/api/places/geocode?address=Albufeira"] },
    { row: "GET /api/places/:id", paths: [`/api/places/${encodeURIComponent(placeId)}`] },
    { row: "GET /api/payments/test-checkout.css", paths: ["/api/payments/test-checkout.css"] },
    // The test checkout page of C's payment (its session id reaches only C, by redirect).
    { row: "GET /api/payments/test-checkout/:sessionId", paths: [`/api/payments/test-checkout/${sessionId}`] },
    { row: "GET /api/manage/:token", paths: [`/api/manage/${booked.c.token}`] },
    { row: "GET /api/manage/:token/calendar.ics", paths: [`/api/manage/${booked.c.token}/calendar.ics`] },
    { row: "GET /api/manage/:token/service", paths: [`/api/manage/${booked.c.token}/service`] },
    // The customer area: the signed-in customer's own booking, by its id (no token).
    // A quote's private link: the table's callers hold none, so each gets the 404 (decision 0044).
    { row: "GET /api/quote/:token", paths: [`/api/quote/${UNKNOWN_TOKEN}`] },
    { row: "GET /api/account/bookings", paths: ["/api/account/bookings"] },
    { row: "GET /api/account/bookings/:id", paths: [`/api/account/bookings/${booked.d.id}`] },
    { row: "GET /api/account/bookings/:id/calendar.ics", paths: [`/api/account/bookings/${booked.d.id}/calendar.ics`] },
    { row: "GET /api/account/bookings/:id/service", paths: [`/api/account/bookings/${booked.d.id}/service`] },
    { row: "GET /api/driver/bookings", paths: ["/api/driver/bookings?filter=all", "/api/driver/bookings"] },
    { row: "GET /api/driver/notifications", paths: ["/api/driver/notifications"] },
    { row: "GET /api/driver/time-off", paths: ["/api/driver/time-off"] },
    { row: "GET /api/admin/bookings", paths: ["/api/admin/bookings"] },
    { row: "GET /api/admin/drivers", paths: ["/api/admin/drivers"] },
    { row: "GET /api/admin/dispatch", paths: [`/api/admin/dispatch?from=${lisbonToday()}&to=${addDays(lisbonToday(), 14)}`] },
    { row: "GET /api/admin/summary", paths: ["/api/admin/summary"] },
    {
      row: "GET /api/admin/reports",
      paths: [`/api/admin/reports?from=${lisbonToday()}&to=${addDays(lisbonToday(), 14)}&granularity=day`],
    },
    {
      row: "GET /api/admin/reports/export",
      paths: [`/api/admin/reports/export?from=${lisbonToday()}&to=${addDays(lisbonToday(), 14)}&granularity=day&report=pickups&format=csv`],
    },
    { row: "GET /api/admin/reports/bookings-export", paths: ["/api/admin/reports/bookings-export?format=csv"] },
    { row: "GET /api/admin/bookings/:id", paths: [`/api/admin/bookings/${booked.a.id}`] },
    { row: "GET /api/admin/bookings/:id/receipt", paths: [`/api/admin/bookings/${booked.c.id}/receipt`] },
    { row: "GET /api/users", paths: ["/api/users"] },
    { row: "GET /api/admin/messages", paths: ["/api/admin/messages"] },
    { row: "GET /api/admin/quote-requests", paths: ["/api/admin/quote-requests"] },
    { row: "GET /api/admin/invoice-documents", paths: ["/api/admin/invoice-documents"] },
    { row: "GET /api/admin/notifications", paths: ["/api/admin/notifications"] },
    { row: "GET /api/admin/photos", paths: ["/api/admin/photos"] },
    { row: "GET /api/admin/zones", paths: ["/api/admin/zones"] },
    { row: "GET /api/admin/zones/:id", paths: [`/api/admin/zones/${zone!.id}`] },
    { row: "GET /api/admin/settings", paths: ["/api/admin/settings"] },
    { row: "GET /api/admin/tours", paths: ["/api/admin/tours"] },
    { row: "GET /api/admin/vehicle-classes", paths: ["/api/admin/vehicle-classes"] },
    { row: "GET /api/admin/tours/:id/prices", paths: [`/api/admin/tours/${tour!.id}/prices`] },
    { row: "GET /api/admin/vehicles", paths: ["/api/admin/vehicles"] },
    { row: "GET /api/admin/extras", paths: ["/api/admin/extras"] },
    { row: "GET /api/admin/content", paths: ["/api/admin/content"] },
    { row: "ALL /api/*", paths: ["/api/no-such-endpoint"] },
  ];
  for (const probe of getProbes) {
    const row = ACCESS_TABLE.find((r) => `${r.method} ${r.path}` === probe.row);
    if (!row) continue; // reported by the coverage test
    const callers = admittedBy(row);
    for (const caller of callers) {
      for (const path of probe.paths) {
        const viewer = VIEWER_OF[caller];
        await record(`GET ${path}`, viewer, {}, caller === "token" ? { ownTokens: [booked.c.token] } : {});
      }
    }
  }

  // The company's public contact e-mails, taken from the site content anyone may read.
  const content = await (await send("/api/content")).text();
  siteEmails = [...new Set(content.match(EMAIL) ?? [])];
}, 120_000);
afterAll(() => t?.close());

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** A key named like a secret: password, secret, api key, any *token or *hash. */
function isSecretKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[^a-z0-9]/g, "");
  return /password|secret|apikey|accesstoken|refreshtoken|idtoken|sessiontoken/.test(k) || /(token|hash)$/.test(k);
}

function secretKeysIn(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => secretKeysIn(item, `${path}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(isSecretKey(key) ? [`${path}.${key}`] : []),
    ...secretKeysIn(item, `${path}.${key}`),
  ]);
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The contact data (e-mail, phone, name) a viewer may see besides the site's own. */
function allowedContacts(viewer: Viewer): Contact[] {
  const ofUser = (key: UserKey): Contact => ({ name: "", email: users[key].email, phone: userPhones[key] });
  if (viewer.kind === "anonymous") return [];
  if (viewer.kind === "customer") return [customers[viewer.customer]];
  if (viewer.user === "driverA") return [ofUser("driverA"), customers.a];
  if (viewer.user === "driverB") return [ofUser("driverB"), customers.b];
  if (viewer.user === "customer") return [ofUser("customer"), customers.d];
  return [ofUser(viewer.user)];
}

function everyContact(): Contact[] {
  const ofUsers = (Object.keys(users) as UserKey[]).map((key) => ({ name: "", email: users[key].email, phone: userPhones[key] }));
  return [...ofUsers, ...Object.values(customers)];
}

/** Where a text shows a value (phones also without their spaces, e-mails in any case). */
const shows = (text: string, value: string) =>
  value !== "" && (text.toLowerCase().includes(value.toLowerCase()) || (/^\+?[\d ]+$/.test(value) && text.includes(value.replace(/ /g, ""))));

describe("the probes", () => {
  it("call every GET route the server registers, as every caller the table admits", () => {
    const gets = ACCESS_TABLE.filter((r) => r.method === "GET" || r.method === "ALL").map((r) => `${r.method} ${r.path}`);
    expect(gets.filter((key) => !getProbes.some((p) => p.row === key)), "GET routes without a probe").toEqual([]);
    expect(getProbes.filter((p) => !gets.includes(p.row)).map((p) => p.row), "probes of no route").toEqual([]);
    // Each admitted caller got the route's own answer, not an error of the probe.
    // (Setup, unknown paths and the quote link no caller holds are 404s; the quote page's own
    // fields are checked in quote-requests.test.ts.)
    const expectedError = (a: Answer) => /no-such|\/setup\/|\/api\/quote\//.test(a.where);
    const failed = answers.filter((a) => a.where.startsWith("GET /api/") && !expectedError(a) && a.status >= 400);
    expect(failed.map((a) => `${a.where} as ${describeViewer(a.viewer)}: ${a.status} ${a.text.slice(0, 120)}`)).toEqual([]);
    expect(answers.length).toBeGreaterThan(60);
    expect(new Set(answers.map((a) => describeViewer(a.viewer))).size).toBeGreaterThanOrEqual(6);
  });
});

describe("no answer carries what its caller may not see", () => {
  it("has no key named like a secret (the booking's own manage token to the one who booked excepted)", () => {
    const found = answers.flatMap((a) => {
      const keys = secretKeysIn(parseJson(a.text)).filter((path) => !(a.allowedKeys ?? []).includes(path.split(".").pop()!));
      return keys.map((path) => `${a.where} as ${describeViewer(a.viewer)}: ${path}`);
    });
    expect(found).toEqual([]);
  });

  it("holds no password hash, session token, stored token hash or configured secret", async () => {
    const hashes = (await t.db.select({ password: accounts.password }).from(accounts)).map((r) => r.password!).filter(Boolean);
    const sessionTokens = (await t.db.select({ token: sessions.token }).from(sessions)).map((r) => r.token);
    const tokenHashes = (await t.db.select({ hash: bookingTokens.tokenHash }).from(bookingTokens)).map((r) => r.hash);
    const verificationValues = (await t.db.select({ value: verifications.value }).from(verifications)).map((r) => r.value);
    expect(hashes.length).toBeGreaterThanOrEqual(5);
    expect(sessionTokens.length).toBeGreaterThanOrEqual(5);
    const secrets = [
      ...hashes.map((v) => ["password hash", v]),
      ...sessionTokens.map((v) => ["session token", v]),
      ...tokenHashes.map((v) => ["manage token hash", v]),
      ...verificationValues.map((v) => ["verification value", v]),
      ...Object.entries(SECRET_ENV).filter(([name]) => name !== "PAYMENTS").map(([name, v]) => [name, v]),
      ["SMTP password", SMTP_PASSWORD],
      ["auth secret", AUTH_SECRET],
    ] as const;
    const found = answers.flatMap((a) =>
      secrets.filter(([, value]) => a.text.includes(value)).map(([what]) => `${a.where} as ${describeViewer(a.viewer)}: ${what}`),
    );
    expect(found).toEqual([]);
  });

  it("gives a manage link's token only to its own booking's customer", () => {
    const tokens = Object.values(booked).map((b) => b.token);
    const found = answers.flatMap((a) =>
      tokens.filter((token) => !(a.ownTokens ?? []).includes(token) && a.text.includes(token)).map(() => `${a.where} as ${describeViewer(a.viewer)}`),
    );
    expect(found).toEqual([]);
  });

  it("shows nobody but the admin another person's e-mail, phone or (a customer's) name", () => {
    const found: string[] = [];
    for (const a of answers) {
      if (a.viewer.kind === "user" && a.viewer.user === "admin") continue;
      const allowed = allowedContacts(a.viewer);
      const allowedEmails = new Set([...allowed.map((c) => c.email.toLowerCase()), ...siteEmails.map((e) => e.toLowerCase())]);
      const who = `${a.where} as ${describeViewer(a.viewer)}`;
      for (const other of everyContact().filter((c) => !allowed.includes(c) && !allowed.some((m) => m.email === c.email))) {
        for (const [field, value] of [["e-mail", other.email], ["phone", other.phone], ["name", other.name]] as const) {
          if (shows(a.text, value)) found.push(`${who}: ${field} ${value}`);
        }
      }
      // Any e-mail address at all, known or not, must be the viewer's own or the site's.
      for (const email of a.text.match(EMAIL) ?? []) {
        if (!allowedEmails.has(email.toLowerCase())) found.push(`${who}: e-mail ${email}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("shows the admin everything it needs (the check above is not vacuous)", () => {
    const admin = answers.filter((a) => a.viewer.kind === "user" && a.viewer.user === "admin").map((a) => a.text).join("\n");
    for (const c of [customers.a, customers.b, customers.c]) expect(shows(admin, c.email), c.email).toBe(true);
    const driverA = answers.filter((a) => a.viewer.kind === "user" && a.viewer.user === "driverA").map((a) => a.text).join("\n");
    expect(shows(driverA, customers.a.phone), "driver A sees their customer's phone").toBe(true);
    const creations = answers.filter((a) => a.where === "POST /api/bookings");
    for (const a of creations) expect(secretKeysIn(parseJson(a.text)), "the exception is used").toEqual(["$.manageToken"]);
    const holder = answers.filter((a) => a.viewer.kind === "customer" && a.viewer.customer === "c").map((a) => a.text).join("\n");
    expect(shows(holder, customers.c.email), "the link holder sees their own booking").toBe(true);
  });
});
