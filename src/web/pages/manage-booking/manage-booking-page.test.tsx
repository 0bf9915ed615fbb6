// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n.ts";
import frManage from "../../locales/fr/manage.json";
import { jsonResponse, mockFetch, pendingResponse, renderWithProviders } from "../../test/render-with-providers.tsx";
import { makeManagedBooking, makeTrip } from "./manage-booking-fixtures.ts";
import { ManageBookingPage } from "./manage-booking-page.tsx";

const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEF";
const API = `/api/manage/${TOKEN}`;
const assign = vi.fn();

i18n.addResourceBundle("fr", "manage", frManage, true, true);

beforeEach(async () => {
  Object.defineProperty(window, "location", { value: { ...window.location, assign }, writable: true });
  assign.mockReset();
  await i18n.changeLanguage("fr");
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

const renderPage = (query = "") =>
  renderWithProviders(<ManageBookingPage />, { route: `/booking/${TOKEN}${query}`, path: "/booking/:token" });

/** The JSON body of the n-th call to a path. */
function bodyOf(fetchMock: ReturnType<typeof mockFetch>, path: string, n = 0) {
  const calls = fetchMock.mock.calls.filter(([input]) => String(input).startsWith(path));
  const init = calls[n]?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
/** Text with its no-break spaces (money, "100 %") as plain spaces, to compare with hand-written strings. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ");
const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.split("?")[0] === path);

describe("the booking page /booking/:token", () => {
  it("shows the skeleton while loading", () => {
    mockFetch({ [API]: pendingResponse });
    renderPage();
    expect(screen.getByRole("status").textContent).toContain("Chargement de votre réservation…");
  });

  it("shows the booking and its return trip in French: dates, 24 h times, amounts, extras, status", async () => {
    const fetchMock = mockFetch({ [API]: () => jsonResponse(makeManagedBooking()) });
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Votre réservation" })).toBeTruthy();
    expect(screen.getByTestId("booking-reference").textContent).toBe("a1b2c3d4");
    expect(callsTo(fetchMock, API)[0]).toBe(`${API}?lang=fr`);

    const outbound = screen.getByRole("heading", { name: "Votre trajet" }).closest("[data-testid^=trip-]") as HTMLElement;
    const back = screen.getByRole("heading", { name: "Trajet retour" }).closest("[data-testid^=trip-]") as HTMLElement;
    expect(within(outbound).getByText("samedi 12 décembre 2026")).toBeTruthy();
    expect(within(outbound).getByText("14:30")).toBeTruthy();
    expect(within(outbound).getByText("3 passagers")).toBeTruthy();
    expect(within(outbound).getByText("TP1901")).toBeTruthy();
    expect(within(outbound).getByText("Siège enfant")).toBeTruthy();
    expect(within(outbound).getByText("10,00 €")).toBeTruthy();
    expect(within(outbound).getByText("90,00 €")).toBeTruthy();
    expect(within(outbound).getByText("Siège bébé, s'il vous plaît")).toBeTruthy();
    expect(within(outbound).getByText(/Mercedes-Benz Classe E/)).toBeTruthy();
    expect(within(outbound).getByText("Confirmée")).toBeTruthy();
    expect(outbound.querySelector('img[src="/artwork/vehicles/executive-saloon.svg"]')).toBeTruthy(); // Premium
    expect(within(back).getByText("samedi 19 décembre 2026")).toBeTruthy();
    expect(within(back).getByText("09:05")).toBeTruthy();
    expect(within(back).getByText("Hotel Vila Joya, Albufeira")).toBeTruthy();

    const payment = screen.getByRole("heading", { name: "Paiement" }).closest("div.space-y-4") as HTMLElement;
    expect(within(payment).getAllByText("100,00 €")).toHaveLength(2); // total and paid
    expect(within(payment).getByText("Payé intégralement. Merci !")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Payer maintenant/ })).toBeNull();

    // Calendar, what happens next and the company's contacts.
    expect(screen.getByRole("link", { name: "Ajouter à l'agenda" }).getAttribute("href")).toBe(`${API}/calendar.ics?lang=fr`);
    expect(screen.getByRole("heading", { name: "Et ensuite ?" })).toBeTruthy();
    expect(screen.getByText(/60 minutes à l'aéroport/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Appeler le +351 912 345 678" }).getAttribute("href")).toBe("tel:+351912345678");
    expect(screen.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toBe("https://wa.me/351912345678");
    expect(screen.getByRole("link", { name: "Écrire à reservas@lusitania.example" }).getAttribute("href")).toBe(
      "mailto:reservas@lusitania.example",
    );
    expect(document.title).toBe("Réservation a1b2c3d4 | Lusitania Chauffeur");
  });

  it("lists a group's vehicles one by one, and its total is every vehicle's price", async () => {
    const second = makeTrip({ id: "c9d0e1f2-0000-4000-8000-000000000003", reference: "c9d0e1f2", passengers: 7, vehicleClass: "Van", extras: [], totalPriceCents: 7500 });
    const group = makeManagedBooking({
      booking: makeTrip({ passengers: 7, vehicleClass: "Van", totalPriceCents: 8500 }),
      returnBooking: null,
      groupBookings: [second],
      payment: { state: "paid", amountDueCents: 0, amountPaidCents: 16000, refundedCents: 0, testMode: true },
    });
    mockFetch({ [API]: () => jsonResponse(group) });
    renderPage();

    expect(await screen.findByRole("heading", { name: "Véhicule 1 sur 2" })).toBeTruthy();
    const last = screen.getByRole("heading", { name: "Véhicule 2 sur 2" }).closest("[data-testid^=trip-]") as HTMLElement;
    expect(within(last).getByText("7 passagers")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Votre trajet" })).toBeNull();
    const payment = screen.getByRole("heading", { name: "Paiement" }).closest("div.space-y-4") as HTMLElement;
    // 85,00 € + 75,00 €: the total is the group's, as paid.
    expect(within(payment).getAllByText("160,00 €")).toHaveLength(2);
  });

  it("says Booking received when opened with ?created=1", async () => {
    mockFetch({ [API]: () => jsonResponse(makeManagedBooking()) });
    renderPage("?created=1");
    expect(await screen.findByText("Réservation reçue")).toBeTruthy();
  });

  it("Pay now asks for a checkout of the same booking and goes there", async () => {
    const fetchMock = mockFetch({
      [API]: () =>
        jsonResponse(
          makeManagedBooking({
            booking: makeTrip({ status: "pending" }),
            payment: { state: "pending", amountDueCents: 10000, amountPaidCents: 0, refundedCents: 0, testMode: true },
            cancellation: { allowed: true, refundPercent: 100, refundCents: 0 },
          }),
        ),
      [`${API}/checkout`]: () => jsonResponse({ url: "https://checkout.example/cs_123" }),
    });
    renderPage();

    fireEvent.click(await screen.findByRole("button", { name: /^Payer maintenant 100,00\s€$/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.example/cs_123"));
    expect(callsTo(fetchMock, `${API}/checkout`)).toEqual([`${API}/checkout?lang=fr`]);
    expect(bodyOf(fetchMock, `${API}/checkout`)).toEqual({});
    expect(callsTo(fetchMock, "/api/bookings")).toEqual([]); // no second booking
  });

  it("Pay now shows the server's refusal in the page's language, by its code", async () => {
    mockFetch({
      [API]: () =>
        jsonResponse(
          makeManagedBooking({
            payment: { state: "pending", amountDueCents: 10000, amountPaidCents: 0, refundedCents: 0, testMode: false },
          }),
        ),
      [`${API}/checkout`]: () =>
        jsonResponse({ error: { code: "payment_unavailable", message: "Pagamento indisponível." } }, 503),
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: /Payer maintenant/ }));
    expect(await screen.findByText("Le paiement n'est pas disponible pour le moment. Réessayez dans quelques minutes.")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it("the cancel dialog states the refund before confirming, then sends expectedRefundCents and shows the cancelled state", async () => {
    let cancelled = false;
    const fetchMock = mockFetch({
      [API]: () =>
        jsonResponse(
          cancelled
            ? makeManagedBooking({
                booking: makeTrip({ status: "cancelled" }),
                returnBooking: null,
                payment: { state: "refunded", amountDueCents: 0, amountPaidCents: 10000, refundedCents: 10000, testMode: true },
                cancellation: { allowed: false, refundPercent: 100, refundCents: 10000 },
                changeRequest: { allowed: false },
              })
            : makeManagedBooking(),
        ),
      [`${API}/cancel`]: () => {
        cancelled = true;
        return jsonResponse({ status: "cancelled", refundCents: 10000, refundPercent: 100 });
      },
    });
    renderPage();

    fireEvent.click(await screen.findByRole("button", { name: "Annuler la réservation" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(plain(within(dialog).getByTestId("refund-statement").textContent)).toBe("Vous serez remboursé de 100,00 € (100 %).");
    expect(within(dialog).getByText(/plus de 48 heures avant la prise en charge, remboursement à 100 %/)).toBeTruthy();
    expect(within(dialog).getByText("Le trajet retour est également annulé.")).toBeTruthy();
    expect(callsTo(fetchMock, `${API}/cancel`)).toEqual([]); // nothing sent before confirming

    fireEvent.click(within(dialog).getByRole("button", { name: "Oui, annuler" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(bodyOf(fetchMock, `${API}/cancel`)).toEqual({ expectedRefundCents: 10000 });
    expect(callsTo(fetchMock, `${API}/cancel`)).toEqual([`${API}/cancel?lang=fr`]);
    expect(
      await screen.findByText(
        "Votre réservation a été annulée. 100,00 € seront remboursés sur votre moyen de paiement d'origine.",
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText("Annulée").length).toBeGreaterThan(0));
    expect(screen.queryByRole("button", { name: "Annuler la réservation" })).toBeNull();
    expect(screen.getByText("Remboursé")).toBeTruthy();
    // Nothing left to plan: no calendar, no change, no driver or waiting time; the contacts stay.
    expect(screen.queryByRole("link", { name: "Ajouter à l'agenda" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Demander une modification" })).toBeNull();
    expect(screen.queryByText(/60 minutes à l'aéroport/)).toBeNull();
    expect(screen.getByRole("link", { name: "Appeler le +351 912 345 678" })).toBeTruthy();
  });

  it("on 409 refund_changed shows the new refund and asks again, sending the new figure", async () => {
    const fetchMock = mockFetch({
      [API]: () => jsonResponse(makeManagedBooking()),
      [`${API}/cancel`]: (init) => {
        const body = JSON.parse(String(init?.body));
        return body.expectedRefundCents === 5000
          ? jsonResponse({ status: "cancelled", refundCents: 5000, refundPercent: 50 })
          : jsonResponse(
              { error: { code: "refund_changed", message: "Le remboursement a changé.", refundCents: 5000 } },
              409,
            );
      },
    });
    renderPage();

    fireEvent.click(await screen.findByRole("button", { name: "Annuler la réservation" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Oui, annuler" }));
    const dialog = screen.getByRole("alertdialog");
    await waitFor(() =>
      expect(plain(within(dialog).getByTestId("refund-statement").textContent)).toBe(
        "Le remboursement a changé depuis l'ouverture de cette page : vous serez désormais remboursé de 50,00 €. Souhaitez-vous toujours annuler ?",
      ),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuler avec le nouveau remboursement" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(bodyOf(fetchMock, `${API}/cancel`, 0)).toEqual({ expectedRefundCents: 10000 });
    expect(bodyOf(fetchMock, `${API}/cancel`, 1)).toEqual({ expectedRefundCents: 5000 });
    expect(await screen.findByText(/50,00 € seront remboursés/)).toBeTruthy();
  });

  it("states 50 %, no refund under 24 h, or nothing paid", async () => {
    const cases = [
      { paid: 10000, percent: 50 as const, cents: 5000, text: "Vous serez remboursé de 50,00 € (50 %)." },
      { paid: 10000, percent: 0 as const, cents: 0, text: "Aucun remboursement : moins de 24 heures avant la prise en charge." },
      { paid: 0, percent: 100 as const, cents: 0, text: "Rien n'a été payé : il n'y a donc rien à rembourser." },
    ];
    for (const c of cases) {
      mockFetch({
        [API]: () =>
          jsonResponse(
            makeManagedBooking({
              payment: { state: c.paid ? "paid" : "pending", amountDueCents: 10000 - c.paid, amountPaidCents: c.paid, refundedCents: 0, testMode: true },
              cancellation: { allowed: true, refundPercent: c.percent, refundCents: c.cents },
            }),
          ),
      });
      renderPage();
      fireEvent.click(await screen.findByRole("button", { name: "Annuler la réservation" }));
      expect(plain(within(await screen.findByRole("alertdialog")).getByTestId("refund-statement").textContent)).toBe(c.text);
      cleanup();
    }
  });

  it("refuses a change request within 24 h of pickup, with the reason", async () => {
    mockFetch({ [API]: () => jsonResponse(makeManagedBooking({ changeRequest: { allowed: false } })) });
    renderPage();
    const button = await screen.findByRole("button", { name: "Demander une modification" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/jusqu'à 24 heures avant la prise en charge/)).toBeTruthy();
  });

  it("sends a change request of 10 characters or more, trimmed", async () => {
    const fetchMock = mockFetch({
      [API]: () => jsonResponse(makeManagedBooking()),
      [`${API}/change-request`]: () => jsonResponse({ ok: true }, 201),
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Demander une modification" }));
    const dialog = await screen.findByRole("dialog");
    const textarea = within(dialog).getByLabelText("Votre message");
    fireEvent.change(textarea, { target: { value: "  court  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Envoyer la demande" }));
    expect(await within(dialog).findByText("Veuillez écrire au moins 10 caractères.")).toBeTruthy();
    expect(callsTo(fetchMock, `${API}/change-request`)).toEqual([]);

    fireEvent.change(textarea, { target: { value: "  Pouvez-vous venir à 15:30 ?  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Envoyer la demande" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodyOf(fetchMock, `${API}/change-request`)).toEqual({ message: "Pouvez-vous venir à 15:30 ?" });
  });

  it("an unknown link shows a friendly not-found page with the company's contacts, in French", async () => {
    mockFetch({
      [API]: () => jsonResponse({ error: { code: "not_found", message: "Réservation introuvable." } }, 404),
      "/api/content": () =>
        jsonResponse({
          items: [
            { section: "company", key: "phone", value: "+351 289 000 000" },
            { section: "company", key: "email", value: "info@lusitania.example" },
          ],
        }),
    });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Réservation introuvable" })).toBeTruthy();
    expect((await screen.findByRole("link", { name: "Appeler le +351 289 000 000" })).getAttribute("href")).toBe(
      "tel:+351289000000",
    );
    expect(screen.getByRole("link", { name: "Écrire à info@lusitania.example" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retour à l'accueil" }).getAttribute("href")).toBe("/");
  });

  it("a server error offers to try again", async () => {
    let calls = 0;
    mockFetch({
      [API]: () =>
        ++calls <= 2
          ? jsonResponse({ error: { code: "internal", message: "Erreur interne du serveur." } }, 500)
          : jsonResponse(makeManagedBooking()),
    });
    renderPage();
    expect(await screen.findByText("Impossible de charger votre réservation.")).toBeTruthy();
    expect(screen.getByText("Erreur interne du serveur.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Votre réservation" })).toBeTruthy();
  });
});
