import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transferBookingBody } from "../../../../test-support/booking-body.ts";
import { createTestApp, cookieOf, type TestApp } from "../../../../test-support/test-app.ts";
import { bookingTokens, mailOutbox, users, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";

// Issue 28, the customer area (decision 0046): a customer signs up in Spanish, verifies the e-mail
// by its link, and then sees (and can book again) a booking made before the account existed,
// never another customer's.

let t: TestApp;
let economy: { id: string; class: string };
const lucia = { name: "Lucía García", email: "lucia.garcia@example.com", password: "Alameda-Faro-2026", phone: "+34 612 345 678" };
const earlier: { id: string; token: string } = { id: "", token: "" };
const other: { id: string } = { id: "" };

async function book(overrides: Record<string, unknown>) {
  const body = transferBookingBody(economy, overrides);
  const response = await t.request("/api/bookings", { json: body });
  expect(response.status, await response.clone().text()).toBe(201);
  return { id: body.id, token: ((await response.json()) as { manageToken: string }).manageToken };
}

const mailsTo = (email: string, kind: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(sql`lower(${mailOutbox.toAddress})`, email.toLowerCase()), eq(mailOutbox.kind, kind)));

const linkIn = (text: string) => new URL(text.match(/https?:\/\/\S*verify-email\S*/)![0]);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  const [row] = await t.db.select({ id: vehicles.id, class: vehicles.class }).from(vehicles).where(eq(vehicles.class, "Economy")).limit(1);
  economy = row!;
  // Booked without an account, with the address in other letters' case.
  Object.assign(
    earlier,
    await book({ customerName: lucia.name, customerEmail: "Lucia.Garcia@Example.com", customerPhone: lucia.phone, passengers: 3 }),
  );
  other.id = (await book({ customerName: "Rui Santos", customerEmail: "rui.santos@example.com", customerPhone: "+351 912 000 111" })).id;
});
afterAll(() => t.close());

let cookie = "";

