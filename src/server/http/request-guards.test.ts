import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, lisbonToday } from "../../domain/lisbon-date.ts";
import { createApp } from "../app.ts";
import { bookings, contactMessages, extras, mailOutbox, users, vehicles } from "../db/schema.ts";
import { seedDemoCatalogue } from "../db/seed.ts";
import { transferBookingBody } from "../../../test-support/booking-body.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../test-support/test-app.ts";
import { route } from "./access.ts";
import type { AppEnv } from "./app-env.ts";
import { propertyRuns } from "../../../test-support/test-limits.ts";

const GENERIC = "Por favor, verifique os dados do formulário.";

let t: TestApp;
let economyId: string;
let extraId: string;

beforeAll(async () => {
  // One trusted proxy: each test request names its own client address, so rate limits stay apart.
  t = await createTestApp({ env: { TRUST_PROXY: "1" } });
  await seedDemoCatalogue(t.db);
  const [economy] = await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1);
  const [extra] = await t.db.select().from(extras).limit(1);
  economyId = economy!.id;
  extraId = extra!.id;
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `198.51.100.${(++ip % 250) + 1}`;

/** A raw request as a browser or a script would send it (our own origin, a fresh client address). */
function send(pathname: string, init: { method?: string; headers?: Record<string, string>; body?: BodyInit | null } = {}) {
  return t.app.request(pathname, {
    method: init.method ?? "POST",
    headers: { origin: TEST_ORIGIN, "x-forwarded-for": nextIp(), ...init.headers },
    body: init.body ?? null,
    ...(init.body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

const sendJson = (pathname: string, json: unknown, headers: Record<string, string> = {}) =>
  send(pathname, { headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(json) });

const count = async (table: typeof bookings | typeof contactMessages | typeof mailOutbox | typeof users) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

const validContact = () => ({
  name: "Maria Silva",
  email: "maria@example.com",
  phone: "+351 912 345 678",
  subject: "Transfer Faro → Lagos",
  message: "Olá,\n\tqual o preço de um transfer para 4 pessoas em agosto?",
});

const validBooking = () =>
  transferBookingBody(
    { id: economyId, class: "Economy" },
    {
      extraIds: [extraId],
      specialRequests: "Cadeira de bebé, por favor.\n\tObrigada!",
      returnTrip: true,
      returnDate: addDays(lisbonToday(), 17),
      returnTime: "09:15",
      returnFlightNumber: "TP1902",
    },
  );

/** A JSON text of about `bytes` bytes that is otherwise a valid contact message. */
const bigContact = (bytes: number) => JSON.stringify({ ...validContact(), message: "x".repeat(bytes) });

/** A body sent in chunks, with no Content-Length (as a chunked upload arrives). */
function streamOf(text: string, chunkSize = 16 * 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

async function expectError(response: Response, status: number, code: string, message?: string | RegExp) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body.error.code).toBe(code);
  if (typeof message === "string") expect(body.error.message).toBe(message);
  else if (message) expect(body.error.message).toMatch(message);
  return body.error.message as string;
}

describe("body size: 64 KB unless a route declares more", () => {
  beforeEach(async () => {
    await t.db.delete(contactMessages);
    await t.db.delete(mailOutbox);
  });

  it("answers 413 in Portuguese to a 1 MB contact message, and stores nothing", async () => {
    const response = await send("/api/contact-messages", {
      headers: { "content-type": "application/json" },
      body: bigContact(1_000_000),
    });
    const message = await expectError(response, 413, "payload_too_large");
    expect(message).toMatch(/demasiado grande/);
    expect(await count(contactMessages)).toBe(0);
  });

  it("answers 413 to a 1 MB booking and to a 1 MB sign-up", async () => {
    const booking = JSON.stringify({ ...validBooking(), specialRequests: "x".repeat(1_000_000) });
    await expectError(
      await send("/api/bookings", { headers: { "content-type": "application/json" }, body: booking }),
      413,
      "payload_too_large",
    );
    const signUp = JSON.stringify({ email: "big@example.com", password: "secret123", name: "x".repeat(1_000_000) });
    await expectError(
      await send("/api/auth/sign-up/email", { headers: { "content-type": "application/json" }, body: signUp }),
      413,
      "payload_too_large",
    );
    expect(await t.db.select().from(users).where(eq(users.email, "big@example.com"))).toEqual([]);
  });

  it("answers 413 to a streamed body without Content-Length as soon as it passes the limit", async () => {
    let pulled = 0;
    const text = bigContact(1_000_000);
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(pulled, pulled + 8 * 1024));
        pulled += 8 * 1024;
      },
    });
    const response = await send("/api/contact-messages", { headers: { "content-type": "application/json" }, body });
    await expectError(response, 413, "payload_too_large");
    expect(pulled).toBeLessThan(200 * 1024); // refused after about 64 KB, not read to the end
    expect(await count(contactMessages)).toBe(0);
  });

  it("reads a body just under the limit (the form's own rule answers)", async () => {
    const response = await send("/api/contact-messages", {
      headers: { "content-type": "application/json" },
      body: streamOf(bigContact(60_000)),
    });
    await expectError(response, 400, "invalid_input", "Mensagem muito longa");
  });

  it("answers 413 on a real socket to a chunked 1 MB upload", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          { host: "127.0.0.1", port, method: "POST", path: "/api/contact-messages", headers: { "content-type": "application/json", origin: TEST_ORIGIN } },
          (response) => {
            let body = "";
            response.on("data", (chunk: Buffer) => (body += chunk.toString()));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on("error", reject);
        const chunk = "x".repeat(16 * 1024);
        let sent = 0;
        const write = () => {
          // Stop writing once the answer has come (the server does not read the rest).
          while (sent < 1_000_000 && !request.destroyed) {
            sent += chunk.length;
            if (!request.write(chunk)) return void request.once("drain", write);
          }
          request.end();
        };
        request.write('{"message":"');
        write();
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).error.code).toBe("payload_too_large");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("answers 413 on a real socket from the Content-Length of a 1 MB body, before any of it is sent", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    try {
      const { port } = server.address() as AddressInfo;
      const post = (length: number, body: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const headers = { "content-type": "application/json", "content-length": String(length), origin: TEST_ORIGIN, "x-forwarded-for": nextIp() };
          const request = http.request({ host: "127.0.0.1", port, method: "POST", path: "/api/contact-messages", headers }, (response) => {
            let text = "";
            response.on("data", (chunk: Buffer) => (text += chunk.toString()));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
          });
          request.on("error", reject);
          // Only the headers (and a little) are sent: the answer must not wait for the body.
          request.write(body);
          if (body.length === length) request.end();
        });
      const tooLarge = await post(1_000_000, '{"message":"');
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body).error.code).toBe("payload_too_large");
      // A body within its Content-Length reaches the route, whose own rules answer.
      const small = JSON.stringify({ name: "", email: "x", message: "" });
      const answered = await post(Buffer.byteLength(small), small);
      expect(answered.status).toBe(400);
      expect(JSON.parse(answered.body).error.code).toBe("invalid_input");
    } finally {
      (server as http.Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("lets a route declare a larger limit (uploads), and a smaller one", async () => {
    const app = new Hono<AppEnv>();
    route(app, "POST", "/upload", "public", async (c) => c.json({ size: (await c.req.arrayBuffer()).byteLength }), {
      maxBodyBytes: 2_000_000,
      bodyTypes: ["application/octet-stream"],
    });
    route(app, "POST", "/small", "public", async (c) => c.json({ size: (await c.req.arrayBuffer()).byteLength }), {
      maxBodyBytes: 10,
    });
    const post = (p: string, type: string, body: string) =>
      app.request(p, { method: "POST", headers: { "content-type": type }, body });
    expect(await (await post("/upload", "application/octet-stream", "x".repeat(1_000_000))).json()).toEqual({ size: 1_000_000 });
    expect((await post("/small", "application/json", '{"a":"0123456789"}')).status).toBe(413);
    expect((await post("/small", "application/json", "{}")).status).toBe(200);
  });
});

