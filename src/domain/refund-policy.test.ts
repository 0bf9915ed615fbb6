import { describe, expect, it } from "vitest";
import { cancellationOpen, changeRequestAllowed, refundCents, refundPercent } from "./refund-policy.ts";

const utc = (iso: string) => new Date(`${iso}Z`);
/** A pickup on 15 July 2026 at 10:00 in Lisbon (summer time): 09:00 UTC. */
const july = { date: "2026-07-15", time: "10:00" };

describe("refundPercent", () => {
  it("refunds everything more than 48 h before", () => {
    expect(refundPercent(july, utc("2026-07-13T08:59:00"))).toBe(100); // 48 h 01 min
    expect(refundPercent(july, utc("2026-07-01T09:00:00"))).toBe(100);
  });

  it("refunds half from 48 h to 24 h, both included", () => {
    expect(refundPercent(july, utc("2026-07-13T09:00:00"))).toBe(50); // exactly 48 h
    expect(refundPercent(july, utc("2026-07-14T00:00:00"))).toBe(50);
    expect(refundPercent(july, utc("2026-07-14T09:00:00"))).toBe(50); // exactly 24 h
  });

  it("refunds nothing under 24 h or after the pickup", () => {
    expect(refundPercent(july, utc("2026-07-14T09:01:00"))).toBe(0); // 23 h 59 min
    expect(refundPercent(july, utc("2026-07-15T09:00:00"))).toBe(0);
    expect(refundPercent(july, utc("2026-07-16T09:00:00"))).toBe(0);
  });

  it("counts the real hours across the March change (clocks forward on 29 March 2026)", () => {
    // Pickup Monday 30 March 10:00 Lisbon (summer: 09:00 UTC); now Saturday 28 March 09:30
    // Lisbon (winter: 09:30 UTC). The wall clocks say 48 h 30 min, the real gap is 47 h 30 min.
    expect(refundPercent({ date: "2026-03-30", time: "10:00" }, utc("2026-03-28T09:30:00"))).toBe(50);
    // 10:00 → 10:00 is 47 h of real time: half, not everything.
    expect(refundPercent({ date: "2026-03-30", time: "10:00" }, utc("2026-03-28T10:00:00"))).toBe(50);
    expect(refundPercent({ date: "2026-03-30", time: "10:00" }, utc("2026-03-28T08:59:00"))).toBe(100);
  });

  it("counts the real hours across the October change (clocks back on 25 October 2026)", () => {
    // Pickup Monday 26 October 10:00 Lisbon (winter: 10:00 UTC); now Saturday 24 October 10:30
    // Lisbon (summer: 09:30 UTC). The wall clocks say 47 h 30 min, the real gap is 48 h 30 min.
    expect(refundPercent({ date: "2026-10-26", time: "10:00" }, utc("2026-10-24T09:30:00"))).toBe(100);
    // Exactly 48 h of real time: Saturday 11:00 Lisbon.
    expect(refundPercent({ date: "2026-10-26", time: "10:00" }, utc("2026-10-24T10:00:00"))).toBe(50);
    // Exactly 24 h: Sunday 10:00 Lisbon (winter).
    expect(refundPercent({ date: "2026-10-26", time: "10:00" }, utc("2026-10-25T10:00:00"))).toBe(50);
    expect(refundPercent({ date: "2026-10-26", time: "10:00" }, utc("2026-10-25T10:01:00"))).toBe(0);
  });
});

describe("refundCents", () => {
  it("applies the percentage in whole cents, rounding a half cent down", () => {
    expect(refundCents(12_000, 100)).toBe(12_000);
    expect(refundCents(12_000, 50)).toBe(6_000);
    expect(refundCents(5_555, 50)).toBe(2_777);
    expect(refundCents(12_000, 0)).toBe(0);
  });
});

describe("changeRequestAllowed and cancellationOpen", () => {
  it("allows a change request until exactly 24 h before", () => {
    expect(changeRequestAllowed(july, utc("2026-07-14T09:00:00"))).toBe(true);
    expect(changeRequestAllowed(july, utc("2026-07-14T09:01:00"))).toBe(false);
  });

  it("allows a cancellation until the pickup time", () => {
    expect(cancellationOpen(july, utc("2026-07-15T08:59:00"))).toBe(true);
    expect(cancellationOpen(july, utc("2026-07-15T09:00:00"))).toBe(false);
  });
});
