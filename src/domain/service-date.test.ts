import { describe, expect, it } from "vitest";
import { bookingReference } from "./service-date.ts";

describe("service dates", () => {
  it("takes the first 8 characters of the id as the reference", () => {
    expect(bookingReference("3f2a9c1e-1111-4000-8000-000000000000")).toBe("3f2a9c1e");
  });
});
