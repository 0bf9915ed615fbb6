import type { Page } from "playwright-core";

/**
 * Picks a day (YYYY-MM-DD) in the admin panel's date field named `label` as an admin does: opens
 * its month grid, chooses the year and the month in the grid's header selects, clicks the day, and
 * checks the field holds it.
 */
export async function pickAdminDate(page: Page, label: string, iso: string) {
  const [year, month] = iso.split("-") as [string, string, string];
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  // The date fields' popover: the only dialog holding a month grid (downloaded on first use).
  const popover = page.locator('[role="dialog"]:has([role="grid"])');
  await popover.waitFor();
  await popover.getByRole("combobox", { name: "Escolha o ano" }).selectOption(String(Number(year)));
  await popover.getByRole("combobox", { name: "Escolha o mês" }).selectOption(String(Number(month) - 1));
  await popover.locator(`[data-day="${iso}"] button`).click();
  await popover.waitFor({ state: "detached" });
  const chosen = await field.getAttribute("data-value");
  if (chosen !== iso) throw new Error(`the date field ${label} holds ${chosen}, not ${iso}`);
}
