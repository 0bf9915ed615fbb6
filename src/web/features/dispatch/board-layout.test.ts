import { describe, expect, it } from "vitest";
import { datesOf, meetsDay, packLanes, periodOf } from "./board-layout.ts";

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

  it("keeps a lane for as long as a block is drawn when it is drawn wider than its time", () => {
    const jobs = [
      { id: "a", start: "2026-11-26T09:00:00Z", end: "2026-11-26T09:20:00Z" },
      { id: "b", start: "2026-11-26T09:30:00Z", end: "2026-11-26T10:00:00Z" },
    ];
    expect(packLanes(jobs).count).toBe(1);
    // Drawn at least 45 minutes wide, the first block still covers 09:30.
    expect(Object.fromEntries(packLanes(jobs, 45 * 60_000).lanes)).toEqual({ a: 0, b: 1 });
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
