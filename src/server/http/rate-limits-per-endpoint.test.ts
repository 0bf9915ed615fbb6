import { serve } from "@hono/node-server";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalogue } from "../db/seed.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../test-support/test-app.ts";

/*
 * Every rate-limited endpoint, called over a real socket so that the socket's address is what a
 * server behind no proxy sees. The limits are written here from the decision records (0003
 * accounts, 0007 contact, 0008 places, 0015 manage-my-booking, 0017 quote requests) and, where no
 * record states one (quotes, bookings, checkout), from the limit the route declares today: a
 * changed limit fails this test until the record and this table change with it.
 *
 * better-auth's own limits are off when NODE_ENV is test, so these apps run as production.
 */

const TEN_MINUTES = 600;
const ONE_MINUTE = 60;
const FIFTEEN_MINUTES = 900;

/** The product's text for a limited caller (src/server/http/rate-limit.ts). */
const RATE_LIMITED_PT = "Demasiados pedidos. Tente novamente dentro de alguns minutos.";
/** Our per-account sign-in limit's text (src/server/auth/account-rules.ts). */
const SIGN_IN_ACCOUNT_LIMITED_PT = "Demasiadas tentativas de entrada nesta conta. Aguarde 15 minutos e tente novamente.";

const inSixtyDays = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
const contactForm = {
  name: "Maria Silva",
  email: "maria@example.com",
  phone: "+351 912 345 678",
  subject: "Transfer Faro → Lagos",
  message: "Olá,\nqual o preço de um transfer para 4 pessoas em agosto?",
};
const quoteRequest = {
  bookingType: "transfer",
  origin: "Aeroporto de Faro",
  destination: "Bragança",
  bookingDate: inSixtyDays,
  bookingTime: "14:30",
  passengers: 3,
  vehicleClass: "Van",
  extraIds: [] as string[],
  // From an airport: the booking's rules ask for the flight.
  flightNumber: "TP1901",
  returnTrip: false,
  customerName: "Claire Martin",
  customerEmail: "claire@example.fr",
  customerPhone: "+33 6 12 34 56 78",
};
const UNKNOWN_TOKEN = "a".repeat(43);

interface Call {
  method: "GET" | "POST";
  path: string;
  json?: unknown;
}

interface LimitedEndpoint {
  name: string;
  /** Requests allowed per window per key; the next one is refused. */
  max: number;
  windowSeconds: number;
  /** The i-th request (one call of each path in turn when several paths share one counter). */
  call(i: number): Call;
  /** The shape of a refusal: ours ({ error }) or better-auth's ({ code, message }). */
  refusal: unknown;
}

const ours = { error: { code: "rate_limited", message: RATE_LIMITED_PT, requestId: expect.any(String) } };
const auth = { code: "RATE_LIMITED", message: RATE_LIMITED_PT };

let emailCount = 0;
const freshEmail = () => `visitor${++emailCount}-${Date.now()}@example.com`;

