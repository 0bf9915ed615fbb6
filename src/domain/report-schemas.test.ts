import { describe, expect, it } from "vitest";
import { daysInReportPeriod, MAX_EXPORT_ROWS, previousPeriod, REPORT_MESSAGES, reportExportQuerySchema, reportQuerySchema } from "./report-schemas.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("reportQuerySchema", () => {
  it("takes a period of Lisbon dates up to 366 days, per day by default", () => {
    expect(reportQuerySchema.parse({ from: "2026-03-01", to: "2026-03-31" })).toEqual({ from: "2026-03-01", to: "2026-03-31", granularity: "day" });
    expect(reportQuerySchema.parse({ from: "2026-01-01", to: "2026-12-31", granularity: "month" }).granularity).toBe("month");
    expect(reportQuerySchema.safeParse({ from: "2028-01-01", to: "2028-12-31", granularity: "week" }).success).toBe(true); // 366 days
  });

  it("refuses bad dates, a reversed or too long period, a bad granularity and unknown keys, in Portuguese", () => {
    expect(firstMessage(reportQuerySchema.safeParse({ from: "2026-02-30", to: "2026-03-01" }))).toBe("Data inválida (use AAAA-MM-DD)");
    expect(firstMessage(reportQuerySchema.safeParse({ from: "2026-03-01" }))).toBe("Data inválida (use AAAA-MM-DD)");
    expect(firstMessage(reportQuerySchema.safeParse({ from: "2026-03-02", to: "2026-03-01" }))).toBe("A data inicial deve ser anterior ou igual à data final");
    expect(firstMessage(reportQuerySchema.safeParse({ from: "2026-01-01", to: "2027-01-02" }))).toBe("O período não pode ter mais de 366 dias");
    expect(firstMessage(reportQuerySchema.safeParse({ from: "2026-01-01", to: "2026-01-02", granularity: "year" }))).toBe(
      "Agrupamento inválido (dia, semana ou mês)",
    );
    expect(firstMessage(reportQuerySchema.safeParse({ from: "2026-01-01", to: "2026-01-02", x: "1" }))).toBe("Por favor, verifique os dados do formulário.");
  });
});

describe("reportExportQuerySchema", () => {
  it("needs a known report and a format", () => {
    expect(reportExportQuerySchema.parse({ from: "2026-03-01", to: "2026-03-31", report: "zone", format: "xlsx" })).toMatchObject({ report: "zone", format: "xlsx" });
    expect(firstMessage(reportExportQuerySchema.safeParse({ from: "2026-03-01", to: "2026-03-31", report: "zone", format: "pdf" }))).toBe("Formato inválido (csv ou xlsx)");
    expect(firstMessage(reportExportQuerySchema.safeParse({ from: "2026-03-01", to: "2026-03-31", report: "x", format: "csv" }))).toBe("Relatório inválido");
  });
});

describe("previousPeriod", () => {
  it("is the same number of days just before the period, across daylight-saving changes and month ends", () => {
    expect(previousPeriod("2026-03-29", "2026-04-04")).toEqual({ from: "2026-03-22", to: "2026-03-28" });
    expect(previousPeriod("2026-10-25", "2026-10-25")).toEqual({ from: "2026-10-24", to: "2026-10-24" });
    expect(previousPeriod("2026-03-01", "2026-03-31")).toEqual({ from: "2026-01-29", to: "2026-02-28" });
    expect(daysInReportPeriod("2026-03-01", "2026-03-31")).toBe(31);
    expect(daysInReportPeriod("2026-10-19", "2026-10-25")).toBe(7);
  });

  it("the export cap message names the cap", () => {
    expect(MAX_EXPORT_ROWS).toBe(100_000);
    expect(REPORT_MESSAGES.tooManyRows).toContain("100 000");
  });
});
