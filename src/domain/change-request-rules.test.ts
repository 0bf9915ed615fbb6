import { describe, expect, it } from "vitest";
import { isChangeMessageLength } from "./change-request-rules.ts";

describe("a change request's message", () => {
  it("takes 10 to 2000 characters once trimmed", () => {
    expect(isChangeMessageLength("123456789")).toBe(false);
    expect(isChangeMessageLength("  1234567890  ")).toBe(true);
    expect(isChangeMessageLength("x".repeat(2000))).toBe(true);
    expect(isChangeMessageLength("x".repeat(2001))).toBe(false);
  });
});