describe("body type: state-changing routes take JSON unless they declare otherwise", () => {
  beforeEach(async () => {
    await t.db.delete(contactMessages);
    await t.db.delete(mailOutbox);
  });

  it.each([
    ["text/plain", JSON.stringify(validContact())],
    ["text/plain;charset=UTF-8", JSON.stringify(validContact())],
    ["application/x-www-form-urlencoded", new URLSearchParams(validContact()).toString()],
    ["multipart/form-data; boundary=x", `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nMaria\r\n--x--\r\n`],
    ["application/jsonp", JSON.stringify(validContact())],
  ])("answers 415 to a %s contact message and stores nothing", async (type, body) => {
    const response = await send("/api/contact-messages", { headers: { "content-type": type }, body });
    const message = await expectError(response, 415, "unsupported_media_type");
    expect(message).toMatch(/não suportado/);
    expect(await count(contactMessages)).toBe(0);
    expect(await count(mailOutbox)).toBe(0);
  });

  it("answers 415 to a POST without a Content-Type", async () => {
    const response = await send("/api/contact-messages", { body: new TextEncoder().encode(JSON.stringify(validContact())) });
    expect(response.headers.get("content-type") ?? "").toContain("json");
    await expectError(response, 415, "unsupported_media_type");
    expect(await count(contactMessages)).toBe(0);
  });

  it("takes JSON with a charset parameter, in any case", async () => {
    const response = await send("/api/contact-messages", {
      headers: { "content-type": "Application/JSON; charset=utf-8" },
      body: JSON.stringify(validContact()),
    });
    expect(response.status).toBe(201);
    expect(await count(contactMessages)).toBe(1);
  });

  it("answers 415 to a form sign-up on /api/auth and creates no account", async () => {
    const form = new URLSearchParams({ email: "form@example.com", password: "secret123", name: "Form User" });
    const response = await send("/api/auth/sign-up/email", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    await expectError(response, 415, "unsupported_media_type");
    expect(await t.db.select().from(users).where(eq(users.email, "form@example.com"))).toEqual([]);
    const plain = await send("/api/auth/sign-in/email", {
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ email: "form@example.com", password: "secret123" }),
    });
    await expectError(plain, 415, "unsupported_media_type");
  });

  it("still signs out with what better-auth's client sends (JSON {})", async () => {
    const user = await t.createUser([]);
    const response = await t.request("/api/auth/sign-out", { method: "POST", cookie: user.cookie, json: {} });
    expect(response.status).toBe(200);
  });

  it("checks access first: an anonymous text/plain post to a guarded route is 401, an admin's 415", async () => {
    const app = createApp(t.deps, { ping: async () => true });
    route(app, "POST", "/probe-guarded", "admin", (c) => c.json({ ok: true }));
    const plain = { method: "POST", headers: { "content-type": "text/plain" }, body: "x" };
    expect((await app.request("/probe-guarded", plain)).status).toBe(401);
    const admin = await t.createUser(["admin"]);
    const asAdmin = await app.request("/probe-guarded", { ...plain, headers: { ...plain.headers, cookie: admin.cookie } });
    expect(asAdmin.status).toBe(415);
    const json = await app.request("/probe-guarded", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: admin.cookie },
      body: "{}",
    });
    expect(json.status).toBe(200);
  });

  it("lets a route declare other body types, and DELETE go without a body", async () => {
    const app = new Hono<AppEnv>();
    route(app, "POST", "/form", "public", async (c) => c.json(await c.req.parseBody()), {
      bodyTypes: ["application/x-www-form-urlencoded"],
    });
    route(app, "DELETE", "/thing", "public", (c) => c.json({ deleted: true }));
    route(app, "PUT", "/thing", "public", (c) => c.json({ put: true }));
    const form = await app.request("/form", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(await form.json()).toEqual({ a: "1" });
    const json = await app.request("/form", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(json.status).toBe(415);
    expect((await app.request("/thing", { method: "DELETE" })).status).toBe(200);
    const jsonDelete = await app.request("/thing", { method: "DELETE", headers: { "content-type": "application/json" } });
    expect(jsonDelete.status).toBe(200);
    const textDelete = await app.request("/thing", { method: "DELETE", headers: { "content-type": "text/plain" }, body: "x" });
    expect(textDelete.status).toBe(415);
    expect((await app.request("/thing", { method: "PUT" })).status).toBe(415);
    expect((await app.request("/thing", { method: "GET" })).status).toBe(404);
  });
});