const ENDPOINTS: LimitedEndpoint[] = [
  {
    // 0003: per address (better-auth) sign-in 10 per minute. Different e-mails, so the per-account
    // limit (also 10) is not what refuses.
    name: "sign-in (per address)",
    max: 10,
    windowSeconds: ONE_MINUTE,
    call: () => ({ method: "POST", path: "/api/auth/sign-in/email", json: { email: freshEmail(), password: "wrong-password" } }),
    refusal: auth,
  },
  {
    // 0003: sign-up 5 per minute per address.
    name: "sign-up",
    max: 5,
    windowSeconds: ONE_MINUTE,
    call: () => ({ method: "POST", path: "/api/auth/sign-up/email", json: { email: freshEmail(), password: "secret123", name: "Ana Costa" } }),
    refusal: auth,
  },
  {
    // 0003: reset e-mails 3 per minute per address.
    name: "forgot password",
    max: 3,
    windowSeconds: ONE_MINUTE,
    call: () => ({ method: "POST", path: "/api/auth/request-password-reset", json: { email: freshEmail(), redirectTo: "/reset-password" } }),
    refusal: auth,
  },
  {
    // 0007: 5 messages per 10 minutes per client address.
    name: "contact form",
    max: 5,
    windowSeconds: TEN_MINUTES,
    call: () => ({ method: "POST", path: "/api/contact-messages", json: contactForm }),
    refusal: ours,
  },
  {
    // 0017: quote requests like the contact form, 5 per 10 minutes, in the request's language.
    name: "quote request",
    max: 5,
    windowSeconds: TEN_MINUTES,
    call: () => ({ method: "POST", path: "/api/quote-requests?lang=pt", json: quoteRequest }),
    refusal: ours,
  },
  {
    // The price (both quote routes share one counter): 300 per 10 minutes (the route's declaration).
    name: "quote",
    max: 300,
    windowSeconds: TEN_MINUTES,
    call: (i) => ({ method: "POST", path: i % 2 ? "/api/quotes/classes" : "/api/quotes", json: {} }),
    refusal: ours,
  },
  {
    // A booking: 30 per 10 minutes (the route's declaration).
    name: "booking",
    max: 30,
    windowSeconds: TEN_MINUTES,
    call: () => ({ method: "POST", path: "/api/bookings", json: {} }),
    refusal: ours,
  },
  {
    // 0015: reading a booking page or its calendar, 120 per 10 minutes per address (one counter).
    name: "manage-booking look-up",
    max: 120,
    windowSeconds: TEN_MINUTES,
    call: (i) => ({ method: "GET", path: i % 2 ? `/api/manage/${UNKNOWN_TOKEN}/calendar.ics` : `/api/manage/${UNKNOWN_TOKEN}` }),
    refusal: ours,
  },
  {
    // 0015: paying, cancelling or asking for a change, 20 per 10 minutes (one counter).
    name: "manage-booking change",
    max: 20,
    windowSeconds: TEN_MINUTES,
    call: (i) => {
      const paths = ["checkout", "cancel", "change-request"];
      return { method: "POST", path: `/api/manage/${UNKNOWN_TOKEN}/${paths[i % 3]}`, json: {} };
    },
    refusal: ours,
  },
  {
    // 0008: place search, geocoding and place look-ups share 600 per 10 minutes per client.
    name: "place search, geocode and look-up",
    max: 600,
    windowSeconds: TEN_MINUTES,
    call: (i) => {
      const paths = ["/api/places/search?q=fa", "/api/places/geocode?address=Faro", "/api/places/nowhere"];
      return { method: "GET", path: paths[i % 3]! };
    },
    refusal: ours,
  },
];

interface Answer {
  status: number;
  body: unknown;
  retryAfter: number;
}

interface Server {
  /** Sends one request from the socket address `from` (any 127.x.y.z). */
  send(from: string, call: Call, headers?: Record<string, string>): Promise<Answer>;
  close(): Promise<void>;
}

