import { describe, expect, it } from "vitest";
import { derivePaymentState } from "./find-booking.ts";

const at = (iso: string) => new Date(iso);

describe("derivePaymentState", () => {
  const paid = { status: "paid" as const, testMode: false, createdAt: at("2026-11-01T10:00:00Z") };
  const open = { status: "open" as const, testMode: false, createdAt: at("2026-11-02T10:00:00Z") };

  it("is refunded once any amount was refunded, whatever the payments say", () => {
    expect(derivePaymentState([paid], 5000)).toBe("refunded");
    expect(derivePaymentState([{ ...paid, testMode: true }], 1)).toBe("refunded"); // a single cent counts
  });

  it("stays paid when a cancellation refunded nothing (under 24 h)", () => {
    expect(derivePaymentState([paid], 0)).toBe("paid");
    expect(derivePaymentState([{ ...paid, testMode: true }])).toBe("test_paid");
  });

  it("paid wins over a later open link; an open link alone is open; nothing is none", () => {
    expect(derivePaymentState([paid, open])).toBe("paid");
    expect(derivePaymentState([open])).toBe("open");
    expect(derivePaymentState([])).toBe("none");
  });
});
