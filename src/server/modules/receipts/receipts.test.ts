import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingReference } from "../../../domain/service-date.ts";
import { bookingExtras, bookings, companySettings, extras, payments, refunds, siteContent, tours } from "../../db/schema.ts";
import { insertTestTransfer } from "../../../../test-support/test-bookings.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../test-support/test-app.ts";
import { findCjkFontFile } from "./receipt-fonts.ts";
import { openCheckout } from "../../../../test-support/open-checkout.ts";

let t: TestApp;
let admin: TestUser;
let driver: TestUser;

/** The company as the site content says it: the receipt must print these, whatever they are. */
const COMPANY = {
  name: "Transportes Atlântico Sul, Lda.",
  address: "Rua do Município 7, 8000-398 Faro",
  email: "reservas@atlantico-sul.example",
  phone: "+351 289 111 222",
  nif: "509876543",
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser(["admin"]);
  driver = await t.createUser(["driver"]);
  await t.db.insert(siteContent).values(Object.entries(COMPANY).map(([contentKey, contentValue]) => ({ section: "company", contentKey, contentValue })));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(companySettings);
});

/** The PDF's text, every run of white space (no-break spaces too) as one space. */
async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ("str" in item) parts.push(item.str);
  }
  await pdf.destroy();
  return parts.join(" ").replace(/\s+/gu, " ");
}

/** Euros as the receipt writes them, with ordinary spaces (as pdfText gives them). */
const euros = (cents: number) =>
  `${new Intl.NumberFormat("pt-PT", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: "always" }).format(cents / 100)} €`.replace(/\s/gu, " ");

const receipt = (id: string, cookie = admin.cookie) => t.request(`/api/admin/bookings/${id}/receipt`, { cookie });

/** A payment recorded as paid by Stripe at `paidAt` (what the webhook leaves), the booking confirmed. */
async function payByStripe(bookingId: string, amountCents: number, paidAt = new Date("2030-05-01T13:05:00Z")) {
  await t.db.insert(payments).values({
    bookingId,
    provider: "stripe",
    providerSessionId: `cs_test_${randomUUID()}`,
    amountCents,
    status: "paid",
    url: "https://checkout.stripe.com/c/pay/cs_test",
    providerPaymentId: `pi_${randomUUID().slice(0, 8)}`,
    paidAt,
  });
  await t.db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, bookingId));
}

async function addExtra(bookingId: string, name: string, ptName: string, priceCents: number, quantity = 1) {
  const [extra] = await t.db
    .insert(extras)
    .values({ name, priceCents, translations: { pt: { name: ptName } } })
    .returning({ id: extras.id });
  await t.db.insert(bookingExtras).values({ bookingId, extraId: extra!.id, priceCents, quantity });
}

