import { describe, expect, it } from "vitest";
import { daySpan, msForPixels, placeInSpan, pointInSpan, stepZoom } from "./day-span.ts";

const HOUR = 3_600_000;
const job = (start: string, end: string) => ({ start, end });

describe("daySpan", () => {
  it("is the working day, 06h to 22h in Lisbon, when the day's jobs sit inside it", () => {
    // 26 November 2026: Lisbon is on UTC.
    const span = daySpan("2026-11-26", [job("2026-11-26T09:00:00Z", "2026-11-26T10:00:00Z")]);
    expect(new Date(span.start).toISOString()).toBe("2026-11-26T06:00:00.000Z");
    expect(new Date(span.end).toISOString()).toBe("2026-11-26T22:00:00.000Z");
    expect(span.hours.map((h) => h.label)).toEqual(Array.from({ length: 16 }, (_, i) => `${String(6 + i).padStart(2, "0")}h`));
  });

  it("widens to whole hours around a 05:30 pickup and a job ending at 23:10, never past midnight", () => {
    const span = daySpan("2026-11-26", [job("2026-11-26T05:30:00Z", "2026-11-26T06:10:00Z"), job("2026-11-26T22:30:00Z", "2026-11-26T23:10:00Z")]);
    expect(new Date(span.start).toISOString()).toBe("2026-11-26T05:00:00.000Z");
    expect(new Date(span.end).toISOString()).toBe("2026-11-27T00:00:00.000Z");
    const late = daySpan("2026-11-26", [job("2026-11-26T23:30:00Z", "2026-11-27T01:00:00Z")]);
    expect(new Date(late.end).toISOString()).toBe("2026-11-27T00:00:00.000Z");
  });

  it("reads Lisbon's summer time: 06h on 1 August is 05:00 UTC", () => {
    const span = daySpan("2026-08-01", []);
    expect(new Date(span.start).toISOString()).toBe("2026-08-01T05:00:00.000Z");
    expect(span.hours[0]?.label).toBe("06h");
  });

  it("ignores what happens on other days", () => {
    const span = daySpan("2026-11-26", [job("2026-11-25T03:00:00Z", "2026-11-25T04:00:00Z")]);
    expect(new Date(span.start).toISOString()).toBe("2026-11-26T06:00:00.000Z");
  });
});

describe("placeInSpan and pointInSpan", () => {
  const span = {
    start: Date.parse("2026-11-26T06:00:00Z"),
    end: Date.parse("2026-11-26T22:00:00Z"),
  };

  it("places 10:00–14:00 of a 16-hour span at a quarter, a quarter wide", () => {
    expect(placeInSpan(span, "2026-11-26T10:00:00Z", "2026-11-26T14:00:00Z")).toEqual({ left: 25, width: 25 });
  });

  it("cuts a stretch at the span's ends", () => {
    expect(placeInSpan(span, "2026-11-26T20:00:00Z", "2026-11-27T02:00:00Z")).toEqual({ left: 87.5, width: 12.5 });
    expect(placeInSpan(span, "2026-11-26T00:00:00Z", "2026-11-26T02:00:00Z").width).toBe(0);
  });

  it("marks now only inside the span", () => {
    expect(pointInSpan(span, Date.parse("2026-11-26T18:00:00Z"))).toBe(75);
    expect(pointInSpan(span, Date.parse("2026-11-26T23:00:00Z"))).toBeNull();
  });

  it("turns a block's pixels into the time it covers", () => {
    expect(msForPixels(span, 1600, 100)).toBe(HOUR);
    expect(msForPixels(span, 0, 100)).toBe(0);
  });
});

describe("stepZoom", () => {
  it("steps between the zoom levels and stops at both ends", () => {
    expect(stepZoom(1, 1)).toBe(1.5);
    expect(stepZoom(1, -1)).toBe(1);
    expect(stepZoom(4, 1)).toBe(4);
  });
});
