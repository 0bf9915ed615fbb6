import type { Locator, Page } from "playwright-core";

/** Types into a place field and picks the suggestion matching `option`. */
export async function pickPlace(form: Locator, label: string, typed: string, option: string) {
  await form.getByLabel(label, { exact: true }).fill(typed);
  await form.getByRole("option", { name: new RegExp(option) }).first().click();
}

/** Opens the date picker named `label` and clicks the day (YYYY-MM-DD), moving month by month. */
export async function pickDate(page: Page, form: Locator, label: string, iso: string) {
  await form.getByLabel(label, { exact: true }).click();
  // The month grid downloads with its popover the first time a date field is used.
  await page.getByRole("grid").first().waitFor();
  const day = page.locator(`[data-day="${iso}"] button`);
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) await page.locator(".rdp-button_next").click();
  await day.click();
  const chosen = await form.getByLabel(label, { exact: true }).getAttribute("data-value");
  if (chosen !== iso) throw new Error(`the date picker ${label} holds ${chosen}, not ${iso}`);
}

/** Sets a 24-hour time: the hour select named `label`, then the `minuteIndex`-th minute select. */
export async function pickTime(form: Locator, label: string, minuteLabel: string, hhmm: string, minuteIndex = 0) {
  const [hour, minute] = hhmm.split(":") as [string, string];
  await form.getByLabel(label, { exact: true }).selectOption(hour);
  await form.getByLabel(minuteLabel, { exact: true }).nth(minuteIndex).selectOption(minute);
}

/** Chooses a vehicle class by its card (a radio), once its price is shown. */
export async function chooseClass(form: Locator, vehicleClass: string) {
  const card = form.locator(`[role="radio"][data-class="${vehicleClass}"]`);
  await card.waitFor();
  await card.click();
  if ((await card.getAttribute("aria-checked")) !== "true") throw new Error(`the ${vehicleClass} card is not chosen`);
}
