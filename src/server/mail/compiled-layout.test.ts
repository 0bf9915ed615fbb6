import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { propertyRuns } from "../../../test-support/test-limits.ts";
import { bookingAdminNoticeMail, bookingConfirmationMail } from "../modules/bookings/booking-mails.ts";
import type { bookings } from "../db/schema.ts";
import type { MailCompany } from "./company.ts";
import { renderBrandedHtml, renderBrandedHtmlDirect } from "./compiled-layout.tsx";
import { layoutTexts } from "./render.ts";
import type { BrandedContent } from "./types.ts";

// The compiled layout must write the same bytes as rendering each mail with React: checked on
// the product's own mails in every language and on random mails (any text, empty ones, the
// characters HTML escapes, long previews), each shape rendered from the cache after its first use.

const company: MailCompany = { name: "Lusitania Chauffeur", phone: "+351 289 000 000", whatsapp: "+351 912 345 678", email: "info@lusitania.example" };

const same = async (content: BrandedContent, who: MailCompany = company) => {
  const texts = layoutTexts(content.language);
  const direct = await renderBrandedHtmlDirect(content, who, texts);
  expect(await renderBrandedHtml(content, who, texts)).toBe(direct);
  // The second time comes from the shape's template.
  expect(await renderBrandedHtml(content, who, texts)).toBe(direct);
};

const booking = (language: string, overrides: Partial<typeof bookings.$inferSelect> = {}) =>
  ({
    id: "3f2a9c1e-7b7d-4c1e-9a55-0d6f1c2b3a4d",
    bookingType: "transfer",
    origin: "Faro Airport (FAO) & <Terminal 1>",
    destination: "Vilamoura \"Marina\" l'Hôtel",
    bookingDate: "2026-07-15",
    bookingTime: "14:30:00",
    passengers: 3,
    vehicleId: null,
    vehicleClass: "Premium",
    tourId: null,
    flightNumber: "TP1901",
    specialRequests: "Cadeira de bebé",
    customerName: "王小明",
    customerEmail: "wang@example.cn",
    customerPhone: "+86 138 0000 0000",
    totalPriceCents: 8500,
    status: "pending",
    language,
    outboundBookingId: null,
    ...overrides,
  }) as typeof bookings.$inferSelect;

describe("the compiled layout", () => {
  it("writes the product's mails as React does, in every language", async () => {
    for (const language of ["en", "pt", "fr", "es", "zh"]) {
      const data = { booking: booking(language), vehicleName: "Mercedes E", tourName: null, extras: [{ name: "Child seat", priceCents: 1500 }], manageUrl: `https://lusitania.example/booking/Tok?lang=${language}&x=1` };
      for (const payments of ["test", "stripe", "off"] as const) await same(bookingConfirmationMail(data, payments).branded);
      await same(bookingAdminNoticeMail("info@lusitania.example", [data, { ...data, booking: booking(language, { outboundBookingId: "x" }) }], { siteUrl: "https://lusitania.example" }).branded);
    }
  });

  it("writes any mail as React does", async () => {
    const text = fc.oneof(fc.constant(""), fc.string({ maxLength: 12 }), fc.constantFrom("&", "<b>", '"q"', "'", "a&amp;b", "\u00a0", "😀"), fc.string({ unit: "grapheme", maxLength: 30 }));
    const lines = fc.array(text, { maxLength: 3 });
    const content: fc.Arbitrary<BrandedContent> = fc.record(
      {
        language: fc.constantFrom("en", "pt", "zh", "xx"),
        audience: fc.constantFrom("customer" as const, "company" as const),
        preview: fc.oneof(text, fc.string({ minLength: 140, maxLength: 170 })),
        heading: text,
        notice: text,
        intro: lines,
        sections: fc.array(fc.record({ title: text, rows: fc.array(fc.tuple(text, text), { maxLength: 3 }) }, { requiredKeys: ["rows"] }), { maxLength: 2 }),
        outro: lines,
        finePrint: lines,
        manageUrl: text,
        hideManageHint: fc.boolean(),
        buttons: fc.array(fc.record({ label: text, url: text }), { maxLength: 2 }),
        pickupNotes: fc.boolean(),
        reference: text,
      },
      { requiredKeys: ["language", "audience", "preview", "heading", "intro", "sections"] },
    );
    const who = fc.record({ name: fc.constantFrom("Lusitania", "A & B <Lda>"), phone: fc.constantFrom("", "+351 289 000 000"), whatsapp: fc.constantFrom("", "912"), email: fc.constantFrom("", "a@b.pt") });
    await fc.assert(fc.asyncProperty(content, who, async (c, w) => same(c, w)), { numRuns: propertyRuns(150) });
  }, 120_000);
});