/** C0 controls, DEL and C1 controls; multi-line texts may keep tab and line feed. */
const CONTROL_CODES = [...Array.from({ length: 0x20 }, (_, i) => i), ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i)];
const MULTI_LINE_FIELDS = new Set(["specialRequests", "message"]);
const controlFor = (field: string) =>
  fc
    .constantFrom(...CONTROL_CODES.filter((code) => !MULTI_LINE_FIELDS.has(field) || (code !== 0x09 && code !== 0x0a)))
    .map((code) => String.fromCharCode(code));

/** Inside the text (not at an end, where trimming would remove a blank one). */
const insertAt = (text: string, position: number, character: string) => {
  const at = 1 + (position % (text.length - 1));
  return text.slice(0, at) + character + text.slice(at);
};

/** The message each field answers with when it holds a control character. */
const BOOKING_FIELD_MESSAGES: Record<string, string> = {
  id: GENERIC,
  bookingType: GENERIC,
  origin: "Local de partida contém caracteres inválidos",
  destination: "Local de destino contém caracteres inválidos",
  bookingDate: "Data inválida",
  bookingTime: "Hora inválida",
  vehicleId: GENERIC,
  vehicleClass: "Selecione uma classe de veículo",
  extraIds: GENERIC,
  flightNumber: "Número de voo contém caracteres inválidos",
  customerName: "Nome contém caracteres inválidos",
  customerPhone: "Telefone contém caracteres inválidos",
  customerEmail: "Email inválido",
  specialRequests: "Pedidos especiais contêm caracteres inválidos",
  returnDate: "Data inválida",
  returnTime: "Hora inválida",
  returnFlightNumber: "Número de voo contém caracteres inválidos",
};

