import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  estimateTransferMinutes,
  findConflicts,
  isPickupTooEarly,
  tourMinutes,
  type Conflict,
  type DispatchJob,
} from "./dispatch.ts";

const H = 3_600_000;
const M = 60_000;
const at = (hours: number) => Date.UTC(2026, 6, 1) + hours * H;
const job = (bookingId: string, startHour: number, endHour: number, passengers = 2): DispatchJob => ({
  bookingId,
  start: at(startHour),
  end: at(endHour),
  passengers,
});
const key = (c: Conflict) => `${c.bookingId}:${c.kind}:${c.withBookingId ?? ""}`;

describe("estimateTransferMinutes", () => {
  it("scales the straight line by 1.3 at the road speed and rounds up to 5 minutes", () => {
    // 38 km × 1.3 = 49.4 km; at 60 km/h 49.4 min → 50; at 90 km/h 32.9 min → 35.
    expect(estimateTransferMinutes(38)).toBe(50);
    expect(estimateTransferMinutes(38, 90)).toBe(35);
    // Faro → Lisbon, 220 km × 1.3 = 286 km at 100 km/h = 171.6 min → 175.
    expect(estimateTransferMinutes(220, 100)).toBe(175);
  });

  it("never plans a transfer under 20 minutes", () => {
    expect(estimateTransferMinutes(0)).toBe(20);
    expect(estimateTransferMinutes(5)).toBe(20); // 6.5 min of driving
  });

  it("refuses a negative or missing distance and a speed that is not positive", () => {
    expect(() => estimateTransferMinutes(-1)).toThrow(RangeError);
    expect(() => estimateTransferMinutes(Number.NaN)).toThrow(RangeError);
    expect(() => estimateTransferMinutes(10, 0)).toThrow(RangeError);
  });

  it("grows with the distance and shrinks with the speed", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2000, noNaN: true }), fc.double({ min: 0, max: 2000, noNaN: true }), fc.integer({ min: 10, max: 130 }), (a, b, speed) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(estimateTransferMinutes(near, speed)).toBeLessThanOrEqual(estimateTransferMinutes(far, speed));
        expect(estimateTransferMinutes(far, speed + 10)).toBeLessThanOrEqual(estimateTransferMinutes(far, speed));
        expect(estimateTransferMinutes(far, speed) % 5).toBe(0);
      }),
    );
  });
});

describe("tourMinutes", () => {
  it("is the tour's duration rounded up to 5 minutes", () => {
    expect(tourMinutes(4)).toBe(240);
    expect(tourMinutes(2.25)).toBe(135);
    expect(tourMinutes(1.01)).toBe(65); // 60.6 min
    expect(() => tourMinutes(0)).toThrow(RangeError);
  });
});

describe("findConflicts", () => {
  it("flags overlaps both ways, a gap under the buffer, time off and too many passengers", () => {
    const conflicts = findConflicts(
      {
        jobs: [
          job("a", 9, 10), // alone
          job("b", 11, 12.5),
          job("c", 12, 13), // overlaps b
          job("d", 13.25, 14), // 15 min after c: under the 30 min buffer
          job("e", 16, 17, 7), // 7 passengers in a 4-seat car
          job("f", 18, 19), // during time off
        ],
        timeOff: [{ start: at(18.5), end: at(22) }],
        seats: 4,
      },
      30,
    );
    expect(conflicts.map(key)).toEqual(["b:overlap:c", "c:overlap:b", "d:buffer:c", "e:seats:", "f:unavailable:"]);
  });

  it("accepts a job that starts exactly one buffer after the previous one ends, and back-to-back jobs without a buffer", () => {
    expect(findConflicts({ jobs: [job("a", 9, 10), job("b", 10.5, 11)], timeOff: [], seats: null }, 30)).toEqual([]);
    expect(findConflicts({ jobs: [job("a", 9, 10), job("b", 10, 11)], timeOff: [], seats: null }, 0)).toEqual([]);
    expect(findConflicts({ jobs: [job("a", 9, 10), job("b", 10, 11)], timeOff: [], seats: null }, 30).map(key)).toEqual(["b:buffer:a"]);
  });

  it("ignores seats when the driver has no usual vehicle", () => {
    expect(findConflicts({ jobs: [job("a", 9, 10, 40)], timeOff: [], seats: null })).toEqual([]);
  });

  const schedules = fc
    .array(
      fc.record({
        startMinute: fc.integer({ min: 0, max: 7 * 24 * 60 }),
        minutes: fc.integer({ min: 20, max: 600 }),
        passengers: fc.integer({ min: 1, max: 16 }),
      }),
      { maxLength: 12 },
    )
    .map((rows) =>
      rows.map((row, i): DispatchJob => ({
        bookingId: `job-${i}`,
        start: at(0) + row.startMinute * M,
        end: at(0) + (row.startMinute + row.minutes) * M,
        passengers: row.passengers,
      })),
    );

  it("does not depend on the order the jobs come in", () => {
    fc.assert(
      fc.property(schedules, fc.integer({ min: 0, max: 90 }), (jobs, buffer) => {
        const forward = findConflicts({ jobs, timeOff: [], seats: 8 }, buffer).map(key).sort();
        const backward = findConflicts({ jobs: [...jobs].reverse(), timeOff: [], seats: 8 }, buffer).map(key).sort();
        expect(backward).toEqual(forward);
      }),
    );
  });

  it("flags an overlap exactly when two jobs share time, on both jobs", () => {
    fc.assert(
      fc.property(schedules, (jobs) => {
        const flagged = new Set(findConflicts({ jobs, timeOff: [], seats: null }, 0).filter((c) => c.kind === "overlap").map(key));
        for (const a of jobs) {
          for (const b of jobs) {
            if (a === b) continue;
            const share = Math.max(a.start, b.start) < Math.min(a.end, b.end);
            expect(flagged.has(`${a.bookingId}:overlap:${b.bookingId}`)).toBe(share);
          }
        }
      }),
    );
  });

  it("finds nothing in jobs laid end to end with the buffer between them, within the seats", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 20, max: 300 }), { maxLength: 15 }), fc.integer({ min: 0, max: 60 }), (lengths, buffer) => {
        let start = at(0);
        const jobs = lengths.map((minutes, i) => {
          const laid = { bookingId: `j${i}`, start, end: start + minutes * M, passengers: 4 };
          start = laid.end + buffer * M;
          return laid;
        });
        expect(findConflicts({ jobs, timeOff: [{ start: start + H, end: start + 2 * H }], seats: 4 }, buffer)).toEqual([]);
      }),
    );
  });
});

describe("isPickupTooEarly", () => {
  it("flags a pickup less than 30 minutes after the flight lands", () => {
    const landing = at(10);
    expect(isPickupTooEarly(at(9.5), landing)).toBe(true);
    expect(isPickupTooEarly(landing + 29 * M, landing)).toBe(true);
    expect(isPickupTooEarly(landing + 30 * M, landing)).toBe(false);
    expect(isPickupTooEarly(landing + 10 * M, landing, 0)).toBe(false);
  });
});
