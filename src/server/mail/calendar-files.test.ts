/**
 * The .ics files a booking's customer gets, as the e-mails and the booking page carry them:
 * TENTATIVE while pending, CONFIRMED once confirmed, and with the cancellation e-mail an update
 * (METHOD:CANCEL, STATUS:CANCELLED, the same UIDs, a higher SEQUENCE) that removes the events.
 * Each file is read back with ical.js, and every line's length is counted in octets here.
 */
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, mailOutbox, siteContent, vehicles } from "../db/schema.ts";
import { seedDemoCatalogue } from "../db/seed.ts";
import { addDays, lisbonToday } from "../../domain/lisbon-date.ts";
import { mintBookingToken } from "../modules/manage-booking/tokens.ts";
import { transferBookingBody } from "../../../test-support/booking-body.ts";
import { createTestApp, type TestApp } from "../../../test-support/test-app.ts";

const COMPANY = 'Transportes "Lusitânia", Lda — Faro';

let t: TestApp;
let economy: typeof vehicles.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  const company = (key: string) => and(eq(siteContent.section, "company"), eq(siteContent.contentKey, key));
  await t.db.update(siteContent).set({ contentValue: COMPANY }).where(company("name"));
  await t.db.update(siteContent).set({ contentValue: "reservas@lusitania.example" }).where(company("email"));
  [economy] = (await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1)) as [typeof economy];
});
afterAll(() => t.close());

interface ReadCalendar {
  method: string;
  events: { uid: string; status: string; sequence: number; summary: string; organizerName: string }[];
}

/** Checks the file's lines (CRLF, at most 75 octets each, no character cut) and reads it with ical.js. */
function readCalendar(ics: string): ReadCalendar {
  expect(ics.endsWith("\r\n")).toBe(true);
  for (const line of ics.slice(0, -2).split("\r\n")) {
    expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
    expect(line).not.toContain("\n");
    expect(line).not.toContain("\uFFFD");
  }
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    events: calendar.getAllSubcomponents("vevent").map((vevent) => ({
      uid: String(vevent.getFirstPropertyValue("uid")),
      status: String(vevent.getFirstPropertyValue("status")),
      sequence: Number(vevent.getFirstPropertyValue("sequence")),
      summary: String(vevent.getFirstPropertyValue("summary")),
      organizerName: String(vevent.getFirstProperty("organizer")?.getParameter("cn")),
    })),
  };
}

/** The one .ics attached to the queued mail of `kind` for `reference`. */
async function attachedCalendar(kind: string, reference: string) {
  const rows = (await t.db.select().from(mailOutbox)).filter((row) => row.kind === kind && row.subject.endsWith(reference));
  expect(rows, kind).toHaveLength(1);
  const files = (rows[0]!.attachments ?? []).filter((a) => a.filename.endsWith(".ics"));
  expect(files, `${kind} carries one .ics`).toHaveLength(1);
  const [file] = files as [(typeof files)[number]];
  return { file, ics: Buffer.from(file.contentBase64, "base64").toString("utf8") };
}

describe("a round trip's calendar files, from booking to cancellation", () => {
  it("pending: TENTATIVE; confirmed: CONFIRMED; cancelled: METHOD:CANCEL, CANCELLED, same UIDs, higher SEQUENCE", async () => {
    const body = transferBookingBody(economy, { returnTrip: true, returnDate: addDays(lisbonToday(), 14), returnTime: "09:15" });
    const booked = await t.request("/api/bookings?lang=pt", { json: body });
    expect(booked.status).toBe(201);
    const ref = body.id.slice(0, 8);
    const [back] = await t.db.select().from(bookings).where(eq(bookings.outboundBookingId, body.id));
    expect(back).toBeDefined();
    const uids = [`${body.id}@booking`, `${back!.id}@booking`];

    // The confirmation e-mail, sent while the booking is pending.
    const confirmation = await attachedCalendar("booking_confirmation", ref);
    expect(confirmation.file.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    const pending = readCalendar(confirmation.ics);
    expect(pending.method).toBe("PUBLISH");
    expect(pending.events.map((e) => [e.uid, e.status, e.sequence])).toEqual([
      [uids[0], "TENTATIVE", 0],
      [uids[1], "TENTATIVE", 0],
    ]);
    // The company's name with its quote, comma and dash reads back whole.
    expect(pending.events[0]!.organizerName).toBe(COMPANY);
    expect(pending.events[0]!.summary).toContain(COMPANY);

    // Confirmed (as a payment or the admin would set it): the booking page's file says so.
    await t.db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, body.id));
    await t.db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, back!.id));
    const token = await mintBookingToken(t.db, body.id);
    const download = await t.request(`/api/manage/${token}/calendar.ics`);
    expect(download.status).toBe(200);
    const confirmed = readCalendar(await download.text());
    expect(confirmed.events.map((e) => [e.uid, e.status])).toEqual([
      [uids[0], "CONFIRMED"],
      [uids[1], "CONFIRMED"],
    ]);
    for (const [i, event] of confirmed.events.entries()) expect(event.sequence).toBeGreaterThan(pending.events[i]!.sequence);

    // Cancelled by the customer: the cancellation e-mail carries the update.
    const cancel = await t.request(`/api/manage/${token}/cancel`, { json: { expectedRefundCents: 0 } });
    expect(cancel.status).toBe(200);
    const cancellation = await attachedCalendar("booking_cancelled", ref);
    expect(cancellation.file.filename).toBe(`booking-${ref}.ics`);
    expect(cancellation.file.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const cancelled = readCalendar(cancellation.ics);
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.events.map((e) => [e.uid, e.status])).toEqual([
      [uids[0], "CANCELLED"],
      [uids[1], "CANCELLED"],
    ]);
    for (const [i, event] of cancelled.events.entries()) {
      expect(event.sequence).toBeGreaterThan(confirmed.events[i]!.sequence);
      expect(event.sequence).toBeGreaterThan(pending.events[i]!.sequence);
    }
    expect(cancelled.events[0]!.organizerName).toBe(COMPANY);
    // The company's own notice carries no calendar.
    const notice = (await t.db.select().from(mailOutbox)).find((row) => row.kind === "booking_cancelled_notice" && row.subject.includes(ref));
    expect(notice?.attachments ?? []).toEqual([]);
  });
});
