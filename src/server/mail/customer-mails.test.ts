import { describe, expect, it } from "vitest";
import type { bookings } from "../db/schema.ts";
import { paymentLinkMail, bookingDeletedMail } from "../modules/admin-bookings/admin-booking-mails.ts";
import {
  bookingAdminNoticeMail,
  bookingCancelledMail,
  bookingCancelledNoticeMail,
  bookingConfirmationMail,
  type BookingMailData,
} from "../modules/bookings/booking-mails.ts";
import { paymentConfirmedMail } from "../modules/payments/payment-confirmed-mail.ts";
import { defaultMailFrom, type MailCompany } from "./company.ts";
import { renderBrandedMail } from "./render.ts";
import type { BrandedMail } from "./types.ts";

const company: MailCompany = {
  name: "Lusitania Chauffeur",
  phone: "+351 289 000 000",
  whatsapp: "+351 912 345 678",
  email: "info@lusitania.example",
};

type Lang = "en" | "pt" | "fr" | "es" | "zh";
const LANGS: Lang[] = ["en", "pt", "fr", "es", "zh"];

const booking = (language: string, overrides: Partial<typeof bookings.$inferSelect> = {}): typeof bookings.$inferSelect =>
  ({
    id: "3f2a9c1e-7b7d-4c1e-9a55-0d6f1c2b3a4d",
    bookingType: "transfer",
    origin: "Faro Airport (FAO)",
    destination: "Vilamoura",
    bookingDate: "2026-07-15",
    bookingTime: "14:30:00",
    passengers: 3,
    vehicleId: null,
    vehicleClass: "Premium",
    tourId: null,
    flightNumber: "TP1901",
    specialRequests: null,
    customerName: "Marie Dupont",
    customerEmail: "marie@example.fr",
    customerPhone: "+33 6 12 34 56 78",
    totalPriceCents: 8500,
    status: "pending",
    language,
    outboundBookingId: null,
    ...overrides,
  }) as typeof bookings.$inferSelect;

const manageUrl = (lang: string) => `https://lusitania.example/booking/Tok_en-123?lang=${lang}`;

const data = (lang: string, overrides: Partial<typeof bookings.$inferSelect> = {}): BookingMailData => ({
  booking: booking(lang, overrides),
  vehicleName: "Mercedes E-Class",
  tourName: null,
  extras: [],
  manageUrl: manageUrl(lang),
});

const trip = { id: "3f2a9c1e-7b7d-4c1e-9a55-0d6f1c2b3a4d", origin: "Faro Airport (FAO)", destination: "Vilamoura", bookingDate: "2026-07-15", bookingTime: "14:30" };

/** Every customer mail for a language, keyed by what it is. */
const customerMails = (lang: Lang): Record<string, BrandedMail> => ({
  confirmation: bookingConfirmationMail(data(lang), "test"),
  returnConfirmation: bookingConfirmationMail(data(lang, { id: "99999999-0000-4000-8000-000000000000", outboundBookingId: trip.id }), "test"),
  paymentConfirmed: paymentConfirmedMail({ to: "marie@example.fr", customerName: "Marie Dupont", amountCents: 8500, outbound: trip, language: lang, manageUrl: manageUrl(lang) }),
  paymentLink: paymentLinkMail({
    to: "marie@example.fr",
    customerName: "Marie Dupont",
    url: "https://checkout.example/pay?a=1&b=2",
    amountCents: 8500,
    testMode: false,
    outbound: trip,
    language: lang,
    manageUrl: manageUrl(lang),
  }),
  cancellation: bookingCancelledMail({ ...data(lang), refundCents: 8500, returnBooking: null }),
});

/** Hand-written: the subject's start and the heading of each mail, and the manage button, per language. */
const EXPECTED: Record<Lang, Record<string, string> & { manage: string }> = {
  en: {
    confirmation: "Booking received",
    returnConfirmation: "Return booking received",
    paymentConfirmed: "Payment confirmed",
    paymentLink: "Payment link — booking",
    cancellation: "Booking cancelled",
    manage: "Manage my booking",
  },
  pt: {
    confirmation: "Reserva recebida",
    returnConfirmation: "Reserva de regresso recebida",
    paymentConfirmed: "Pagamento confirmado",
    paymentLink: "Link de pagamento — reserva",
    cancellation: "Reserva cancelada",
    manage: "Gerir a minha reserva",
  },
  fr: {
    confirmation: "Réservation reçue",
    returnConfirmation: "Réservation du retour reçue",
    paymentConfirmed: "Paiement confirmé",
    paymentLink: "Lien de paiement — réservation",
    cancellation: "Réservation annulée",
    manage: "Gérer ma réservation",
  },
  es: {
    confirmation: "Reserva recibida",
    returnConfirmation: "Reserva de vuelta recibida",
    paymentConfirmed: "Pago confirmado",
    paymentLink: "Enlace de pago — reserva",
    cancellation: "Reserva cancelada",
    manage: "Gestionar mi reserva",
  },
  zh: {
    confirmation: "已收到您的预订",
    returnConfirmation: "已收到您的返程预订",
    paymentConfirmed: "付款已确认",
    paymentLink: "付款链接 — 预订",
    cancellation: "预订已取消",
    manage: "管理我的预订",
  },
};

