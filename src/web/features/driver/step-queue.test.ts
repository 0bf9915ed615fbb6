// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { clearDriverBookingsCache } from "./driver-bookings-cache.ts";
import { dropFirstStep, enqueueStep, queuedStepOf, readStepQueue } from "./step-queue.ts";

afterEach(() => localStorage.clear());

describe("steps tapped without signal", () => {
  it("are kept per driver, in order, with the time they were tapped", () => {
    enqueueStep("u1", { bookingId: "b1", step: "on_the_way", at: "2026-11-27T09:00:00.000Z" });
    enqueueStep("u1", { bookingId: "b1", step: "at_pickup", at: "2026-11-27T09:20:00.000Z", position: { lat: 37, lng: -8 } });
    enqueueStep("u2", { bookingId: "b9", step: "on_the_way", at: "2026-11-27T09:05:00.000Z" });
    expect(readStepQueue("u1").map((q) => [q.step, q.at])).toEqual([
      ["on_the_way", "2026-11-27T09:00:00.000Z"],
      ["at_pickup", "2026-11-27T09:20:00.000Z"],
    ]);
    expect(queuedStepOf(readStepQueue("u1"), "b1")?.step).toBe("at_pickup");
    expect(queuedStepOf(readStepQueue("u1"), "b9")).toBeNull();
    dropFirstStep("u1");
    expect(readStepQueue("u1").map((q) => q.step)).toEqual(["at_pickup"]);
  });

  it("are forgotten on sign-out with the position choice", () => {
    enqueueStep("u1", { bookingId: "b1", step: "on_the_way", at: "2026-11-27T09:00:00.000Z" });
    localStorage.setItem("driver-geo:v1:u1", "allowed");
    clearDriverBookingsCache();
    expect(readStepQueue("u1")).toEqual([]);
    expect(localStorage.getItem("driver-geo:v1:u1")).toBeNull();
  });
});
