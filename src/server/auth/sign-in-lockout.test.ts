import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../modules/users/service.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../test-support/test-app.ts";

// Issue 22, "Nobody can lock an account out": guessing a password is slowed per account, but a
// browser that signed in to that account before (a device cookie, as OWASP describes them) keeps
// signing in. Decision 0003 sets the per-account limit: 10 sign-in attempts in 15 minutes.
const ACCOUNT_LIMIT = 10;

let t: TestApp;
let addressCount = 0;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "1" } });
});
afterAll(() => t.close());

/** A fresh address for each request (behind the one trusted proxy). */
const nextAddress = () => {
  addressCount += 1;
  return `198.51.${(addressCount >> 8) & 255}.${addressCount & 255}`;
};

interface StoredCookie {
  value: string;
  path: string;
}

/** A browser: keeps the cookies answers set (by name) and sends those whose Path covers the request. */
function browser() {
  const jar = new Map<string, StoredCookie>();
  const cookieHeader = (pathname: string) =>
    [...jar]
      .filter(([, cookie]) => pathname === cookie.path || pathname.startsWith(cookie.path.endsWith("/") ? cookie.path : `${cookie.path}/`))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join("; ");
  return {
    jar,
    async signIn(email: string, password: string): Promise<Response> {
      const pathname = "/api/auth/sign-in/email";
      const headers: Record<string, string> = {
        origin: TEST_ORIGIN,
        "content-type": "application/json",
        "x-forwarded-for": nextAddress(),
      };
      const cookie = cookieHeader(pathname);
      if (cookie) headers.cookie = cookie;
      const response = await t.app.request(pathname, { method: "POST", headers, body: JSON.stringify({ email, password }) });
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(";").map((part) => part.trim());
        const at = pair!.indexOf("=");
        const name = pair!.slice(0, at);
        const value = pair!.slice(at + 1);
        const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) || "/";
        const expired = attributes.some((a) => /^max-age=0$/i.test(a)) || value === "";
        if (expired) jar.delete(name);
        else jar.set(name, { value, path });
      }
      return response;
    },
    /** The cookies this browser keeps that are not better-auth's session cookies. */
    deviceCookies(): [string, StoredCookie][] {
      return [...jar].filter(([name]) => !/better-auth\./.test(name));
    },
  };
}

async function newAccount(label: string) {
  const email = `${label}-${Date.now()}-${addressCount}@example.com`;
  const password = `Algarve-${label}-2024`;
  await createAccount(t.deps.auth, t.db, { email, password, name: `Conta ${label}` });
  return { email, password };
}

/** Wrong passwords for `email`, each from a fresh browser on a fresh address; their statuses. */
async function guess(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await browser().signIn(email, `wrong-guess-${i}`)).status);
  return statuses;
}

describe("distributed guessing does not lock the owner out", () => {
  let owner: { email: string; password: string };
  let ownersBrowser: ReturnType<typeof browser>;

  beforeAll(async () => {
    owner = await newAccount("owner");
    ownersBrowser = browser();
    // The owner signed in on this browser before the attack.
    expect((await ownersBrowser.signIn(owner.email, owner.password)).status).toBe(200);
  });

  it("slows the guesser: refused with 429 once the account's attempts reach the limit", async () => {
    const statuses = await guess(owner.email, ACCOUNT_LIMIT + 2);
    // Wrong passwords answer 401 until the limit; from then on every guess is refused unchecked.
    expect(statuses.every((s) => s === 401 || s === 429), statuses.join(",")).toBe(true);
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused, statuses.join(",")).toBeGreaterThan(0);
    expect(firstRefused, statuses.join(",")).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    expect(statuses.slice(firstRefused).every((s) => s === 429), statuses.join(",")).toBe(true);
    // The right password from yet another fresh browser is refused too (untrusted clients are locked per account).
    const fresh = await browser().signIn(owner.email, owner.password);
    expect(fresh.status).toBe(429);
    expect((await fresh.json()).message).toMatch(/Demasiadas tentativas/);
  });

  it("lets the owner in from the browser they signed in on before, again and again, whatever the e-mail's case", async () => {
    expect(ownersBrowser.deviceCookies().length, "the sign-in left a cookie of its own").toBeGreaterThan(0);
    const first = await ownersBrowser.signIn(owner.email, owner.password);
    expect(first.status, await first.clone().text()).toBe(200);
    const session = first.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="))!.split(";")[0]!;
    expect((await (await t.request("/api/me", { cookie: session })).json()).user.email).toBe(owner.email);
    expect((await ownersBrowser.signIn(owner.email.toUpperCase(), owner.password)).status).toBe(200);
    // The attack goes on; the owner's browser is not locked by it.
    expect(await guess(owner.email, 3)).toEqual([429, 429, 429]);
    expect((await ownersBrowser.signIn(owner.email, owner.password)).status).toBe(200);
  });

  it("gives no exemption to a forged device cookie or to another account's", async () => {
    const [[name, cookie]] = ownersBrowser.deviceCookies() as [[string, StoredCookie]];
    // The owner's cookie with its last character changed: no longer what the server signed.
    const forged = browser();
    const last = cookie.value.at(-1)!;
    forged.jar.set(name, { ...cookie, value: cookie.value.slice(0, -1) + (last === "A" ? "B" : "A") });
    expect((await forged.signIn(owner.email, owner.password)).status).toBe(429);

    // A browser trusted for another account (the attacker's own) is untrusted for the owner's.
    const attacker = await newAccount("attacker");
    const attackersBrowser = browser();
    expect((await attackersBrowser.signIn(attacker.email, attacker.password)).status).toBe(200);
    expect(attackersBrowser.deviceCookies().length).toBeGreaterThan(0);
    expect((await attackersBrowser.signIn(owner.email, owner.password)).status).toBe(429);
    // ... and its wrong guesses count against the owner's account like any other.
    expect((await attackersBrowser.signIn(owner.email, "still-guessing")).status).toBe(429);
  });
});

describe("the device cookie", () => {
  it("is httpOnly, SameSite=Strict, sent only to the sign-in path, and never carries the password", async () => {
    const account = await newAccount("cookie");
    const response = await browser().signIn(account.email, account.password);
    expect(response.status).toBe(200);
    const device = response.headers.getSetCookie().filter((c) => !c.startsWith("better-auth."));
    expect(device).toHaveLength(1);
    const attributes = device[0]!.split(";").map((a) => a.trim().toLowerCase());
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=strict");
    expect(attributes.find((a) => a.startsWith("path="))).toMatch(/^path=\/api\/auth\/sign-in/);
    expect(device[0]).not.toContain(account.password);
    // A wrong password sets none.
    const wrong = await browser().signIn(account.email, "not-the-password");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });
});

describe("a trusted browser's own failures", () => {
  it("lock that browser after the limit, not the account for the owner's other trusted browser", async () => {
    const account = await newAccount("stolen");
    const home = browser();
    const phone = browser();
    expect((await home.signIn(account.email, account.password)).status).toBe(200);
    expect((await phone.signIn(account.email, account.password)).status).toBe(200);
    // Someone with the phone's cookie guesses: slowed like any other guesser.
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMIT + 2; i++) statuses.push((await phone.signIn(account.email, `wrong-${i}`)).status);
    expect(statuses.at(-1), statuses.join(",")).toBe(429);
    expect(statuses.every((s) => s === 401 || s === 429), statuses.join(",")).toBe(true);
    expect((await phone.signIn(account.email, account.password)).status).toBe(429);
    // The owner's other browser still signs in.
    expect((await home.signIn(account.email, account.password)).status).toBe(200);
  });
});