describe("the customer's e-mails in their language", () => {
  for (const lang of LANGS) {
    it(`${lang}: every mail has its subject, the manage button with the exact link, and a plain-text part with it`, async () => {
      for (const [what, mail] of Object.entries(customerMails(lang))) {
        expect(mail.subject.startsWith(EXPECTED[lang][what]!), `${what} subject: ${mail.subject}`).toBe(true);
        const { html, text } = await renderBrandedMail(mail.branded, company);
        expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
        // The button: a link to the exact URL whose label is the translated "Manage my booking".
        expect(html.indexOf(`href="${manageUrl(lang)}"`)).toBeGreaterThan(0);
        const button = html.slice(html.indexOf(`href="${manageUrl(lang)}"`));
        expect(button.slice(0, button.indexOf("</a>"))).toContain(`>${EXPECTED[lang].manage}</span>`);
        expect(text).toContain(`${EXPECTED[lang].manage}:\n${manageUrl(lang)}`);
        expect(text).toContain(mail.branded.heading);
        expect(html).toContain("max-width:600px");
      }
    });
  }

  it("French: real French phrases, dates and money", async () => {
    const { html, text } = await renderBrandedMail(bookingConfirmationMail(data("fr"), "test").branded, company);
    for (const part of [
      "Bonjour Marie Dupont,",
      "mer. 15 juillet 2026",
      "votre chauffeur vous attend dans le hall des arrivées avec une pancarte à votre nom",
      "les 60 premières minutes d’attente après l’atterrissage sont offertes",
      "votre chauffeur attend jusqu’à 15 minutes",
    ]) {
      expect(text).toContain(part);
      expect(html).toContain(part);
    }
    expect(html).toContain("À votre écoute 24 h/24, 7 j/7");
    expect(text).toContain("À VOTRE ÉCOUTE 24 H/24, 7 J/7");
    expect(text).toMatch(/Prix: 85,00\s€/u);
  });

  it("Chinese: real Chinese phrases and the date in Chinese", async () => {
    const { text } = await renderBrandedMail(bookingConfirmationMail(data("zh"), "off").branded, company);
    expect(text).toContain("Marie Dupont，您好：");
    expect(text).toContain("2026年7月15日");
    expect(text).toContain("司机将在到达大厅举着写有您姓名的接机牌等候");
    expect(text).toContain("我们的团队将与您联系");
  });

  it("Portuguese: dates dd/MM/yyyy and money 85,00 €", async () => {
    const { text } = await renderBrandedMail(bookingConfirmationMail(data("pt"), "test").branded, company);
    expect(text).toContain("Data: 15/07/2026");
    expect(text).toMatch(/Preço: 85,00\s€/u);
  });

  it("an unknown language gets English", () => {
    expect(bookingConfirmationMail(data("de"), "test").subject).toBe("Booking received — 3f2a9c1e");
  });
});

