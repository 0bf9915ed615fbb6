import { Suspense, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyPage } from "./lazy-page.tsx";

const render = (Page: ComponentType) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );

describe("lazyPage", () => {
  it("suspends before its download and renders at once after preload() (what hydration relies on)", async () => {
    let downloads = 0;
    const page = lazyPage(async () => {
      downloads++;
      return () => <h1>tours</h1>;
    });
    expect(render(page.Page)).toContain("loading");
    await page.preload();
    expect(render(page.Page)).toContain("<h1>tours</h1>");
    await page.preload();
    expect(downloads).toBe(1);
  });

  it("downloads again after a failed download", async () => {
    let attempts = 0;
    const page = lazyPage(async () => {
      attempts++;
      if (attempts === 1) throw new Error("offline");
      return () => <h1>fleet</h1>;
    });
    await expect(page.preload()).rejects.toThrow("offline");
    await page.preload();
    expect(attempts).toBe(2);
    expect(render(page.Page)).toContain("<h1>fleet</h1>");
  });
});
