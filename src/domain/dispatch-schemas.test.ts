import { describe, expect, it } from "vitest";
import { daysInPeriod, dispatchBoardQuerySchema, timeOffBounds, timeOffSchema } from "./dispatch-schemas.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("dispatchBoardQuerySchema", () => {
  it("takes one day (the day view) or a period up to 31 days", () => {
    expect(dispatchBoardQuerySchema.parse({ from: "2026-03-29" })).toEqual({ from: "2026-03-29", to: "2026-03-29" });
    expect(dispatchBoardQuerySchema.parse({ from: "2026-03-23", to: "2026-03-29" })).toEqual({ from: "2026-03-23", to: "2026-03-29" });
    expect(dispatchBoardQuerySchema.safeParse({ from: "2026-01-01", to: "2026-01-31" }).success).toBe(true);
  });

  it("refuses a bad date, a reversed period and one over 31 days, in Portuguese", () => {
    expect(firstMessage(dispatchBoardQuerySchema.safeParse({ from: "2026-02-30" }))).toBe("Data inválida (use AAAA-MM-DD)");
    expect(firstMessage(dispatchBoardQuerySchema.safeParse({}))).toBe("Data inválida (use AAAA-MM-DD)");
    expect(firstMessage(dispatchBoardQuerySchema.safeParse({ from: "2026-03-29", to: "2026-03-28" }))).toBe(
      "A data inicial deve ser anterior ou igual à data final",
    );
    expect(firstMessage(dispatchBoardQuerySchema.safeParse({ from: "2026-01-01", to: "2026-02-01" }))).toBe(
      "O período não pode ter mais de 31 dias",
    );
  });

  it("counts the days of a period across a daylight-saving change", () => {
    expect(daysInPeriod("2026-03-23", "2026-03-29")).toBe(7);
    expect(daysInPeriod("2026-10-25", "2026-10-25")).toBe(1);
  });
});

describe("timeOffSchema", () => {
  it("takes whole days, or hours with both times", () => {
    expect(timeOffSchema.safeParse({ startDate: "2026-08-01", endDate: "2026-08-15" }).success).toBe(true);
    expect(timeOffSchema.safeParse({ startDate: "2026-08-01", endDate: "2026-08-01", startTime: "09:00", endTime: "13:00", note: "Médico" }).success).toBe(true);
  });

  it("refuses one time without the other, an end before the start and unknown keys", () => {
    expect(firstMessage(timeOffSchema.safeParse({ startDate: "2026-08-01", endDate: "2026-08-01", startTime: "09:00" }))).toBe(
      "Hora inválida (use HH:MM)",
    );
    expect(firstMessage(timeOffSchema.safeParse({ startDate: "2026-08-02", endDate: "2026-08-01" }))).toBe(
      "O fim da ausência deve ser depois do início",
    );
    expect(
      firstMessage(timeOffSchema.safeParse({ startDate: "2026-08-01", endDate: "2026-08-01", startTime: "13:00", endTime: "13:00" })),
    ).toBe("O fim da ausência deve ser depois do início");
    expect(firstMessage(timeOffSchema.safeParse({ startDate: "2026-08-01", endDate: "2026-08-01", driverId: "x" }))).toBe(
      "Por favor, verifique os dados do formulário.",
    );
  });

  it("refuses a note with a control character or a lone surrogate (never stored), keeping accents and emoji", () => {
    const day = { startDate: "2026-08-01", endDate: "2026-08-01" };
    for (const note of ["a\u0001b", "a\u0000b", "a\nb", "a\tb", "a\u007fb", "a\u0085b", "a\ud800b"]) {
      expect(firstMessage(timeOffSchema.safeParse({ ...day, note })), JSON.stringify(note)).toBe("A nota contém caracteres inválidos");
    }
    expect(timeOffSchema.safeParse({ ...day, note: "Férias no Algarve 🌞 字" }).success).toBe(true);
  });

  it("turns whole days into Lisbon midnight to the midnight after the last day", () => {
    expect(timeOffBounds(timeOffSchema.parse({ startDate: "2026-10-24", endDate: "2026-10-25" }))).toEqual({
      start: { date: "2026-10-24", time: "00:00" },
      end: { date: "2026-10-26", time: "00:00" },
    });
    expect(timeOffBounds(timeOffSchema.parse({ startDate: "2026-08-01", endDate: "2026-08-01", startTime: "09:00", endTime: "13:00" }))).toEqual({
      start: { date: "2026-08-01", time: "09:00" },
      end: { date: "2026-08-01", time: "13:00" },
    });
  });
});
