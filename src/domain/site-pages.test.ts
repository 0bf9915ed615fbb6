import { describe, expect, it } from "vitest";
import { isSitePage } from "./site-pages.ts";

describe("isSitePage", () => {
  it.each(["/", "/tours", "/tours/algarve", "/tours/algarve/", "/setup/abc", "/payment-success", "/admin"])(
    "knows %s",
    (path) => expect(isSitePage(path)).toBe(true),
  );
  it.each(["/nope", "/tours/algarve/extra", "/admin/users", "/fleet/x", "/api"])("does not know %s", (path) =>
    expect(isSitePage(path)).toBe(false),
  );
});