describe("signing up in Spanish", () => {
  it("creates the account signed out and e-mails a verification link in Spanish", async () => {
    const signUp = await t.request("/api/auth/sign-up/email", {
      json: { email: lucia.email, password: lucia.password, name: lucia.name },
      headers: { cookie: "language=es", "accept-language": "en" },
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const [mail] = await mailsTo(lucia.email, "email_verification");
    expect(mail, "a verification e-mail").toBeDefined();
    expect(mail!.subject).toBe("Confirme su correo electrónico");
    expect(linkIn(mail!.textBody!).pathname).toBe("/api/auth/verify-email");
    cookie = await t.signIn(lucia.email, lucia.password);
  });

  it("sends no verification e-mail for an account the admin creates", async () => {
    const admin = await t.createUser(["admin"], "Admin");
    const created = await t.request("/api/users", {
      cookie: admin.cookie,
      json: { email: "novo.motorista@example.com", password: "a-long-password-1", name: "Novo Motorista", role: "driver" },
    });
    expect(created.status, await created.clone().text()).toBeLessThan(300);
    expect(await mailsTo("novo.motorista@example.com", "email_verification")).toEqual([]);
  });
});

describe("before the e-mail is verified", () => {
  it("shows nothing: the list and a booking answer 403 email_unverified", async () => {
    const me = (await (await t.request("/api/me", { cookie })).json()) as { user: { emailVerified: boolean } };
    expect(me.user.emailVerified).toBe(false);
    for (const path of ["/api/account/bookings", `/api/account/bookings/${earlier.id}`]) {
      const response = await t.request(path, { cookie });
      expect(response.status, path).toBe(403);
      const text = await response.text();
      expect((JSON.parse(text) as { error: { code: string } }).error.code).toBe("email_unverified");
      expect(text).not.toContain("Alameda");
      expect(text.toLowerCase()).not.toContain("albufeira");
    }
  });

  it("sends the link again on request, 3 times an hour at most", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await t.request("/api/account/verification-email", { cookie, json: {}, headers: { cookie: `${cookie}; language=es` } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mailsTo(lucia.email, "email_verification")).toHaveLength(4);
    expect((await t.request("/api/account/verification-email", { json: {} })).status).toBe(401);
  });
});

describe("after the e-mail is verified", () => {
  it("verifies the address by the link and leads to the login page", async () => {
    const [mail] = await mailsTo(lucia.email, "email_verification");
    const link = linkIn(mail!.textBody!);
    const follow = await t.request(link.pathname + link.search);
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toBe("/login?verified=1");
    const [row] = await t.db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, lucia.email));
    expect(row!.verified).toBe(true);
    // Asking again once verified: nothing to send.
    expect((await t.request("/api/account/verification-email", { cookie, json: {} })).status).toBe(409);
  });

  it("lists the booking made before the account, whatever the case of its e-mail, and not another customer's", async () => {
    const response = await t.request("/api/account/bookings", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect((response.headers.get("vary") ?? "").toLowerCase()).toContain("cookie");
    const text = await response.text();
    const list = JSON.parse(text) as {
      customer: { name: string; email: string; phone: string };
      bookings: { booking: { id: string; status: string; passengers: number }; payment: { state: string }; upcoming: boolean; rebook: unknown }[];
    };
    expect(list.bookings.map((b) => b.booking.id)).toEqual([earlier.id]);
    expect(list.bookings[0]!.booking.status).toBe("pending");
    expect(list.bookings[0]!.payment.state).toBe("pending");
    expect(list.bookings[0]!.upcoming).toBe(true);
    expect(text).not.toContain("rui.santos@example.com");
    expect(text).not.toContain(earlier.token);
    // The booking form starts from the customer's name and phone.
    expect(list.customer).toEqual({ name: lucia.name, email: lucia.email, phone: lucia.phone });
  });

  it("gives what a new booking of the same trip starts from", async () => {
    const list = (await (await t.request("/api/account/bookings", { cookie })).json()) as { bookings: { rebook: unknown }[] };
    const body = transferBookingBody(economy);
    expect(list.bookings[0]!.rebook).toEqual({
      bookingType: "transfer",
      tourSlug: null,
      origin: body.origin,
      destination: body.destination,
      passengers: 3,
      vehicleClass: "Economy",
      returnTrip: false,
    });
  });

  it("opens the customer's own booking as the booking page does, and never another's", async () => {
    const own = await t.request(`/api/account/bookings/${earlier.id}`, { cookie });
    expect(own.status).toBe(200);
    const viaLink = await t.request(`/api/manage/${earlier.token}`);
    const strip = (value: { booking: unknown; payment: unknown; cancellation: unknown }) => ({
      booking: value.booking,
      payment: value.payment,
      cancellation: value.cancellation,
    });
    expect(strip(await own.json())).toEqual(strip(await viaLink.json()));
    for (const [method, suffix, json] of [
      ["GET", "", undefined],
      ["GET", "/calendar.ics", undefined],
      ["POST", "/checkout", {}],
      ["POST", "/cancel", { expectedRefundCents: 0 }],
      ["POST", "/change-request", { message: "Could the pickup be at 15:00 instead, please?" }],
    ] as const) {
      const response = await t.request(`/api/account/bookings/${other.id}${suffix}`, { method, cookie, json });
      expect(response.status, `${method} ${suffix}`).toBe(404);
    }
  });

  it("opens the checkout without handing out a manage token, and mints none", async () => {
    const before = await t.db.select().from(bookingTokens).where(eq(bookingTokens.bookingId, earlier.id));
    const response = await t.request(`/api/account/bookings/${earlier.id}/checkout`, { cookie, json: {} });
    expect(response.status, await response.clone().text()).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).not.toContain("token=");
    const calendar = await (await t.request(`/api/account/bookings/${earlier.id}/calendar.ics`, { cookie })).text();
    expect(calendar).toContain("/account");
    expect(calendar).not.toContain("/booking/");
    const after = await t.db.select().from(bookingTokens).where(eq(bookingTokens.bookingId, earlier.id));
    expect(after.length).toBe(before.length);
  });

  it("cancels the customer's own booking from the customer area", async () => {
    const response = await t.request(`/api/account/bookings/${earlier.id}/cancel`, { cookie, json: { expectedRefundCents: 0 } });
    expect(response.status, await response.clone().text()).toBe(200);
    const list = (await (await t.request("/api/account/bookings", { cookie })).json()) as {
      bookings: { booking: { status: string }; upcoming: boolean }[];
    };
    expect(list.bookings[0]!.booking.status).toBe("cancelled");
    expect(list.bookings[0]!.upcoming).toBe(false);
    const otherRow = await t.request(`/api/admin/bookings/${other.id}`, { cookie });
    expect(otherRow.status).toBe(403);
  });

  it("shows a verified customer nothing of a sign-in that is not theirs (signed out: 401)", async () => {
    expect((await t.request("/api/account/bookings")).status).toBe(401);
    const signOut = await t.request("/api/auth/sign-out", { cookie, json: {} });
    expect(signOut.status).toBe(200);
    expect(cookieOf(signOut)).toContain("better-auth.session_token=");
    expect((await t.request("/api/account/bookings", { cookie })).status).toBe(401);
  });
});
