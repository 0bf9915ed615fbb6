import { describe, expect, it } from "vitest";
import { datesOf, meetsDay, nowOnDay, packLanes, periodOf, placeOnDay } from "./board-layout.ts";

describe("periodOf", () => {
  it("is the day itself, or the Monday-to-Sunday week around it", () => {
    expect(periodOf("day", "2026-11-26")).toEqual({ from: "2026-11-26", to: "2026-11-26" });
    // 26 November 2026 is a Thursday; 29 November a Sunday; 30 November a Monday.
    expect(periodOf("week", "2026-11-26")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(periodOf("week", "2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(periodOf("week", "2026-11-30")).toEqual({ from: "2026-11-30", to: "2026-12-06" });
  });

  it("lists the dates of a period across a month's end", () => {
    expect(datesOf("2026-11-30", "2026-12-02")).toEqual(["2026-11-30", "2026-12-01", "2026-12-02"]);
  });
});

describe("placeOnDay", () => {
  it("places 06:00–12:00 of a winter day at a quarter, half a day wide", () => {
    expect(placeOnDay("2026-11-26", "2026-11-26T06:00:00.000Z", "2026-11-26T12:00:00.000Z")).toEqual({ left: 25, width: 25 });
  });

  it("measures the 23-hour day of the spring clock change", () => {
    // 29 March 2026: midnight is 00:00 UTC, the next midnight 23:00 UTC; 11:30 UTC is 11.5 of 23 hours.
    const { left } = placeOnDay("2026-03-29", "2026-03-29T11:30:00.000Z", "2026-03-29T12:30:00.000Z");
    expect(left).toBeCloseTo(50, 5);
  });

  it("cuts a job at midnight and keeps a short one visible", () => {
    expect(placeOnDay("2026-11-26", "2026-11-26T22:00:00.000Z", "2026-11-27T02:00:00.000Z").width).toBeCloseTo(100 / 12, 5);
    expect(placeOnDay("2026-11-26", "2026-11-26T12:00:00.000Z", "2026-11-26T12:05:00.000Z").width).toBe(1.5);
  });
});

describe("nowOnDay", () => {
  it("marks now only on its own day", () => {
    expect(nowOnDay("2026-11-26", Date.parse("2026-11-26T18:00:00.000Z"))).toBe(75);
    expect(nowOnDay("2026-11-25", Date.parse("2026-11-26T18:00:00.000Z"))).toBeNull();
  });
});

describe("packLanes", () => {
  it("stacks overlapping jobs and reuses a lane once it is free", () => {
    const { lanes, count } = packLanes([
      { id: "a", start: "2026-11-26T09:00:00Z", end: "2026-11-26T10:00:00Z" },
      { id: "b", start: "2026-11-26T09:30:00Z", end: "2026-11-26T11:00:00Z" },
      { id: "c", start: "2026-11-26T10:00:00Z", end: "2026-11-26T10:30:00Z" },
    ]);
    expect(Object.fromEntries(lanes)).toEqual({ a: 0, b: 1, c: 0 });
    expect(count).toBe(2);
    expect(packLanes([]).count).toBe(1);
  });
});

describe("meetsDay", () => {
  it("tells whether time off touches a Lisbon day, summer time included", () => {
    // 1 August 2026 in Lisbon runs from 31 July 23:00 UTC to 1 August 23:00 UTC.
    expect(meetsDay("2026-08-01", "2026-07-31T23:00:00.000Z", "2026-08-01T00:30:00.000Z")).toBe(true);
    expect(meetsDay("2026-08-01", "2026-07-31T20:00:00.000Z", "2026-07-31T23:00:00.000Z")).toBe(false);
    expect(meetsDay("2026-08-01", "2026-08-01T23:00:00.000Z", "2026-08-02T10:00:00.000Z")).toBe(false);
  });
});