/** The test app on a real port, with one keep-alive connection pool per client address. */
async function listen(t: TestApp): Promise<Server> {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const agents = new Map<string, http.Agent>();
  const agentFor = (from: string) => {
    let agent = agents.get(from);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, localAddress: from });
      agents.set(from, agent);
    }
    return agent;
  };
  return {
    send(from, call, headers = {}) {
      const body = call.json === undefined ? undefined : JSON.stringify(call.json);
      return new Promise<Answer>((resolve, reject) => {
        const request = http.request(
          {
            host: "127.0.0.1",
            port,
            method: call.method,
            path: call.path,
            agent: agentFor(from),
            headers: {
              origin: TEST_ORIGIN,
              ...(body === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(body) }),
              ...headers,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("error", reject);
            response.on("end", () => {
              const text = Buffer.concat(chunks).toString("utf8");
              let parsed: unknown = text;
              try {
                parsed = JSON.parse(text);
              } catch {
                // not JSON (the calendar, a page): kept as text
              }
              resolve({ status: response.statusCode ?? 0, body: parsed, retryAfter: Number(response.headers["retry-after"]) });
            });
          },
        );
        request.on("error", reject);
        request.end(body);
      });
    },
    async close() {
      for (const agent of agents.values()) agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function expectRefused(answer: Answer, endpoint: Pick<LimitedEndpoint, "refusal" | "windowSeconds">) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual(endpoint.refusal);
  // Retry-After points at the end of this endpoint's window, less what the test itself took (up to
  // a fifth of the window, at least 30 s, on a busy machine): a window of another length fails.
  expect(answer.retryAfter).toBeGreaterThan(endpoint.windowSeconds - Math.max(30, endpoint.windowSeconds / 5));
  expect(answer.retryAfter).toBeLessThanOrEqual(endpoint.windowSeconds);
}

async function startApp(env: Record<string, string>) {
  const t = await createTestApp({ env: { NODE_ENV: "production", ...env } });
  await seedDemoCatalogue(t.db);
  return { t, server: await listen(t) };
}

describe("without a trusted proxy (TRUST_PROXY unset): counted per socket address", () => {
  let t: TestApp;
  let server: Server;
  beforeAll(async () => {
    ({ t, server } = await startApp({}));
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it.each(ENDPOINTS.map((endpoint, k) => [endpoint.name, endpoint, k] as const))(
    "%s: the allowed requests pass, the next is refused whatever X-Forwarded-For says, another address is not",
    async (_name, endpoint, k) => {
      const from = `127.0.${10 + k}.1`;
      // Each request claims another forwarded address (and, for better-auth, another client-ip
      // header): without a trusted proxy neither is read.
      const spoof = (i: number) => ({ "x-forwarded-for": `198.51.100.${i % 250}`, "x-client-ip": `192.0.2.${i % 250}` });
      for (let i = 0; i < endpoint.max; i++) {
        const answer = await server.send(from, endpoint.call(i), spoof(i));
        expect(answer.status, `request ${i + 1} of ${endpoint.max}`).not.toBe(429);
        expect(answer.status).toBeLessThan(500);
      }
      expectRefused(await server.send(from, endpoint.call(endpoint.max), spoof(endpoint.max)), endpoint);
      expectRefused(await server.send(from, endpoint.call(endpoint.max + 1), { "x-forwarded-for": "203.0.113.200" }), endpoint);

      const other = await server.send(`127.0.${10 + k}.2`, endpoint.call(0));
      expect(other.status).not.toBe(429);
      expect(other.status).toBeLessThan(500);
    },
    // Up to 600 requests over real connections: time for a busy CI machine.
    180_000,
  );

  it("sign-in per account: 10 attempts in 15 minutes on one e-mail, from as many addresses, then refused", async () => {
    const email = freshEmail();
    const attempt = (from: string, address = email) =>
      server.send(from, { method: "POST", path: "/api/auth/sign-in/email", json: { email: address, password: "wrong-password" } });
    // The account is the e-mail in any case.
    for (let i = 0; i < 10; i++) {
      const answer = await attempt(`127.0.100.${i + 1}`, i % 2 ? email.toUpperCase() : email);
      expect(answer.status, `attempt ${i + 1}`).toBe(401);
    }
    const refused = await attempt("127.0.100.11");
    expectRefused(refused, { refusal: { code: "RATE_LIMITED", message: SIGN_IN_ACCOUNT_LIMITED_PT }, windowSeconds: FIFTEEN_MINUTES });
    // That address is not limited for another account.
    expect((await attempt("127.0.100.11", freshEmail())).status).toBe(401);
  });
});

describe("behind one trusted proxy (TRUST_PROXY=1): counted per forwarded address", () => {
  let t: TestApp;
  let server: Server;
  beforeAll(async () => {
    ({ t, server } = await startApp({ TRUST_PROXY: "1" }));
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  /** Every request arrives from the proxy's socket address. */
  const PROXY = "127.0.0.1";

  it.each(ENDPOINTS.map((endpoint, k) => [endpoint.name, endpoint, k] as const))(
    "%s: the entry the proxy appended is counted, a forged left-most entry changes nothing",
    async (_name, endpoint, k) => {
      const client = `203.0.113.${2 * k + 1}`;
      const neighbour = `203.0.113.${2 * k + 2}`;
      for (let i = 0; i < endpoint.max; i++) {
        // The client sent "X-Forwarded-For: 6.6.x.y"; the proxy appended the address it saw.
        const answer = await server.send(PROXY, endpoint.call(i), { "x-forwarded-for": `6.6.${i % 250}.${k}, ${client}` });
        expect(answer.status, `request ${i + 1} of ${endpoint.max}`).not.toBe(429);
        expect(answer.status).toBeLessThan(500);
      }
      expectRefused(await server.send(PROXY, endpoint.call(endpoint.max), { "x-forwarded-for": `7.7.7.7, ${client}` }), endpoint);
      expectRefused(await server.send(PROXY, endpoint.call(endpoint.max), { "x-forwarded-for": client }), endpoint);

      // Another client behind the same proxy has its own count.
      const other = await server.send(PROXY, endpoint.call(0), { "x-forwarded-for": `${client}, ${neighbour}` });
      expect(other.status).not.toBe(429);
      expect(other.status).toBeLessThan(500);
    },
    // Up to 600 requests over real connections: time for a busy CI machine.
    180_000,
  );

  it("sign-in per account: still 10 per e-mail, whichever forwarded addresses the attempts come from", async () => {
    const email = freshEmail();
    const attempt = (i: number) =>
      server.send(PROXY, { method: "POST", path: "/api/auth/sign-in/email", json: { email, password: "wrong-password" } }, {
        "x-forwarded-for": `198.18.0.${i}`,
      });
    for (let i = 1; i <= 10; i++) expect((await attempt(i)).status).toBe(401);
    expectRefused(await attempt(11), {
      refusal: { code: "RATE_LIMITED", message: SIGN_IN_ACCOUNT_LIMITED_PT },
      windowSeconds: FIFTEEN_MINUTES,
    });
  });
});
