import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Serious and critical accessibility violations (axe-core) of the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol: an inline <script> would be refused by the
  // site's Content-Security-Policy (script-src 'self').
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } }).axe;
    interface Violation {
      id: string;
      impact: string | null;
      nodes: { target: string[] }[];
    }
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  });
}
