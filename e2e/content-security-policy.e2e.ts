import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SCREENSHOTS, useJourney } from "./support/journey.ts";

/** Every public page, the login page and an unknown path (the app's 404 page). */
const PAGES = ["/", "/transfers", "/tours", "/tours/algarve", "/fleet", "/about", "/contact", "/terms", "/login", "/no-such-page"];
const journey = useJourney();

interface Watched {
  page: Page;
  /** CSP violations reported by the page (securitypolicyviolation events, frames included). */
  violations(): Promise<string[]>;
  /** Console lines about a policy (CSP, Permissions-Policy) or any other error. */
  consoleProblems: string[];
}

async function watch(): Promise<Watched> {
  const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const consoleProblems: string[] = [];
  page.on("pageerror", (error) => consoleProblems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    const text = message.text();
    const aboutPolicy = /Content Security Policy|Content-Security-Policy|Permissions-Policy|Permissions policy|Refused to/i.test(text);
    // Expected without a network: the OpenStreetMap embed cannot load; the unknown page answers 404.
    const expected = /openstreetmap|ERR_NAME_NOT_RESOLVED|net::|status of 404/i.test(text);
    if (aboutPolicy || (message.type() === "error" && !expected)) consoleProblems.push(`${message.type()}: ${text}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return {
    page,
    consoleProblems,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

describe("the site under its Content-Security-Policy", () => {
  it("shows every public page with no CSP violation and no policy message in the console", async () => {
    const { page, violations, consoleProblems } = await watch();
    for (const pathname of PAGES) {
      const response = await page.goto(`${journey.server.url}${pathname}`);
      const csp = response?.headers()["content-security-policy"] ?? "";
      expect(csp, pathname).toContain("script-src 'self'");
      expect(csp, pathname).toContain("frame-ancestors 'none'");
      await page.locator("h1").first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(await violations(), pathname).toEqual([]);
      if (pathname === "/contact") {
        // The map is framed from OpenStreetMap only (it cannot load here without a network).
        expect(await page.locator("iframe").first().getAttribute("src")).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
        // Submitting parses the form with zod (which must not try eval under the CSP).
        await page.locator("form button[type=submit]").first().click();
        await page.locator("[aria-invalid=true]").first().waitFor();
        await page.screenshot({ path: path.join(SCREENSHOTS, "csp-contact.png"), fullPage: true });
      }
    }
    // Opening the language menu and a dialog-like popover inserts run-time styles (Radix, sonner).
    await page.goto(`${journey.server.url}/`);
    await page.getByRole("button", { name: /Language/ }).click();
    await page.getByRole("menuitemradio", { name: "Português" }).click();
    await page.getByRole("link", { name: "Início", exact: true }).first().waitFor();
    expect(await violations()).toEqual([]);
    expect(consoleProblems).toEqual([]);
    await page.close();
  });

  it("blocks what the policy forbids (the check above can see a violation)", async () => {
    const { page, violations } = await watch();
    await page.goto(`${journey.server.url}/terms`);
    await page.locator("h1").first().waitFor();
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__inlineRan = true";
      document.body.append(script);
    });
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/)]);
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
    await page.close();
  });

  it("shows the built-in test checkout page with no CSP violation", async () => {
    const base = journey.server.url;
    const headers = { "content-type": "application/json", origin: base };
    const tomorrowPlus = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const vehicles = (await (await fetch(`${base}/api/vehicles`)).json()) as { vehicles: { id: string; class: string }[] };
    const economy = vehicles.vehicles.find((v) => v.class === "Economy")!;
    const id = crypto.randomUUID();
    const created = await fetch(`${base}/api/bookings`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        id,
        bookingType: "transfer",
        origin: "Aeroporto de Faro (FAO)",
        destination: "Albufeira",
        bookingDate: tomorrowPlus,
        bookingTime: "10:00",
        passengers: 2,
        vehicleId: economy.id,
        vehicleClass: economy.class,
        flightNumber: "TP1901",
        customerName: "Rita Lopes",
        customerPhone: "+351 912 345 678",
        customerEmail: "rita@example.com",
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { manageToken } = (await created.json()) as { manageToken: string };
    const checkout = await fetch(`${base}/api/manage/${manageToken}/checkout`, { method: "POST", headers, body: "{}" });
    expect(checkout.status, await checkout.clone().text()).toBe(200);
    const { url } = (await checkout.json()) as { url: string };

    const { page, violations, consoleProblems } = await watch();
    const response = await page.goto(url);
    expect(response?.headers()["content-security-policy"]).toContain("form-action 'self'");
    await page.locator("h1").waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, "csp-test-checkout.png") });
    expect(await violations()).toEqual([]);
    expect(consoleProblems).toEqual([]);
    await page.close();
  });
});
