// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "../../test/render-with-providers.tsx";
import Calendar from "./calendar.tsx";
import { MinimumNotice, pickupNoticeMessage } from "./minimum-notice.tsx";
import { PlaceInput } from "./place-input.tsx";
import { TimeField } from "./time-field.tsx";

afterEach(cleanup);

describe("date picker", () => {
  it("shows the month in Portuguese with the weeks starting on Monday, and days before the first one disabled", () => {
    const onSelect = vi.fn();
    render(<Calendar value="" min="2026-12-10" language="pt" onSelect={onSelect} />);
    const grid = screen.getByRole("grid");
    expect(grid.getAttribute("aria-label")).toBe("dezembro 2026");
    const weekdays = Array.from(grid.querySelectorAll("th"), (th) => th.textContent);
    expect(weekdays[0]).toBe("seg");
    expect(weekdays[6]).toBe("dom");
    // 1 December 2026 is a Tuesday: the first row starts with an empty Monday.
    const firstRow = grid.querySelector("tbody tr")!;
    expect(firstRow.querySelector("td")?.textContent).toBe("");
    expect((within(grid).getByText("9", { selector: "button" }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(grid).getByText("10", { selector: "button" }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(grid).getByText("15", { selector: "button" }));
    expect(onSelect).toHaveBeenCalledWith("2026-12-15");
  });

  it("offers month and year selects only when asked (the admin panel): ten years back to two ahead", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T12:00:00Z"));
    try {
      const onSelect = vi.fn();
      const { unmount } = render(<Calendar value="" min="2026-12-10" language="pt" onSelect={onSelect} />);
      expect(screen.queryByRole("combobox")).toBeNull();
      unmount();

      render(<Calendar value="" language="pt" monthYearSelects onSelect={onSelect} />);
      const years = screen.getByRole("combobox", { name: "Escolha o ano" }) as HTMLSelectElement;
      expect(Array.from(years.options, (o) => o.value)).toEqual(["2016", "2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025", "2026", "2027", "2028"]);
      fireEvent.change(years, { target: { value: "2017" } });
      fireEvent.change(screen.getByRole("combobox", { name: "Escolha o mês" }), { target: { value: "4" } });
      const grid = screen.getByRole("grid");
      expect(grid.getAttribute("aria-label")).toBe("maio 2017");
      fireEvent.click(within(grid).getByText("31", { selector: "button" }));
      expect(onSelect).toHaveBeenCalledWith("2017-05-31");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("time field", () => {
  function Harness() {
    const [value, setValue] = useState("");
    return (
      <>
        <label htmlFor="t">Hora</label>
        <TimeField id="t" value={value} onChange={setValue} minuteLabel="Minutos" />
        <output>{value}</output>
      </>
    );
  }

  it("is 24-hour: hours 00 to 23 and minutes in 5-minute steps", () => {
    render(<Harness />);
    const hours = within(screen.getByLabelText("Hora")).getAllByRole("option").slice(1);
    expect(hours.map((o) => o.textContent)).toEqual(Array.from({ length: 24 }, (_, h) => String(h).padStart(2, "0")));
    expect(screen.queryByText(/AM|PM/)).toBeNull();
    const minutes = within(screen.getByLabelText("Minutos")).getAllByRole("option").slice(1);
    expect(minutes.map((o) => o.textContent)).toEqual([
      "00",
      "05",
      "10",
      "15",
      "20",
      "25",
      "30",
      "35",
      "40",
      "45",
      "50",
      "55",
    ]);
    fireEvent.change(screen.getByLabelText("Hora"), { target: { value: "21" } });
    expect(screen.getByRole("status").textContent).toBe("21:00");
    fireEvent.change(screen.getByLabelText("Minutos"), { target: { value: "45" } });
    expect(screen.getByRole("status").textContent).toBe("21:45");
  });
});

describe("place suggestions", () => {
  function Harness() {
    const [value, setValue] = useState("");
    return (
      <>
        <label htmlFor="p">Origem</label>
        <PlaceInput id="p" value={value} onValueChange={setValue} language="en" noResultsText="none" />
        <output>{value}</output>
      </>
    );
  }

  it("never shows or picks the answer of an older query, even when it arrives last", async () => {
    const pending = new Map<string, (r: Response) => void>();
    globalThis.fetch = vi.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) =>
          pending.set(new URL(String(input), "http://x").searchParams.get("q")!, resolve),
        ),
    ) as unknown as typeof fetch;
    const answer = (q: string, label: string) =>
      act(async () => pending.get(q)!(jsonResponse({ suggestions: [{ id: label, label }] })));

    renderWithProviders(<Harness />);
    const input = screen.getByLabelText("Origem");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "Far" } });
    await waitFor(() => expect(pending.has("Far")).toBe(true));
    fireEvent.change(input, { target: { value: "Faro airport" } });
    await waitFor(() => expect(pending.has("Faro airport")).toBe(true));

    // The newer query is answered first, then the older one.
    await answer("Faro airport", "Aeroporto de Faro");
    await answer("Far", "Farmácia Central");
    expect(await screen.findByRole("option", { name: /Aeroporto de Faro/ })).toBeTruthy();
    expect(screen.queryByRole("option", { name: /Farmácia/ })).toBeNull();

    // Typing clears the list at once: Enter cannot pick a suggestion of the text before.
    fireEvent.change(input, { target: { value: "Faro airport T" } });
    expect(screen.queryByRole("listbox")).toBeNull();
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(screen.getByRole("status").textContent).toBe("Faro airport T");
  });
});

describe("minimum notice", () => {
  const now = new Date("2026-07-01T10:00:00Z"); // 11:00 in Lisbon (summer time)

  it("refuses a pickup in the past or sooner than the notice, in Lisbon time", () => {
    expect(pickupNoticeMessage("2026-07-01", "10:30", 24, now)).toBe("A hora de recolha já passou");
    expect(pickupNoticeMessage("2026-07-02", "10:59", 24, now)).toBe(
      "Reservas com menos de 24 horas de antecedência: contacte-nos por telefone ou WhatsApp",
    );
    expect(pickupNoticeMessage("2026-07-02", "11:00", 24, now)).toBeNull();
    expect(pickupNoticeMessage("2026-07-02", "", 24, now)).toBeNull();
  });

  it("shows the message in the page's language with the company's phone and WhatsApp", async () => {
    globalThis.fetch = vi.fn(async () =>
      jsonResponse({
        items: [
          { section: "company", key: "phone", value: "+351 289 111 222" },
          { section: "company", key: "whatsapp", value: "+351 912 000 111" },
        ],
      }),
    ) as unknown as typeof fetch;
    renderWithProviders(<MinimumNotice message={pickupNoticeMessage("2026-07-01", "18:00", 24, now)} />);
    expect(screen.getByText("Bookings less than 24 hours ahead: please contact us by phone or WhatsApp")).toBeTruthy();
    const call = await screen.findByRole("link", { name: /Call \+351 289 111 222/ });
    expect(call.getAttribute("href")).toBe("tel:+351289111222");
    expect(screen.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")).toBe("https://wa.me/351912000111");
  });
});