describe("the layout", () => {
  it("escapes what the customer typed", async () => {
    const evil = data("en", { customerName: "<script>alert(1)</script>", specialRequests: '<img src=x onerror="x()">' });
    const { html, text } = await renderBrandedMail(bookingConfirmationMail(evil, "test").branded, company);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(text).toContain("Hello <script>alert(1)</script>,"); // plain text is not HTML
  });

  it("shows the company's wordmark, phone, WhatsApp and e-mail", async () => {
    const { html, text } = await renderBrandedMail(bookingConfirmationMail(data("en"), "test").branded, company);
    expect(html).toContain(">Lusitania Chauffeur<");
    expect(html).toContain('href="tel:+351289000000"');
    expect(html).toContain('href="https://wa.me/351912345678"');
    expect(html).toContain('href="mailto:info@lusitania.example"');
    expect(html).toContain("#0b1423"); // navy
    expect(html).toContain("#dcab53"); // gold
    expect(text).toContain("WhatsApp: https://wa.me/351912345678");
    expect(text).toContain("Phone: +351 289 000 000");
  });

  it("the payment link mail has the Pay button to the checkout, then the manage button", async () => {
    const mail = customerMails("es").paymentLink!;
    const { html, text } = await renderBrandedMail(mail.branded, company);
    expect(html).toContain('href="https://checkout.example/pay?a=1&amp;b=2"');
    expect(html.indexOf("Pagar 85,00")).toBeLessThan(html.indexOf("Gestionar mi reserva"));
    expect(text).toMatch(/Pagar 85,00\s€:\nhttps:\/\/checkout\.example\/pay\?a=1&b=2/u);
  });

  it("a test payment says so in the customer's language and in English", async () => {
    const mail = paymentConfirmedMail({ to: "a@b.c", customerName: "Ana", amountCents: 100, testMode: true, outbound: trip, language: "fr", manageUrl: manageUrl("fr") });
    expect(mail.subject).toBe("[TEST PAYMENT — no card was charged] Paiement confirmé — réservation 3f2a9c1e");
    const { text } = await renderBrandedMail(mail.branded, company);
    expect(text).toContain("PAIEMENT DE TEST — aucune carte n’a été débitée (TEST PAYMENT — no card was charged)");
    expect(text).not.toContain("Nous avons bien reçu votre paiement");
  });
});

describe("cancellation", () => {
  it("states the refund in the customer's language and money format", async () => {
    const { text } = await renderBrandedMail(bookingCancelledMail({ ...data("fr"), refundCents: 4250, returnBooking: null }).branded, company);
    expect(text).toMatch(/Un remboursement de 42,50\s€ sera versé sur la carte utilisée pour le paiement/u);
  });

  it("says when the policy gives no refund, and lists the return trip", async () => {
    const back = booking("zh", { id: "99999999-0000-4000-8000-000000000000", origin: "Vilamoura", destination: "Faro Airport (FAO)" });
    const { text } = await renderBrandedMail(bookingCancelledMail({ ...data("zh"), refundCents: 0, returnBooking: back }).branded, company);
    expect(text).toContain("根据我们的取消政策，本次取消不予退款。");
    expect(text).toContain("返程");
    expect(text).toContain("99999999");
  });
});

describe("the company's notices stay in Portuguese", () => {
  it("cancellation notice, booking notice and deleted notice", async () => {
    const fr = data("fr");
    const notice = bookingCancelledNoticeMail("ops@lusitania.example", { ...fr, refundCents: 0 });
    expect(notice.subject).toBe("Reserva cancelada pelo cliente 3f2a9c1e — Marie Dupont");
    const rendered = await renderBrandedMail(notice.branded, company);
    expect(rendered.html).toMatch(/<html[^>]* lang="pt"/);
    expect(rendered.text).toContain("Sem reembolso (política de cancelamento).");
    expect(rendered.text).not.toContain("Gérer");
    expect(rendered.html).not.toContain(fr.manageUrl); // the customer's private link stays theirs

    const refunded = await renderBrandedMail(bookingCancelledNoticeMail("ops@x.pt", { ...fr, refundCents: 8500 }).branded, company);
    expect(refunded.text).toMatch(/Reembolso: 85,00\s€/u);

    const created = bookingAdminNoticeMail("ops@x.pt", [fr], { siteUrl: "https://x.pt/" });
    expect(created.subject).toBe("Nova reserva 3f2a9c1e — Marie Dupont");
    const createdText = (await renderBrandedMail(created.branded, company)).text;
    expect(createdText).toContain("Data / Date: 15/07/2026");
    expect(createdText).toContain("Idioma do cliente / Customer's language: Francês (fr)");
    expect(createdText).toContain(`Abrir no painel de administração:\nhttps://x.pt/admin?tab=bookings&booking=${fr.booking.id}`);

    const deleted = bookingDeletedMail("ops@x.pt", { booking: fr.booking, vehicleName: null, tourName: null, deletedBy: "Admin" });
    expect((await renderBrandedMail(deleted.branded, company)).text).toContain("A reserva seguinte foi apagada no painel administrativo.");
  });
});

describe("defaultMailFrom", () => {
  it("is the company's name at bookings@ the domain of its e-mail", () => {
    expect(defaultMailFrom({ name: "Lusitania Chauffeur", email: "info@lusitania-chauffeur.pt" })).toEqual({
      name: "Lusitania Chauffeur",
      address: "bookings@lusitania-chauffeur.pt",
    });
    expect(defaultMailFrom({ name: "X", email: "" })).toEqual({ name: "X", address: "bookings@localhost" });
  });
});
