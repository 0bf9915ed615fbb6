import os from "node:os";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, vehicles } from "../db/schema.ts";
import { seedDemoCatalogue } from "../db/seed.ts";
import { createTestApp, type TestApp } from "../../../test-support/test-app.ts";
import { transferBookingBody } from "../../../test-support/booking-body.ts";
import { isOwnHost } from "./site-url.ts";
import { renderQueuedMails } from "../../../test-support/rendered-mails.ts";

/**
 * Links that leave the server (the confirmation e-mail's manage link here; the checkout's return
 * pages and calendar files use the same origin) never follow a Host header naming another site.
 */
let t: TestApp;
let economy: typeof vehicles.$inferSelect;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "" } });
  await seedDemoCatalogue(t.db);
  [economy] = (await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1)) as [typeof economy];
});
afterAll(() => t.close());

/** Books through `origin` (with the given extra headers) and answers the confirmation e-mail's text. */
async function confirmationVia(origin: string, headers: Record<string, string> = {}) {
  const body = transferBookingBody(economy, { customerEmail: `site-url-${Math.random().toString(36).slice(2)}@example.com` });
  const response = await t.app.request(`${origin}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...headers },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  await renderQueuedMails(t.db);
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.customerEmail));
  return mail!.textBody;
}

describe("without PUBLIC_URL", () => {
  it("a booking posted with a foreign Host (or X-Forwarded-Host) e-mails a link to http://localhost:PORT", async () => {
    for (const [origin, headers] of [
      ["http://evil.example", {}],
      ["http://evil.example:3000", {}],
      ["http://localhost:3000", { "x-forwarded-host": "evil.example" }],
    ] as const) {
      const text = await confirmationVia(origin, headers);
      expect(text).toMatch(/http:\/\/localhost:3000\/booking\/[A-Za-z0-9_-]{43}\?lang=en/);
      expect(text).not.toContain("evil.example");
    }
  });

  it("an address of this machine is kept (a phone on the network gets links it can open)", async () => {
    const text = await confirmationVia("http://127.0.0.1:3000");
    expect(text).toMatch(/http:\/\/127\.0\.0\.1:3000\/booking\//);
  });
});

describe("isOwnHost", () => {
  it("is true for localhost, loopback and this machine's interfaces, false for any other name or address", () => {
    const own = Object.values(os.networkInterfaces())
      .flat()
      .map((a) => a!.address);
    for (const host of ["localhost", "LOCALHOST", "127.0.0.1", "127.1.2.3", "[::1]", ...own]) expect(isOwnHost(host), host).toBe(true);
    for (const host of ["evil.example", "localhost.evil.example", "127.0.0.1.evil.example", "203.0.113.9", "[2001:db8::1]"]) {
      expect(isOwnHost(host), host).toBe(false);
    }
  });
});
