import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import type { Summary } from "../../../domain/contracts/reports.ts";
import { cn } from "../../lib/cn.ts";
import { formatChange, formatCount, formatLeadTime, formatRate, formatRateChange } from "./report-format.ts";
import { formatEuros } from "../../../domain/money.ts";

/** Whether a rise is good news (more bookings), bad news (more cancellations) or neither. */
type Direction = "up-is-good" | "up-is-bad" | "neutral";

interface Figure {
  label: string;
  /** What the figure counts, under its label (the two money figures differ). */
  hint?: string;
  value: (s: Summary) => string;
  change: (current: Summary, previous: Summary) => string;
  /** Positive when the figure rose. */
  delta: (current: Summary, previous: Summary) => number;
  direction: Direction;
}

const FIGURES: Figure[] = [
  {
    label: "Reservas",
    value: (s) => formatCount(s.bookings),
    change: (c, p) => formatChange(c.bookings, p.bookings),
    delta: (c, p) => c.bookings - p.bookings,
    direction: "up-is-good",
  },
  {
    label: "Valor reservado",
    hint: "confirmadas, atribuídas ou concluídas, pagas ou não",
    value: (s) => formatEuros(s.revenueCents, "pt"),
    change: (c, p) => formatChange(c.revenueCents, p.revenueCents),
    delta: (c, p) => c.revenueCents - p.revenueCents,
    direction: "up-is-good",
  },
  {
    label: "Valor recebido",
    hint: "pagamentos recebidos menos reembolsos",
    value: (s) => formatEuros(s.collectedCents, "pt"),
    change: (c, p) => formatChange(c.collectedCents, p.collectedCents),
    delta: (c, p) => c.collectedCents - p.collectedCents,
    direction: "up-is-good",
  },
  {
    label: "Antecedência média",
    value: (s) => formatLeadTime(s.averageLeadTimeHours),
    change: (c, p) =>
      c.averageLeadTimeHours === null || p.averageLeadTimeHours === null ? "—" : formatChange(c.averageLeadTimeHours, p.averageLeadTimeHours),
    delta: (c, p) => (c.averageLeadTimeHours === null || p.averageLeadTimeHours === null ? 0 : c.averageLeadTimeHours - p.averageLeadTimeHours),
    direction: "neutral",
  },
  {
    label: "Taxa de cancelamento",
    value: (s) => formatRate(s.cancellationRate),
    change: (c, p) => formatRateChange(c.cancellationRate, p.cancellationRate),
    delta: (c, p) => c.cancellationRate - p.cancellationRate,
    direction: "up-is-bad",
  },
  {
    label: "Taxa de reembolso",
    value: (s) => formatRate(s.refundRate),
    change: (c, p) => formatRateChange(c.refundRate, p.refundRate),
    delta: (c, p) => c.refundRate - p.refundRate,
    direction: "up-is-bad",
  },
  {
    label: "Valor reembolsado",
    value: (s) => formatEuros(s.refundedCents, "pt"),
    change: (c, p) => formatChange(c.refundedCents, p.refundedCents),
    delta: (c, p) => c.refundedCents - p.refundedCents,
    direction: "up-is-bad",
  },
];

function Change({ text, delta, direction }: { text: string; delta: number; direction: Direction }) {
  const Icon = delta > 0 ? ArrowUpRight : delta < 0 ? ArrowDownRight : Minus;
  const good = direction === "neutral" || delta === 0 ? null : (delta > 0) === (direction === "up-is-good");
  return (
    <span className={cn("inline-flex items-center gap-0.5 font-medium tabular-nums", good === true && "text-emerald-700", good === false && "text-destructive")}>
      <Icon aria-hidden="true" className="size-3.5" />
      {text}
    </span>
  );
}

/**
 * Resumo do período: bookings, booked value, money collected, average lead time, cancellation and refund rates and the
 * refunded amount, each with the previous period's figure and the change (percentage points for
 * the rates).
 */
export function SummaryCards({ current, previous }: { current: Summary; previous: Summary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
      {FIGURES.map((f) => (
        <div key={f.label} className="min-w-0 rounded-lg border bg-card p-3" data-testid="report-figure">
          <dt className="text-xs font-medium text-muted-foreground">
            {f.label}
            {f.hint && <span className="block text-[11px] font-normal leading-tight">{f.hint}</span>}
          </dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl">{f.value(current)}</dd>
          <dd className="mt-1 text-xs text-muted-foreground">
            <span className="block">
              Período anterior: <span className="tabular-nums">{f.value(previous)}</span>
            </span>
            <span className="block">
              <span className="sr-only">Variação: </span>
              <Change text={f.change(current, previous)} delta={f.delta(current, previous)} direction={f.direction} />
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
