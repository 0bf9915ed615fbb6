import { formatEuros } from "../../../domain/money.ts";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, mailOutbox, payments } from "../../db/schema.ts";
import { listDeclaredRoutes } from "../../http/access.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../../test-support/test-app.ts";
import { expireCheckout, fulfilCheckout, markPaymentLinkSent, startCheckout } from "./service.ts";
import { findBookingIdByToken } from "../manage-booking/tokens.ts";
import { insertTestTransfer } from "../../../../test-support/test-bookings.ts";
import { openCheckout } from "../../../../test-support/open-checkout.ts";
import { renderQueuedMails } from "../../../../test-support/rendered-mails.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The checkout as the customer opens it, from the booking page with their token. */
const checkout = (json: { bookingId: string }) => openCheckout(t, json.bookingId);
const statuses = async (...ids: string[]) =>
  Object.fromEntries(
    (await t.db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(inArray(bookings.id, ids))).map(
      (b) => [b.id, b.status],
    ),
  );
const paymentsOf = (bookingId: string) => t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
/** The mails queued to `to`, rendered as the worker sends them. */
const mailsTo = async (to: string) => {
  await renderQueuedMails(t.db);
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
};
const sessionIdOf = (url: string) => new URL(url).pathname.split("/").at(-1)!;
/** A test checkout's address on this site, with the token it carries: its buttons post to `${pageOf(url)}/pay${query}`. */
const pageOf = (url: string) => new URL(url).pathname;
const queryOf = (url: string) => new URL(url).search;
/** What the test checkout page's forms send. */
const FORM = { "content-type": "application/x-www-form-urlencoded" };

describe("the checkout of a booking (built-in test provider)", () => {
  it("opens a checkout for the server's amount, whatever the browser sends", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 8_550 });
    const token = (await openCheckout(t, b.outboundId)).token;
    const tampered = await t.request(`/api/manage/${token}/checkout`, { json: { amount: 1, amountCents: 1 } });
    expect(tampered.status).toBe(200);
    const { url } = await tampered.json();
    expect(url).toBe(`${TEST_ORIGIN}/api/payments/test-checkout/${sessionIdOf(url)}?token=${token}`);
    expect(sessionIdOf(url)).toMatch(/^test_cs_[0-9a-f]{32}$/);
    const [payment, ...more] = await paymentsOf(b.outboundId);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({
      provider: "test",
      providerSessionId: sessionIdOf(url),
      amountCents: 8_550,
      currency: "eur",
      status: "open",
      // The stored address carries no token: each customer gets it with their own.
      url: `${TEST_ORIGIN}/api/payments/test-checkout/${sessionIdOf(url)}`,
      paidAt: null,
    });
  });

  it("doubles the amount for a return trip, given either booking's id", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 12_000, withReturn: true });
    const { url } = await (await checkout({ bookingId: b.outboundId })).json();
    expect((await paymentsOf(b.outboundId))[0]?.amountCents).toBe(24_000);
    // The return trip's id leads to the same checkout, which covers the outbound booking.
    const again = await (await checkout({ bookingId: b.returnId! })).json();
    expect(sessionIdOf(again.url)).toBe(sessionIdOf(url));
    expect(await paymentsOf(b.returnId!)).toEqual([]);
  });

  it("hands out the same open checkout again instead of opening another", async () => {
    const b = await insertTestTransfer(t.db);
    const first = await (await checkout({ bookingId: b.outboundId })).json();
    const second = await (await checkout({ bookingId: b.outboundId })).json();
    expect(sessionIdOf(second.url)).toBe(sessionIdOf(first.url));
    expect(await paymentsOf(b.outboundId)).toHaveLength(1);
  });

  it("opens a new checkout once the previous one expired", async () => {
    const b = await insertTestTransfer(t.db);
    const first = await (await checkout({ bookingId: b.outboundId })).json();
    await expireCheckout(t.db, { provider: "test", sessionId: sessionIdOf(first.url) });
    const second = await (await checkout({ bookingId: b.outboundId })).json();
    expect(sessionIdOf(second.url)).not.toBe(sessionIdOf(first.url));
    expect((await paymentsOf(b.outboundId)).map((p) => p.status).sort()).toEqual(["expired", "open"]);
    expect(await statuses(b.outboundId)).toEqual({ [b.outboundId]: "pending" });
  });

  it("refuses a booking that is not pending (409) and an unknown token (404)", async () => {
    const b = await insertTestTransfer(t.db, { status: "confirmed" });
    const response = await checkout({ bookingId: b.outboundId });
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe("not_pending");
    const unknown = await t.request(`/api/manage/${"A".repeat(43)}/checkout`, { json: {} });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe("not_found");
    expect(await paymentsOf(b.outboundId)).toEqual([]);
  });

  it("refuses a booking without a price", async () => {
    const free = await insertTestTransfer(t.db, { totalPriceCents: 0 });
    const response = await checkout({ bookingId: free.outboundId });
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe("no_price");
  });
});

