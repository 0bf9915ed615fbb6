import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid.ts";

describe("isUuid", () => {
  it("takes a row id and refuses what only looks like one", () => {
    expect(isUuid("0b6f7a2e-3c1d-4e5f-8a9b-0c1d2e3f4a5b")).toBe(true);
    expect(isUuid("0b6f7a2e-3c1d-4e5f-8a9b-0c1d2e3f4a5")).toBe(false);
    expect(isUuid("0b6f7a2e3c1d4e5f8a9b0c1d2e3f4a5b")).toBe(false);
    expect(isUuid("../../etc/passwd")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