describe("GET /api/admin/bookings/:id/receipt", () => {
  it("is for admins only: 401 anonymous, 403 for a driver", async () => {
    const b = await insertTestTransfer(t.db);
    await payByStripe(b.outboundId, b.totalPriceCents);
    expect((await t.request(`/api/admin/bookings/${b.outboundId}/receipt`)).status).toBe(401);
    expect((await receipt(b.outboundId, driver.cookie)).status).toBe(403);
  });

  it("prints a paid transfer: company, customer, service, each line at the transfer rate (6 %), totals, payment", async () => {
    // 120,00 € paid: the transfer (110,00 €) and a child seat (10,00 €), VAT-inclusive at 6 %.
    const b = await insertTestTransfer(t.db, { totalPriceCents: 12_000 });
    await addExtra(b.outboundId, "Child seat", "Cadeira de criança", 1000);
    await payByStripe(b.outboundId, 12_000);
    const ref = bookingReference(b.outboundId);

    const response = await receipt(b.outboundId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="recibo-${ref}.pdf"`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await pdfText(await response.arrayBuffer());

    for (const value of Object.values(COMPANY)) expect(text).toContain(value);
    expect(text).toContain(`NIF ${COMPANY.nif}`);
    // Nouns, not the verb form "transfere".
    expect(text).not.toMatch(/transfere\b/i);
    expect(text).toContain("Recibo");
    expect(text).toContain(`N.º ${ref}`);
    expect(text).toContain("Ana Silva");
    expect(text).toContain(b.customerEmail);
    expect(text).toContain("Aeroporto de Faro → Albufeira");
    expect(text).toContain("12/06/2030 às 10:30");
    // 13:05 UTC on 1 May is 14:05 in Lisbon (summer time).
    expect(text).toContain("Data do pagamento: 01/05/2030 às 14:05");
    expect(text).toContain("Método: Cartão, pagamento online via Stripe");
    // By hand: 11 000 / 1.06 = 10 377.36 → 10 377 net, 623 VAT; 1 000 / 1.06 = 943.40 → 943 net, 57 VAT.
    expect(text).toContain(`Transferência: Aeroporto de Faro → Albufeira Reserva ${ref} · 12/06/2030 às 10:30 ${euros(10_377)} 6% ${euros(623)} ${euros(11_000)}`);
    expect(text).toContain(`Extra: Cadeira de criança ${euros(943)} 6% ${euros(57)} ${euros(1000)}`);
    // Totals are the lines' sums: 11 320 + 680 = 12 000 (the total split once would give 11 321 + 679).
    expect(text).toContain(`6% ${euros(11_320)} ${euros(680)} ${euros(12_000)}`);
    expect(text).toContain(`Total sem IVA ${euros(11_320)} IVA ${euros(680)} Total pago ${euros(12_000)}`);
    expect(euros(11_320)).toBe("113,20 €");
    expect(text).toContain("Este documento não é uma fatura certificada.");
    expect(text).toContain("Taxas de IVA em vigor na data de emissão: transferências 6%, tours 23%");
  });

  it("prints a tour at the tour rate (23 %), its extras too, with thousands written 1 234,56 €", async () => {
    const [tour] = await t.db
      .insert(tours)
      .values({ slug: `sintra-${randomUUID().slice(0, 8)}`, name: "Sintra and Cascais", durationHours: 8, translations: { pt: { name: "Sintra e Cascais" } } })
      .returning({ id: tours.id });
    const b = await insertTestTransfer(t.db, { totalPriceCents: 123_456, bookingType: "tour" });
    await t.db.update(bookings).set({ tourId: tour!.id }).where(eq(bookings.id, b.outboundId));
    await addExtra(b.outboundId, "Lunch", "Almoço", 1500, 2);
    await payByStripe(b.outboundId, 123_456);

    const text = await pdfText(await (await receipt(b.outboundId)).arrayBuffer());
    // By hand: the tour is 123 456 − 2 × 1 500 = 120 456; 120 456 / 1.23 = 97 931.71 → 97 932 net, 22 524 VAT;
    // the lunches 3 000 / 1.23 = 2 439.02 → 2 439 net, 561 VAT. Totals 100 371 + 23 085 = 123 456.
    expect(text).toContain(`Tour: Sintra e Cascais Reserva ${bookingReference(b.outboundId)} · 12/06/2030 às 10:30 979,32 € 23% 225,24 € 1 204,56 €`);
    expect(text).toContain("Extra: Almoço × 2 24,39 € 23% 5,61 € 30,00 €");
    expect(text).toContain("Total sem IVA 1 003,71 € IVA 230,85 € Total pago 1 234,56 €");
    expect(text).not.toContain(" 6% ");
  });

  it("uses the rates of the settings in force when it is printed, and prints them", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 12_000 });
    await addExtra(b.outboundId, "Child seat", "Cadeira de criança", 1000);
    await payByStripe(b.outboundId, 12_000);
    const saved = await t.request("/api/admin/settings", {
      method: "PUT",
      cookie: admin.cookie,
      json: { address: "Faro", vatTransferPercent: 13.5, vatTourPercent: 22 },
    });
    expect(saved.status).toBe(201);

    const text = await pdfText(await (await receipt(b.outboundId)).arrayBuffer());
    // By hand: 11 000 / 1.135 = 9 691.63 → 9 692 net, 1 308 VAT; 1 000 / 1.135 = 881.06 → 881 net, 119 VAT.
    expect(text).toContain(`${euros(9692)} 13,5% ${euros(1308)} ${euros(11_000)}`);
    expect(text).toContain(`Extra: Cadeira de criança ${euros(881)} 13,5% ${euros(119)} ${euros(1000)}`);
    expect(text).toContain(`Total sem IVA ${euros(10_573)} IVA ${euros(1427)} Total pago ${euros(12_000)}`);
    expect(text).toContain("transferências 13,5%, tours 22%");
  });

  it("prints one receipt for a return trip's payment, numbered by the outbound booking, from either booking", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 12_000, withReturn: true });
    await payByStripe(b.outboundId, 24_000);
    await t.db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, b.returnId!));
    const ref = bookingReference(b.outboundId);

    const fromReturn = await receipt(b.returnId!);
    expect(fromReturn.status).toBe(200);
    expect(fromReturn.headers.get("content-disposition")).toBe(`inline; filename="recibo-${ref}.pdf"`);
    const text = await pdfText(await fromReturn.arrayBuffer());
    expect(text).toContain(`N.º ${ref}`);
    expect(text).toContain(`Transferência: Aeroporto de Faro → Albufeira Reserva ${ref} · 12/06/2030 às 10:30 ${euros(11_321)} 6% ${euros(679)} ${euros(12_000)}`);
    expect(text).toContain(
      `Transferência (regresso): Albufeira → Aeroporto de Faro Reserva ${bookingReference(b.returnId!)} · 19/06/2030 às 08:15 ${euros(11_321)} 6% ${euros(679)} ${euros(12_000)}`,
    );
    expect(text).toContain(`Total sem IVA ${euros(22_642)} IVA ${euros(1358)} Total pago ${euros(24_000)}`);
    expect((await receipt(b.outboundId)).headers.get("content-disposition")).toBe(`inline; filename="recibo-${ref}.pdf"`);
  });

  it("prints a group in several vehicles as its vehicles, never as a return trip", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 12_000, withReturn: true });
    // The second row is the group's second vehicle, on the same trip (decision 0045).
    await t.db.update(bookings).set({ groupVehicle: 1, groupSize: 2 }).where(eq(bookings.id, b.outboundId));
    await t.db
      .update(bookings)
      .set({ groupVehicle: 2, groupSize: 2, origin: "Aeroporto de Faro", destination: "Albufeira", bookingDate: "2030-06-12", bookingTime: "10:30", status: "confirmed" })
      .where(eq(bookings.id, b.returnId!));
    await payByStripe(b.outboundId, 24_000);
    const text = await pdfText(await (await receipt(b.returnId!)).arrayBuffer());
    expect(text).not.toContain("regresso");
    expect(text).toContain(`Transferência (veículo 1 de 2): Aeroporto de Faro → Albufeira Reserva ${bookingReference(b.outboundId)}`);
    expect(text).toContain(`Transferência (veículo 2 de 2): Aeroporto de Faro → Albufeira Reserva ${bookingReference(b.returnId!)}`);
    expect(text).toContain(`Total pago ${euros(24_000)}`);
  });

  it("says a test-mode payment charged no card", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 5000 });
    const checkout = await openCheckout(t, b.outboundId);
    const sessionId = new URL(((await checkout.json()) as { url: string }).url).pathname.split("/").at(-1)!;
    const paid = await t.request(`/api/payments/test-checkout/${sessionId}/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(paid.status).toBeLessThan(400);
    const text = await pdfText(await (await receipt(b.outboundId)).arrayBuffer());
    expect(text).toContain("Método: Pagamento de teste (nenhum cartão foi cobrado)");
    expect(text).toContain(`Total pago ${euros(5000)}`);
  });

  it("prints a customer's name in any script (accents, Cyrillic, Chinese, Japanese)", async () => {
    const b = await insertTestTransfer(t.db, { totalPriceCents: 5000 });
    const cjk = findCjkFontFile("regular") !== null;
    const name = cjk ? "Zoë Ковалёва 王小明 やまだ" : "Zoë Ковалёва Łukasz Øberg";
    await t.db.update(bookings).set({ customerName: name }).where(eq(bookings.id, b.outboundId));
    await payByStripe(b.outboundId, 5000);
    const response = await receipt(b.outboundId);
    expect(response.status).toBe(200);
    expect(await pdfText(await response.arrayBuffer())).toContain(name);
  });

  describe("refuses, in Portuguese, what has no receipt", () => {
    const refused = async (id: string, status: number, code: string, message: string) => {
      const response = await receipt(id);
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: { code, message, requestId: expect.any(String) } });
    };
    const NOT_PAID = "Esta reserva não tem pagamento registado: o recibo só pode ser emitido para reservas pagas.";

    it("an unknown or malformed booking: 404", async () => {
      await refused(randomUUID(), 404, "not_found", "Reserva não encontrada");
      await refused("not-a-booking", 404, "not_found", "Reserva não encontrada");
    });

    it("an unpaid booking, one with only an open or expired checkout, one confirmed by hand: 409", async () => {
      const unpaid = await insertTestTransfer(t.db);
      await refused(unpaid.outboundId, 409, "not_paid", NOT_PAID);
      await openCheckout(t, unpaid.outboundId);
      expect(await t.db.select().from(payments).where(eq(payments.bookingId, unpaid.outboundId))).toHaveLength(1);
      await refused(unpaid.outboundId, 409, "not_paid", NOT_PAID);
      const confirmed = await insertTestTransfer(t.db, { status: "confirmed" });
      await refused(confirmed.outboundId, 409, "not_paid", NOT_PAID);
    });

    it("a refunded booking: 409", async () => {
      const b = await insertTestTransfer(t.db, { totalPriceCents: 8000, withReturn: true });
      await payByStripe(b.outboundId, 16_000);
      await t.db.insert(refunds).values({ bookingId: b.outboundId, provider: "stripe", amountCents: 8000, percent: 50 });
      for (const id of [b.outboundId, b.returnId!]) {
        await refused(id, 409, "refunded", "Esta reserva foi reembolsada: não é possível emitir o recibo.");
      }
    });

    it("a payment whose amount is not the booking's price: 409", async () => {
      const b = await insertTestTransfer(t.db, { totalPriceCents: 8000 });
      await payByStripe(b.outboundId, 7000);
      await refused(
        b.outboundId,
        409,
        "amount_mismatch",
        "Não é possível emitir o recibo: o valor pago não corresponde ao preço da reserva. Verifique o pagamento e o preço da reserva.",
      );
    });
  });
});
