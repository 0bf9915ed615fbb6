import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, extras, mailOutbox, vehicles } from "../../db/schema.ts";
import { seedDemoCatalogue } from "../../db/seed.ts";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";
import { transferBookingBody } from "../../../../test-support/booking-body.ts";

let t: TestApp;
let economy: typeof vehicles.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  [economy] = (await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1)) as [typeof vehicles.$inferSelect];
});
afterAll(() => t.close());

describe("the language a booking was made in", () => {
  it.each([
    ["?lang=fr", {}, "fr"],
    ["", { "accept-language": "zh-CN,zh;q=0.9" }, "zh"],
    ["?lang=de", { "accept-language": "de-DE" }, "en"],
    ["", {}, "en"],
  ] as const)("POST /api/bookings%s (%j) is kept as %s", async (query, headers, expected) => {
    const body = transferBookingBody(economy);
    const response = await t.request(`/api/bookings${query}`, { json: body, headers });
    expect(response.status).toBe(201);
    const [row] = await t.db.select({ language: bookings.language }).from(bookings).where(eq(bookings.id, body.id));
    expect(row?.language).toBe(expected);
  });
});

describe("the customer's e-mail in the booking's language", () => {
  const mailFor = async (bookingId: string, kind: string) => {
    const rows = await t.db.select().from(mailOutbox);
    return rows.find((m) => m.kind === kind && m.textBody!.includes(bookingId.slice(0, 8)))!;
  };

  it.each([
    ["fr", "Réservation reçue", "Bonjour Joana Costa,", "Siège bébé", "Francês (fr)"],
    ["zh", "已收到您的预订", "Joana Costa，您好：", "婴儿", "Chinês (zh)"],
    ["pt", "Reserva recebida", "Olá Joana Costa,", "Cadeira", "Português (pt)"],
    ["en", "Booking received", "Hello Joana Costa,", "Baby seat", "Inglês (en)"],
  ] as const)("?lang=%s: subject, greeting and extras in that language; the company's notice in Portuguese", async (lang, subject, hello, extra, language) => {
    const [seat] = await t.db.select().from(extras).where(eq(extras.name, "Baby seat (0-13 kg)"));
    const body = transferBookingBody(economy, { extraIds: [seat!.id] });
    expect((await t.request(`/api/bookings?lang=${lang}`, { json: body })).status).toBe(201);
    const mail = await mailFor(body.id, "booking_confirmation");
    expect(mail.subject.startsWith(subject)).toBe(true);
    expect(mail.textBody).toContain(hello);
    expect(mail.textBody).toContain(extra);
    const notice = await mailFor(body.id, "booking_admin_notification");
    expect(notice.subject).toMatch(/^Nova reserva /);
    expect(notice.textBody).toContain("Cadeira");
    // The notice says the customer's language and links to the booking in the admin panel.
    expect(notice.textBody).toContain(`Idioma do cliente / Customer's language: ${language}`);
    const link = `/admin?tab=bookings&booking=${body.id}`;
    expect(notice.textBody).toMatch(new RegExp(`Abrir no painel de administração:\\nhttps?://[^\\s]+${link.replace(/[?&]/g, "\\$&")}`));
    expect(notice.htmlBody).toContain(`${link.replace("&", "&amp;")}"`);
  });
});
