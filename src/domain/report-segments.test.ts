import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reportSegments } from "./report-segments.ts";
import { propertyRuns } from "../../test-support/test-limits.ts";

/** Every day a segment stands for, walked one day at a time with Date (independent of the code). */
function daysOf(segments: ReturnType<typeof reportSegments>): string[] {
  const days: string[] = [];
  for (const s of segments) {
    const end = new Date(`${s.to}T00:00:00Z`);
    if (s.grain === "month") end.setUTCMonth(end.getUTCMonth() + 1, 0);
    if (s.grain === "week") {
      expect(new Date(`${s.from}T00:00:00Z`).getUTCDay()).toBe(1);
      end.setUTCDate(end.getUTCDate() + 6);
    }
    for (const d = new Date(`${s.from}T00:00:00Z`); d <= end; d.setUTCDate(d.getUTCDate() + 1)) days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

describe("reportSegments", () => {
  it("cuts a period into its whole months, then whole weeks from Monday, then days", () => {
    // 2026-01-15 is a Thursday, 31 January a Saturday; April 2026 starts on a Wednesday, so 1 to 10 April holds no whole week.
    expect(reportSegments("2026-01-15", "2026-04-10")).toEqual([
      { grain: "day", from: "2026-01-15", to: "2026-01-18" },
      { grain: "week", from: "2026-01-19", to: "2026-01-19" },
      { grain: "day", from: "2026-01-26", to: "2026-01-31" },
      { grain: "month", from: "2026-02-01", to: "2026-03-01" },
      { grain: "day", from: "2026-04-01", to: "2026-04-10" },
    ]);
    expect(reportSegments("2024-02-01", "2024-02-29")).toEqual([{ grain: "month", from: "2024-02-01", to: "2024-02-01" }]);
    expect(reportSegments("2026-01-01", "2026-12-31")).toEqual([{ grain: "month", from: "2026-01-01", to: "2026-12-01" }]);
    // Monday 2 March to Monday 30 March: four whole weeks and a day.
    expect(reportSegments("2026-03-02", "2026-03-30")).toEqual([
      { grain: "week", from: "2026-03-02", to: "2026-03-23" },
      { grain: "day", from: "2026-03-30", to: "2026-03-30" },
    ]);
    expect(reportSegments("2026-03-31", "2026-04-01")).toEqual([{ grain: "day", from: "2026-03-31", to: "2026-04-01" }]);
    expect(reportSegments("2026-11-26", "2026-11-26")).toEqual([{ grain: "day", from: "2026-11-26", to: "2026-11-26" }]);
  });

  it("covers every day of any period exactly once, in order", () => {
    const day = fc.integer({ min: 0, max: 3_000 }).map((n) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), (from, length) => {
        const to = new Date(Date.parse(`${from}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10);
        const expected = Array.from({ length: length + 1 }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
        expect(daysOf(reportSegments(from, to))).toEqual(expected);
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});