const CONTACT_FIELD_MESSAGES: Record<string, string> = {
  name: "Nome contém caracteres inválidos",
  email: "Email inválido",
  phone: "Telefone contém caracteres inválidos",
  subject: "Assunto contém caracteres inválidos",
  message: "Mensagem contém caracteres inválidos",
};

describe("control characters never reach the database", () => {
  it("the valid booking of the properties below is accepted", async () => {
    const response = await sendJson("/api/bookings", validBooking());
    expect(response.status, await response.clone().text()).toBe(201);
  });

  it("property: a control character in any text field of a booking answers 400 with the field's message, nothing stored", async () => {
    const fields = Object.keys(BOOKING_FIELD_MESSAGES);
    const before = { bookings: await count(bookings), mail: await count(mailOutbox) };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields).chain((field) => fc.tuple(fc.constant(field), controlFor(field), fc.nat())),
        async ([field, control, position]) => {
          const booking: Record<string, unknown> = validBooking();
          if (field === "extraIds") booking.extraIds = [insertAt(extraId, position, control)];
          else booking[field] = insertAt(String(booking[field]), position, control);
          const response = await sendJson("/api/bookings", booking);
          expect(response.status).toBe(400);
          expect(await response.json()).toEqual({ error: { code: "invalid_input", message: BOOKING_FIELD_MESSAGES[field], requestId: expect.any(String) } });
        },
      ),
      { numRuns: propertyRuns(150) },
    );
    expect({ bookings: await count(bookings), mail: await count(mailOutbox) }).toEqual(before);
  });

  it("property: a control character in any field of a contact message answers 400 with the field's message, nothing stored", async () => {
    await t.db.delete(contactMessages);
    await t.db.delete(mailOutbox);
    const fields = Object.keys(CONTACT_FIELD_MESSAGES);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields).chain((field) => fc.tuple(fc.constant(field), controlFor(field), fc.nat())),
        async ([field, control, position]) => {
          const contact: Record<string, string> = validContact();
          contact[field] = insertAt(contact[field]!, position, control);
          const response = await sendJson("/api/contact-messages", contact);
          expect(response.status).toBe(400);
          expect(await response.json()).toEqual({ error: { code: "invalid_input", message: CONTACT_FIELD_MESSAGES[field], requestId: expect.any(String) } });
        },
      ),
      { numRuns: propertyRuns(100) },
    );
    expect(await count(contactMessages)).toBe(0);
    expect(await count(mailOutbox)).toBe(0);
  });

  it.each(["/api/tours/%00", "/api/tours/algarve%00", "/api/tours/a%01b", "/api/places/%00", "/api/setup/%00", "/tours/%00"])(
    "answers 404 (never 500) to %s",
    async (pathname) => {
      const response = await send(pathname, { method: "GET" });
      expect(response.status).toBe(404);
    },
  );

  it.each([
    ["/api/places/search?q=Fa%00ro", "A pesquisa contém caracteres inválidos."],
    ["/api/places/geocode?address=Fa%00ro", "A morada contém caracteres inválidos."],
  ])("answers 400 to %s", async (pathname, message) => {
    await expectError(await send(pathname, { method: "GET" }), 400, "invalid_input", message);
  });

  it("answers 400 (never 500) to a NUL in a sign-up name, a profile name or a reset token", async () => {
    await expectError(
      await sendJson("/api/auth/sign-up/email", { email: "nul@example.com", password: "secret123", name: "Ana\u0000Paula" }),
      400,
      "invalid_input",
      /caracteres inválidos/,
    );
    const user = await t.createUser([], "Marta Costa");
    const update = await t.request("/api/auth/update-user", { cookie: user.cookie, json: { name: "Marta\u0000Costa" } });
    expect(update.status).toBe(400);
    const [stored] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, user.userId));
    expect(stored?.name).toBe("Marta Costa");
    const reset = await sendJson("/api/auth/reset-password", { newPassword: "another-secret-1", token: "abc\u0000def" });
    expect(reset.status).toBe(400);
  });

  it("maps PostgreSQL's refusal of a NUL that no schema caught to 400, as a last resort", async () => {
    const app = createApp(t.deps, { ping: async () => true });
    route(app, "POST", "/probe-nul", "public", async (c) => {
      await t.db.execute(sql`select ${"a\u0000b"}::text`);
      return c.json({ ok: true });
    });
    const response = await app.request("/probe-nul", { method: "POST", headers: { "content-type": "application/json" } });
    await expectError(response, 400, "invalid_input", /caracteres inválidos/);
  });
});

