import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_PAGES } from "../../domain/site-pages.ts";

describe("the router's pages", () => {
  it("are exactly the site pages the server answers 200 for", () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, "routes.tsx"), "utf8");
    const routed = [...source.matchAll(/path: "([^"]+)"/g)].map((m) => `/${m[1]}`).filter((p) => p !== "/*");
    expect(source).toContain("index: true"); // "/"
    expect(["/", ...routed].sort()).toEqual([...SITE_PAGES].sort());
  });
});
