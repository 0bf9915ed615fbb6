import { describe, expect, it } from "vitest";
import {
  FREE_WAIT_MINUTES,
  POSITION_RETENTION_DAYS,
  SERVICE_STEPS,
  checkStepTime,
  nextSteps,
  noShowAllowedFrom,
  positionRetentionCutoff,
  statusOfStep,
  canMoveTo,
  isLateToSetOff,
  STEP_LABELS,
} from "./service-steps.ts";

const MIN = 60_000;
const at = (iso: string) => new Date(iso);

describe("the order of the driver's steps", () => {
  it("goes A caminho → No local → Passageiro a bordo → Concluída", () => {
    expect(nextSteps(null)).toEqual(["on_the_way"]);
    expect(nextSteps("on_the_way")).toEqual(["at_pickup"]);
    expect(nextSteps("at_pickup")).toEqual(["on_board", "no_show"]);
    expect(nextSteps("on_board")).toEqual(["completed"]);
    expect(nextSteps("completed")).toEqual([]);
    expect(nextSteps("no_show")).toEqual([]);
  });

  it("refuses a skipped, repeated or backward step", () => {
    expect(canMoveTo(null, "at_pickup")).toBe(false);
    expect(canMoveTo(null, "completed")).toBe(false);
    expect(canMoveTo("on_the_way", "on_the_way")).toBe(false);
    expect(canMoveTo("on_board", "at_pickup")).toBe(false);
    expect(canMoveTo("on_the_way", "no_show")).toBe(false);
    expect(canMoveTo("on_board", "no_show")).toBe(false);
    expect(canMoveTo("at_pickup", "no_show")).toBe(true);
    expect(canMoveTo("on_board", "completed")).toBe(true);
  });

  it("has a Portuguese label for every step", () => {
    expect(SERVICE_STEPS.map((s) => STEP_LABELS[s])).toEqual([
      "A caminho",
      "No local de recolha",
      "Passageiro a bordo",
      "Concluída",
      "Não compareceu",
    ]);
  });
});

describe("what each step is in the spec's statuses", () => {
  it("the steps between are Em Progresso; the end is completed", () => {
    expect(statusOfStep("on_the_way")).toBe("in_progress");
    expect(statusOfStep("at_pickup")).toBe("in_progress");
    expect(statusOfStep("on_board")).toBe("in_progress");
    expect(statusOfStep("completed")).toBe("completed");
    // A no-show closes the job (no refund under the policy): completed, its step says why.
    expect(statusOfStep("no_show")).toBe("completed");
  });
});

describe("the no-show rule against the free waiting time", () => {
  const pickup = at("2026-11-27T10:00:00Z");

  it("waits 15 minutes from the pickup time away from airports", () => {
    expect(FREE_WAIT_MINUTES).toEqual({ airport: 60, other: 15 });
    const from = noShowAllowedFrom({ pickupAt: pickup, airport: false, landedAt: null });
    expect(from.getTime()).toBe(pickup.getTime() + 15 * MIN);
  });

  it("waits 60 minutes after landing at an airport (the flight's arrival when known)", () => {
    const landed = at("2026-11-27T10:20:00Z");
    const from = noShowAllowedFrom({ pickupAt: pickup, airport: true, landedAt: landed });
    expect(from.getTime()).toBe(landed.getTime() + 60 * MIN);
    // Without flight data the booked pickup time stands for the landing.
    const unknown = noShowAllowedFrom({ pickupAt: pickup, airport: true, landedAt: null });
    expect(unknown.getTime()).toBe(pickup.getTime() + 60 * MIN);
  });

  it("counts the wait from the booked time, not from the driver's arrival (kept as evidence)", () => {
    const from = noShowAllowedFrom({ pickupAt: pickup, airport: false, landedAt: null });
    expect(from.toISOString()).toBe("2026-11-27T10:15:00.000Z");
  });
});

describe("a step's time as the phone tells it", () => {
  const now = at("2026-11-27T12:00:00Z");

  it("is taken when it is between the previous step and now", () => {
    expect(checkStepTime(at("2026-11-27T11:40:00Z"), { now, previousAt: at("2026-11-27T11:30:00Z") })).toBe("ok");
    expect(checkStepTime(now, { now, previousAt: null })).toBe("ok");
  });

  it("is refused in the future (beyond a small clock drift), before the previous step, or over 24 h old", () => {
    expect(checkStepTime(new Date(now.getTime() + 5 * MIN), { now, previousAt: null })).toBe("future");
    expect(checkStepTime(new Date(now.getTime() + 30_000), { now, previousAt: null })).toBe("ok");
    expect(checkStepTime(at("2026-11-27T11:20:00Z"), { now, previousAt: at("2026-11-27T11:30:00Z") })).toBe("before_previous");
    expect(checkStepTime(at("2026-11-26T11:59:00Z"), { now, previousAt: null })).toBe("too_old");
  });
});

describe("positions are kept for a retention period", () => {
  it("are deleted 30 days after they were recorded", () => {
    expect(POSITION_RETENTION_DAYS).toBe(30);
    expect(positionRetentionCutoff(at("2026-11-27T12:00:00Z")).toISOString()).toBe("2026-10-28T12:00:00.000Z");
  });
});

describe("the dispatch board's late flag", () => {
  const pickup = at("2026-11-27T10:00:00Z");
  it("flags a job not on the way 30 minutes before pickup", () => {
    expect(isLateToSetOff({ pickupAt: pickup, step: null, status: "assigned", now: at("2026-11-27T09:29:00Z") })).toBe(false);
    expect(isLateToSetOff({ pickupAt: pickup, step: null, status: "assigned", now: at("2026-11-27T09:30:00Z") })).toBe(true);
    expect(isLateToSetOff({ pickupAt: pickup, step: "on_the_way", status: "in_progress", now: at("2026-11-27T09:45:00Z") })).toBe(false);
    expect(isLateToSetOff({ pickupAt: pickup, step: null, status: "completed", now: at("2026-11-27T09:45:00Z") })).toBe(false);
    expect(isLateToSetOff({ pickupAt: pickup, step: null, status: "cancelled", now: at("2026-11-27T09:45:00Z") })).toBe(false);
  });
});