describe("numbers are numbers", () => {
  it.each([true, [2], "0x2", "2e0", " 2", { n: 2 }])("refuses passengers %j with the field's message", async (passengers) => {
    await expectError(
      await sendJson("/api/bookings", { ...validBooking(), passengers }),
      400,
      "invalid_input",
      "Número de passageiros deve ser inteiro",
    );
  });

  it.each(["2", true, [2]])("refuses quote passengers %j (the form sends a number)", async (passengers) => {
    await expectError(
      await sendJson("/api/quotes", { bookingType: "tour", passengers }),
      400,
      "invalid_input",
      "Número de passageiros deve ser inteiro",
    );
  });

  it("refuses a booking more than 2 years ahead, and takes one on the last day", async () => {
    const today = lisbonToday();
    const [y, m, d] = today.split("-");
    const lastDay = `${Number(y) + 2}-${m}-${m === "02" && d === "29" ? "28" : d}`;
    await expectError(
      await sendJson("/api/bookings", { ...validBooking(), returnTrip: false, bookingDate: addDays(lastDay, 1) }),
      400,
      "invalid_input",
      "Data não pode ser mais de 2 anos no futuro",
    );
    const response = await sendJson("/api/bookings", { ...validBooking(), returnTrip: false, bookingDate: lastDay });
    expect(response.status).toBe(201);
  });
});

