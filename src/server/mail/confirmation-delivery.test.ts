import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, siteContent, vehicles } from "../db/schema.ts";
import { seedDemoCatalogue } from "../db/seed.ts";
import { readMail, type ParsedMail } from "../../../test-support/read-mail.ts";
import { createMailTransport } from "../integrations/mail/transports.ts";
import { createMailWorker } from "../integrations/mail/worker.ts";
import { silentLogger } from "../logger.ts";
import { transferBookingBody } from "../../../test-support/booking-body.ts";
import { createTestApp, type TestApp } from "../../../test-support/test-app.ts";

let t: TestApp;
let mailDir: string;
let economy: typeof vehicles.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  await t.db.update(siteContent).set({ contentValue: "+351 289 111 222" }).where(eq(siteContent.contentKey, "phone"));
  await t.db.update(siteContent).set({ contentValue: "reservas@quinta-chauffeur.pt" }).where(eq(siteContent.contentKey, "email"));
  [economy] = (await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1)) as [typeof vehicles.$inferSelect];
  mailDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "mail-delivery-")), "mail");
});

afterAll(async () => {
  await t.close();
  await fs.rm(path.dirname(mailDir), { recursive: true, force: true });
});

/** Sends what is queued through the file transport without MAIL_FROM, and reads the .eml files back. */
async function deliver(): Promise<ParsedMail[]> {
  const transport = createMailTransport({ mailDir, from: undefined });
  const worker = createMailWorker({ db: t.db, transport, logger: silentLogger, intervalMs: 60_000 });
  await worker.runOnce();
  const files = (await fs.readdir(mailDir)).sort();
  return Promise.all(files.map(async (file) => readMail(await fs.readFile(path.join(mailDir, file), "utf8"))));
}

/** The next `MM-DD` at least two days away (Lisbon is UTC+1 on 15 July and UTC+0 on 20 December every year). */
function next(monthDay: string): string {
  const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const year = Number(soon.slice(0, 4));
  return `${year}-${monthDay}` >= soon ? `${year}-${monthDay}` : `${year + 1}-${monthDay}`;
}

describe("a French round trip's confirmation, delivered", () => {
  it("carries booking-<reference>.ics with both trips, in Lisbon time, and comes from the company's domain", async () => {
    const summer = next("07-15");
    const winter = `${summer.slice(0, 4)}-12-20`; // after the outbound trip
    const body = transferBookingBody(economy, {
      bookingDate: summer,
      bookingTime: "14:30",
      flightNumber: "TP1901",
      returnTrip: true,
      returnDate: winter,
      returnTime: "09:15",
    });
    const response = await t.request("/api/bookings?lang=fr", { json: body });
    expect(response.status).toBe(201);
    const { manageToken } = (await response.json()) as { manageToken: string };
    const ref = body.id.slice(0, 8);

    const rows = await t.db.select().from(mailOutbox);
    const confirmation = rows.find((row) => row.kind === "booking_confirmation" && row.subject.endsWith(ref))!;
    expect(confirmation.subject).toBe(`Réservation reçue — ${ref}`);
    expect(confirmation.attachments).toHaveLength(1);

    const mails = await deliver();
    const mail = mails.find((m) => m.headers.get("subject") === `Réservation reçue — ${ref}`)!;
    expect(mail).toBeDefined();
    expect(mail.headers.get("from")).toBe("Lusitania Chauffeur <bookings@quinta-chauffeur.pt>");
    expect(mail.text).toContain("Bonjour Joana Costa,");
    expect(mail.text).toContain(`/booking/${manageToken}?lang=fr`);
    expect(mail.html).toContain(`/booking/${manageToken}?lang=fr"`);

    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments as [ParsedMail["attachments"][number]];
    expect(ics.filename).toBe(`booking-${ref}.ics`);
    expect(ics.contentType).toMatch(/^text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(ics.content)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    const [outbound, back] = events as [ICAL.Event, ICAL.Event];
    expect(outbound.startDate.toJSDate().toISOString()).toBe(`${summer}T13:30:00.000Z`); // 14:30 in Lisbon, summer
    expect(back.startDate.toJSDate().toISOString()).toBe(`${winter}T09:15:00.000Z`); // 09:15 in Lisbon, winter
    expect(outbound.location).toBe("Aeroporto de Faro (FAO)");
    expect(outbound.summary).toBe("Lusitania Chauffeur — Transfert : Aeroporto de Faro (FAO) → Albufeira");
    expect(outbound.description).toContain("Vol: TP1901");
    expect(outbound.description).toContain("+351 289 111 222");
    expect(outbound.uid).not.toBe(back.uid);

    // The company's notice: Portuguese, in the same layout, no attachment.
    const notice = mails.find((m) => m.headers.get("subject")?.startsWith(`Nova reserva ${ref}`))!;
    expect(notice.headers.get("to")).toBe("reservas@quinta-chauffeur.pt");
    expect(notice.text).toContain(`Data / Date: 15/07/${summer.slice(0, 4)}`);
    expect(notice.html).toMatch(/<html[^>]* lang="pt"/);
    expect(notice.attachments).toHaveLength(0);
  });
});