describe("tours wait for the admin's approval", () => {
  it("refuses the checkout of a tour until its payment link was sent, then opens it", async () => {
    const tour = await insertTestTransfer(t.db, { bookingType: "tour", totalPriceCents: 30_000 });
    const refused = await checkout({ bookingId: tour.outboundId });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe("awaiting_approval");
    expect(await paymentsOf(tour.outboundId)).toEqual([]);

    expect(await markPaymentLinkSent(t.db, tour.outboundId)).toBe(true);
    const opened = await checkout({ bookingId: tour.outboundId });
    expect(opened.status).toBe(200);
    expect((await paymentsOf(tour.outboundId))[0]).toMatchObject({ amountCents: 30_000, status: "open" });
    expect(await markPaymentLinkSent(t.db, "00000000-0000-4000-8000-000000000000")).toBe(false);
  });
});

describe("the built-in test checkout page", () => {
  it("is clearly marked as a test, shows amount and reference, with Pagar and Cancelar forms", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 12_000, withReturn: true });
    const { url } = await (await checkout({ bookingId: b.outboundId })).json();
    const page = await t.request(`${pageOf(url)}${queryOf(url)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    // A prominent banner in the booking's language (English here), before anything else on the page.
    const banner = /<main>\s*<p class="banner" role="note">(.*?)<\/p>/.exec(html)?.[1] ?? "";
    expect(banner).toBe("TEST PAYMENT — no card was charged");
    expect(html).toContain('<html lang="en">');
    expect(html).not.toMatch(/Pagar|Pagamento|PAGAMENTO/);
    expect(html).toContain(formatEuros(24000, "en-GB"));
    expect(html).toContain(b.outboundId.slice(0, 8));
    expect(html).toContain('<meta name="viewport"');
    const path = new URL(url).pathname;
    const query = queryOf(url);
    expect(query).toMatch(/^\?token=[A-Za-z0-9_-]{43}$/);
    expect(html).toContain(`<form method="post" action="${path}/pay${query}"><button type="submit" class="pay">Pay</button></form>`);
    expect(html).toContain(`<form method="post" action="${path}/cancel${query}"><button type="submit" class="cancel">Cancel</button></form>`);
    // Nothing a Content-Security-Policy of script-src/style-src/form-action 'self' would block:
    // no script, no inline style, forms posting to a relative address on this origin.
    expect(html).not.toMatch(/<script\b|<style\b|style=|src=|https?:\/\//);
    expect([...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0])).toEqual([
      '<link rel="icon" type="image/svg+xml" href="/icons/favicon.svg">',
      '<link rel="stylesheet" href="/api/payments/test-checkout.css">',
    ]);
    // Same-origin posts carry their Origin even though the site's default policy is no-referrer.
    expect(html).toContain('<meta name="referrer" content="same-origin">');
    const css = await t.request("/api/payments/test-checkout.css");
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    expect(await css.text()).toContain(".banner{");
  });

  it("speaks the customer's language: the booking's, or the address's ?lang=", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 13_000 });
    await t.db.update(bookings).set({ language: "fr" }).where(eq(bookings.id, b.outboundId));
    const { url } = await (await checkout({ bookingId: b.outboundId })).json();
    const french = await (await t.request(`${pageOf(url)}${queryOf(url)}`)).text();
    expect(french).toContain('<html lang="fr">');
    expect(/<p class="banner" role="note">(.*?)<\/p>/.exec(french)?.[1]).toBe("PAIEMENT DE TEST — aucune carte n’a été débitée");
    expect(french).toContain(">Payer</button>");
    expect(french).toContain(">Annuler</button>");
    expect(french).toContain("<dt>Montant</dt>");
    expect(french).toContain(formatEuros(13_000, "fr-FR"));
    expect(french).not.toMatch(/Pagar|Pagamento|PAGAMENTO|\bPay\b|TEST PAYMENT/);

    const portuguese = await (await t.request(`${pageOf(url)}${queryOf(url)}&lang=pt`)).text();
    expect(portuguese).toContain('<html lang="pt">');
    expect(portuguese).toContain(">Pagar</button>");
    expect(portuguese).toContain("PAGAMENTO DE TESTE — nenhum cartão foi cobrado");
    expect(portuguese).not.toMatch(/Payer|TEST PAYMENT|Booking payment/);
  });

  it("answers a 404 page for an unknown session", async () => {
    for (const [method, suffix] of [["GET", ""], ["POST", "/pay"], ["POST", "/cancel"]] as const) {
      const response = await t.request(`/api/payments/test-checkout/test_cs_unknown${suffix}`, { method, headers: FORM });
      expect(response.status, `${method} ${suffix}`).toBe(404);
      expect(await response.text()).toContain("Payment not found");
    }
  });

  it("Pagar confirms the booking and its return trip, marks the payment paid, queues one e-mail, 303 to /payment-success", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 12_000, withReturn: true });
    const opened = await checkout({ bookingId: b.outboundId });
    const { url } = await opened.json();
    const wakes = t.mailWakes;
    const response = await t.request(`${pageOf(url)}/pay${queryOf(url)}`, { method: "POST", headers: FORM });
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    // The return page gets the customer's own token back (none is minted for it).
    expect(location).toBe(`/payment-success?booking_id=${b.outboundId}&token=${opened.token}&lang=en`);
    expect(await findBookingIdByToken(t.db, opened.token)).toBe(b.outboundId);
    expect(await statuses(b.outboundId, b.returnId!)).toEqual({ [b.outboundId]: "confirmed", [b.returnId!]: "confirmed" });
    const [payment] = await paymentsOf(b.outboundId);
    expect(payment?.status).toBe("paid");
    expect(payment?.paidAt).toBeInstanceOf(Date);
    expect(t.mailWakes).toBe(wakes + 1);

    expect(payment?.testMode).toBe(true);
    const mails = await mailsTo(b.customerEmail);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.kind).toBe("payment_confirmed");
    expect(mail.subject).toContain(b.outboundId.slice(0, 8));
    // Every trace of a test payment says so: the subject and the body, in the booking's language (English here).
    expect(mail.subject).toContain("TEST PAYMENT — no card was charged");
    expect(mail.textBody).toContain("*** TEST PAYMENT — no card was charged ***");
    expect(mail.textBody).toContain("We have recorded a test payment of €240.00: no card was charged.");
    expect(mail.textBody).not.toMatch(/We have received your payment|Amount paid/);
    expect(mail.htmlBody).toContain("TEST PAYMENT — no card was charged");
    for (const part of [
      b.outboundId.slice(0, 8),
      "Amount (test, not charged): €240.00",
      "Wed, 12 June 2030 10:30 — Aeroporto de Faro → Albufeira",
      "Wed, 19 June 2030 08:15 — Albufeira → Aeroporto de Faro",
      "Payment confirmed",
      "Manage my booking:\nhttp",
    ]) {
      expect(mail.textBody).toContain(part);
    }
    expect(mail.htmlBody).toContain("Aeroporto de Faro → Albufeira");

    // Paying again changes nothing and sends nothing.
    const again = await t.request(`${pageOf(url)}/pay`, { method: "POST", headers: FORM });
    expect(again.status).toBe(303);
    expect(await mailsTo(b.customerEmail)).toHaveLength(1);
    expect(t.mailWakes).toBe(wakes + 1);
  });

  it("Cancelar leaves the booking pending and the checkout open, 303 to /payment-cancelled", async () => {
    const b = await insertTestTransfer(t.db);
    const opened = await checkout({ bookingId: b.outboundId });
    const { url } = await opened.json();
    const response = await t.request(`${pageOf(url)}/cancel${queryOf(url)}`, { method: "POST", headers: FORM });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/payment-cancelled?booking_id=${b.outboundId}&token=${opened.token}&lang=en`);
    // Without the token, or with another booking's, the return page gets none.
    const other = await insertTestTransfer(t.db);
    const othersToken = (await openCheckout(t, other.outboundId)).token;
    for (const query of ["", `?token=${othersToken}`, `?token=${"A".repeat(43)}`]) {
      const bare = await t.request(`${pageOf(url)}/cancel${query}`, { method: "POST", headers: FORM });
      expect(bare.headers.get("location")).toBe(`/payment-cancelled?booking_id=${b.outboundId}&lang=en`);
    }
    expect(await statuses(b.outboundId)).toEqual({ [b.outboundId]: "pending" });
    expect((await paymentsOf(b.outboundId))[0]?.status).toBe("open");
    expect(await mailsTo(b.customerEmail)).toEqual([]);
  });

  it("Pagar and Cancelar accept only form posts from this site's own page", async () => {
    const formRoutes = listDeclaredRoutes(t.app).filter((r) => r.path.startsWith("/api/payments/test-checkout/:sessionId/"));
    expect(formRoutes.map((r) => [r.method, r.path, r.options.bodyTypes])).toEqual([
      ["POST", "/api/payments/test-checkout/:sessionId/pay", ["application/x-www-form-urlencoded"]],
      ["POST", "/api/payments/test-checkout/:sessionId/cancel", ["application/x-www-form-urlencoded"]],
    ]);

    const b = await insertTestTransfer(t.db);
    const { url } = await (await checkout({ bookingId: b.outboundId })).json();
    const path = new URL(url).pathname;
    const post = (suffix: string, headers: Record<string, string>) =>
      t.app.request(`${TEST_ORIGIN}${path}${suffix}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "",
      });
    for (const suffix of ["/pay", "/cancel"]) {
      for (const headers of <Record<string, string>[]>[
        { origin: "https://evil.example" },
        { origin: "null" },
        { origin: "http://localhost:3001" },
        { referer: "https://evil.example/pay.html" },
        {},
      ]) {
        const response = await post(suffix, headers);
        expect(response.status, `${suffix} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.text()).toContain("Request refused");
      }
    }
    expect(await statuses(b.outboundId)).toEqual({ [b.outboundId]: "pending" });
    expect((await paymentsOf(b.outboundId))[0]?.status).toBe("open");
    expect(await mailsTo(b.customerEmail)).toEqual([]);

    // Without an Origin, a Referer of this site is enough.
    const fromPage = await post("/pay", { referer: url });
    expect(fromPage.status).toBe(303);
    expect(await statuses(b.outboundId)).toEqual({ [b.outboundId]: "confirmed" });
  });

  it("the Stripe webhook does not exist without Stripe", async () => {
    const response = await t.app.request("/api/payments/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(404);
  });
});