/** The directives of a Content-Security-Policy header, by name. */
function parseCsp(header: string | null): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(response: Response) {
  const csp = parseCsp(response.headers.get("content-security-policy"));
  expect(csp["default-src"]).toEqual(["'self'"]);
  expect(csp["script-src"]).toEqual(["'self'"]);
  expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:", "https:", "https://tile.openstreetmap.org"]);
  expect(csp["connect-src"]).toEqual(["'self'"]);
  expect(csp["font-src"]).toEqual(["'self'", "data:"]);
  expect(csp["frame-src"]).toEqual(["https://www.openstreetmap.org"]);
  expect(csp["form-action"]).toEqual(["'self'"]);
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(csp["base-uri"]).toEqual(["'self'"]);
  expect(csp["object-src"]).toEqual(["'none'"]);
  const permissions = response.headers.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "payment", "usb"]) {
    expect(permissions).toContain(`${feature}=()`);
  }
  // The driver portal's steps read the phone's position (decision 0050): this site only, no frame.
  expect(permissions).toContain("geolocation=(self)");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
}

describe("security headers", () => {
  let staticDir: string;
  beforeAll(() => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "spa-"));
    fs.writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><html><head><title>App</title></head><body></body></html>");
  });
  afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

  it("puts the CSP and permissions policy on the SPA's pages, its 404 and the API", async () => {
    const spa = createApp(t.deps, { ping: async () => true, staticDir });
    const home = await spa.request("/");
    expect(home.headers.get("content-type")).toContain("text/html");
    expectSecurityHeaders(home);
    const missing = await spa.request("/no-such-page");
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    expectSecurityHeaders(await spa.request("/api/health"));
    expectSecurityHeaders(await send("/api/contact-messages", { headers: { "content-type": "text/plain" }, body: "x" }));
  });

  it("puts them on the test checkout's HTML page", async () => {
    const page = await t.request("/api/payments/test-checkout/cs_test_unknown");
    expect(page.headers.get("content-type")).toContain("text/html");
    expectSecurityHeaders(page);
  });

  it("sends Strict-Transport-Security only over https", async () => {
    expect((await t.app.request("http://localhost/api/health")).headers.get("strict-transport-security")).toBeNull();
    const https = await t.app.request("https://booking.example.pt/api/health");
    expect(https.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
    // Behind one trusted proxy (TRUST_PROXY=1), the scheme the proxy saw counts.
    const proxied = await t.app.request("http://localhost/api/health", { headers: { "x-forwarded-proto": "https" } });
    expect(proxied.headers.get("strict-transport-security")).toMatch(/^max-age=/);
    const plainProxied = await t.app.request("http://localhost/api/health", { headers: { "x-forwarded-proto": "http" } });
    expect(plainProxied.headers.get("strict-transport-security")).toBeNull();
  });

  it("ignores X-Forwarded-Proto without a trusted proxy", async () => {
    const direct = createApp({ ...t.deps, env: { ...t.deps.env, TRUST_PROXY: 0 } }, { ping: async () => true });
    const response = await direct.request("http://localhost/api/health", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });
});
