import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";

/** Opens the date field named `label` and returns its month grid's popover. */
export async function openDatePopover(label: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByLabelText(label));
  // The month grid and its popover are downloaded the first time a date field opens.
  const grid = await screen.findByRole("grid");
  const popover = grid.closest<HTMLElement>('[role="dialog"]');
  if (!popover) throw new Error(`the month grid of ${label} is not in a popover`);
  return popover;
}

/** Waits until the month grid of `label` is closed and the focus is back on its field. */
async function closed(label: string) {
  const field = screen.getByLabelText(label);
  await waitFor(() => {
    expect(field.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(field);
  });
}

/** Closes the open month grid with Escape, as a keyboard user does. */
export async function closeDatePopover(label: string) {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
  await closed(label);
}

/**
 * Picks a day (YYYY-MM-DD) in the admin panel's date field named `label` as an admin does: opens
 * the month grid, chooses the year and the month in the header's selects, presses the day, and
 * waits for the grid to close.
 */
export async function pickAdminDate(label: string, iso: string) {
  const [year, month] = iso.split("-") as [string, string, string];
  const popover = await openDatePopover(label);
  fireEvent.change(within(popover).getByRole("combobox", { name: "Escolha o ano" }), { target: { value: String(Number(year)) } });
  fireEvent.change(within(popover).getByRole("combobox", { name: "Escolha o mês" }), { target: { value: String(Number(month) - 1) } });
  const day = popover.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`);
  const shown = within(popover).getByRole("grid").getAttribute("aria-label");
  if (!day) throw new Error(`the month grid of ${label} has no ${iso}: it shows ${shown}`);
  fireEvent.click(day);
  await closed(label);
}
