import { describe, expect, it } from "vitest";
import { formatDurationHours } from "./tour-duration.ts";

describe("formatDurationHours", () => {
  it.each([
    [8, "en", "8 hours"],
    [1, "en", "1 hour"],
    [8, "pt", "8 horas"],
    [1, "pt", "1 hora"],
    [4.5, "pt", "4,5 horas"],
    [8, "fr", "8 heures"],
    [4.5, "fr", "4,5 heures"],
    [12, "es", "12 horas"],
    [8, "zh", "8小时"],
  ] as const)("%d hours in %s reads %s", (hours, lang, expected) => {
    expect(formatDurationHours(hours, lang).replace(/\u00a0|\u202f/g, " ")).toBe(expected);
  });
});
