import type { ReportName } from "../../../domain/report-schemas.ts";
import type { BreakdownRow, Report, Summary } from "./service.ts";
import { date, decimal, int, money, rate, text, type Cell, type Table } from "./spreadsheet.ts";

/** Column headers and sheet names of the exports (Portuguese: the admin panel's language). */
const CURRENT = "Período";
const PREVIOUS = "Período anterior";
/** The two money figures (decision 0042): the price of the accepted bookings, and what was paid less refunds. */
export const BOOKED = "Valor reservado €";
export const COLLECTED = "Valor recebido €";
const COLLECTED_IN_FULL = `${COLLECTED} (pagamentos − reembolsos)`;

const figureHeaders = [`Reservas (${CURRENT})`, `${BOOKED} (${CURRENT})`, `Reservas (${PREVIOUS})`, `${BOOKED} (${PREVIOUS})`];

const figureCells = (row: BreakdownRow): Cell[] => [
  int(row.current.bookings),
  money(row.current.revenueCents),
  int(row.previous.bookings),
  money(row.previous.revenueCents),
];

function breakdown(sheet: string, first: string, rows: BreakdownRow[]): Table {
  return { sheet, headers: [first, ...figureHeaders], rows: rows.map((row) => [text(row.label), ...figureCells(row)]) };
}

function summaryTable(report: Report): Table {
  const { current, previous } = report.summary;
  const line = (label: string, cell: (s: Summary) => Cell): Cell[] => [text(label), cell(current), cell(previous)];
  return {
    sheet: "Resumo",
    headers: [
      "Indicador",
      `${CURRENT} (${report.period.from} a ${report.period.to})`,
      `${PREVIOUS} (${report.previousPeriod.from} a ${report.previousPeriod.to})`,
    ],
    rows: [
      line("Reservas (sem canceladas)", (s) => int(s.bookings)),
      line(BOOKED, (s) => money(s.revenueCents)),
      line(COLLECTED_IN_FULL, (s) => money(s.collectedCents)),
      line("Reservas (todas)", (s) => int(s.allBookings)),
      line("Canceladas", (s) => int(s.cancelled)),
      line("Taxa de cancelamento", (s) => rate(s.cancellationRate)),
      line("Reembolsos", (s) => int(s.refunds)),
      line("Reembolsado €", (s) => money(s.refundedCents)),
      line("Taxa de reembolso", (s) => rate(s.refundRate)),
      line("Antecedência média (horas)", (s) => decimal(s.averageLeadTimeHours)),
    ],
  };
}

const GRANULARITY_LABEL = { day: "Dia", week: "Semana (início)", month: "Mês (início)" } as const;

/** The series side by side: bucket n of the period beside bucket n of the previous one. */
function seriesTable(report: Report): Table {
  const { current, previous } = report.series;
  const label = GRANULARITY_LABEL[report.granularity];
  const length = Math.max(current.length, previous.length);
  const rows: Cell[][] = [];
  for (let i = 0; i < length; i++) {
    const c = current[i];
    const p = previous[i];
    rows.push([
      c ? date(c.bucket) : text(""),
      int(c?.bookings ?? 0),
      money(c?.revenueCents ?? 0),
      money(c?.collectedCents ?? 0),
      p ? date(p.bucket) : text(""),
      int(p?.bookings ?? 0),
      money(p?.revenueCents ?? 0),
      money(p?.collectedCents ?? 0),
    ]);
  }
  return {
    sheet: "Evolução",
    headers: [
      label,
      `Reservas (${CURRENT})`,
      `${BOOKED} (${CURRENT})`,
      `${COLLECTED} (${CURRENT})`,
      `${label} (${PREVIOUS})`,
      `Reservas (${PREVIOUS})`,
      `${BOOKED} (${PREVIOUS})`,
      `${COLLECTED} (${PREVIOUS})`,
    ],
    rows,
  };
}

/** One report of the whole as a table. */
export function reportTable(report: Report, name: ReportName): Table {
  switch (name) {
    case "summary":
      return summaryTable(report);
    case "series":
      return seriesTable(report);
    case "type":
      return breakdown("Por tipo", "Tipo", report.byType);
    case "zone":
      return breakdown("Por zona", "Zona", report.byZone);
    case "tour":
      return breakdown("Por tour", "Tour", report.byTour);
    case "vehicle-class":
      return breakdown("Por classe de viatura", "Classe de viatura", report.byVehicleClass);
    case "driver":
      return breakdown("Por motorista", "Motorista", report.byDriver);
    case "pickups":
      return breakdown("Locais de recolha", "Local de recolha", report.topPickups);
  }
}