describe("fulfilCheckout", () => {
  it("ignores an unknown session and a different amount; confirms once under concurrent calls", async () => {
    expect(await fulfilCheckout(t.db, { provider: "test", sessionId: "test_cs_missing", amountCents: 100 })).toEqual({
      confirmed: false,
      reason: "unknown_session",
    });
    const b = await insertTestTransfer(t.db, { totalPriceCents: 5_000, withReturn: true });
    const started = await startCheckout(t.deps, b.outboundId, { returnToken: "" });
    if (!started.ok) throw new Error("checkout not started");
    const sessionId = sessionIdOf(started.url);

    const wrong = await fulfilCheckout(t.db, { provider: "test", sessionId, amountCents: 5_000 });
    expect(wrong).toMatchObject({ confirmed: false, reason: "amount_mismatch" });
    expect(await statuses(b.outboundId)).toEqual({ [b.outboundId]: "pending" });

    const results = await Promise.all(
      Array.from({ length: 10 }, () => fulfilCheckout(t.db, { provider: "test", sessionId, amountCents: 10_000 })),
    );
    const confirmed = results.filter((r) => r.confirmed);
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({ bookingIds: expect.arrayContaining([b.outboundId, b.returnId]) });
    expect(results.filter((r) => !r.confirmed).every((r) => !r.confirmed && r.reason === "already_paid")).toBe(true);
    expect(await mailsTo(b.customerEmail)).toHaveLength(1);

    // A paid checkout is never downgraded by a late expiry.
    expect(await expireCheckout(t.db, { provider: "test", sessionId })).toEqual({ expired: false });
    expect((await paymentsOf(b.outboundId))[0]?.status).toBe("paid");
  });

  it("records a payment for a booking an admin confirmed by hand, without confirming again or e-mailing", async () => {
    const b = await insertTestTransfer(t.db);
    const started = await startCheckout(t.deps, b.outboundId, { returnToken: "" });
    if (!started.ok) throw new Error("checkout not started");
    await t.db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, b.outboundId));
    const result = await fulfilCheckout(t.db, {
      provider: "test",
      sessionId: sessionIdOf(started.url),
      amountCents: b.totalPriceCents,
    });
    expect(result).toMatchObject({ confirmed: false, reason: "not_pending" });
    expect(await statuses(b.outboundId)).toEqual({ [b.outboundId]: "confirmed" });
    expect((await paymentsOf(b.outboundId))[0]?.status).toBe("paid");
    expect(await mailsTo(b.customerEmail)).toEqual([]);
  });
});
