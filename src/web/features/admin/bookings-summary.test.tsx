// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { BookingsSummary } from "./bookings-summary.tsx";

afterEach(cleanup);

const SUMMARY = {
  today: "2026-07-10",
  tomorrow: "2026-07-11",
  jobsToday: 4,
  jobsTomorrow: 7,
  unassignedNext48h: 2,
  newMessages: 0,
  paymentsPending: 3,
};

/** The card of a label: its value and detail. */
const card = (label: string) => within(screen.getByText(label).closest("div")!);

describe("Resumo of the bookings tab", () => {
  it("shows four cards: today's and tomorrow's services, unassigned in 48 h, new messages, payments pending", async () => {
    const fetchMock = mockFetch({ "/api/admin/summary": () => jsonResponse({ summary: SUMMARY }) });
    renderWithProviders(<BookingsSummary />);
    const region = await screen.findByRole("region", { name: "Resumo" });
    await within(region).findByText("4");
    expect(within(region).getAllByRole("term").map((dt) => dt.textContent)).toEqual([
      "Serviços hoje",
      "Por atribuir (48 h)",
      "Mensagens novas",
      "Pagamentos pendentes",
    ]);
    expect(card("Serviços hoje").getByText("4")).toBeTruthy();
    expect(card("Serviços hoje").getByText("Amanhã (11/07/2026): 7")).toBeTruthy();
    expect(card("Por atribuir (48 h)").getByText("2")).toBeTruthy();
    expect(card("Mensagens novas").getByText("0")).toBeTruthy();
    expect(card("Pagamentos pendentes").getByText("3")).toBeTruthy();
    // Something to do is highlighted; nothing to do is not.
    expect(screen.getByText("Por atribuir (48 h)").closest("div")!.className).toContain("bg-amber-50");
    expect(screen.getByText("Mensagens novas").closest("div")!.className).not.toContain("bg-amber-50");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows dashes while loading and nothing when the summary cannot be read", async () => {
    let fail = false;
    mockFetch({
      "/api/admin/summary": () =>
        fail ? jsonResponse({ error: { code: "x", message: "Erro" } }, 500) : new Promise<Response>(() => {}),
    });
    renderWithProviders(<BookingsSummary />);
    expect(within(screen.getByRole("region", { name: "Resumo" })).getAllByText("—")).toHaveLength(4);
    cleanup();
    fail = true;
    renderWithProviders(<BookingsSummary />);
    await waitFor(() => expect(screen.queryByRole("region", { name: "Resumo" })).toBeNull());
  });
});
