import { statusLabel, type HistoryEntry } from "./admin-booking.ts";
import { formatEuros } from "../../../domain/money.ts";
import { formatDateTime, formatTime } from "../../../domain/lisbon-date.ts";
import { describeServiceStep } from "./service-step-history.ts";

const FIELD_LABELS: Record<string, string> = {
  bookingDate: "data",
  bookingTime: "hora",
  flightNumber: "voo",
  passengers: "passageiros",
  specialRequests: "pedidos especiais",
  totalPriceCents: "preço",
};

/** An applied change's fields, "passageiros 3 → 6". */
function describeChanges(changes: unknown): string {
  if (!changes || typeof changes !== "object") return "sem campos alterados";
  const parts = Object.entries(changes as Record<string, { from: unknown; to: unknown }>).map(([field, { from, to }]) => {
    const show = (v: unknown) => (v === null || v === "" ? "—" : field === "totalPriceCents" ? formatEuros(Number(v), "pt") : String(v));
    return `${FIELD_LABELS[field] ?? field} ${show(from)} → ${show(to)}`;
  });
  return parts.length > 0 ? parts.join(", ") : "sem campos alterados";
}

const moneyOfChange = (d: Record<string, unknown>): string => {
  if (Number(d.differenceCents) > 0) return `; diferença a pagar ${formatEuros(Number(d.differenceCents), "pt")}`;
  if (Number(d.refundCents) > 0) return `; reembolso de ${formatEuros(Number(d.refundCents), "pt")}`;
  return "";
};

/** One history entry in words (Portuguese), from its kind and data. */
export function describeHistoryEntry(entry: HistoryEntry): string {
  const d = entry.data;
  switch (entry.kind) {
    case "created":
      return "Reserva criada";
    case "status_changed":
      return `Estado alterado de ${statusLabel(String(d.from))} para ${statusLabel(String(d.to))}`;
    case "driver_assigned":
      return `Motorista atribuído: ${String(d.driverName ?? "—")} (estado Atribuída)`;
    case "payment_link_sent":
      return `Link de pagamento de ${formatEuros(Number(d.amountCents), "pt")} enviado para ${String(d.to ?? "o cliente")}${d.testMode ? " (modo de teste)" : ""}`;
    case "payment_received":
      return d.testMode
        ? `Pagamento de teste recebido: ${formatEuros(Number(d.amountCents), "pt")} (nenhum cartão cobrado)`
        : `Pagamento recebido: ${formatEuros(Number(d.amountCents), "pt")}`;
    case "refund":
      return Number(d.amountCents) > 0
        ? `Reembolso de ${formatEuros(Number(d.amountCents), "pt")} (${String(d.percent)} %)${d.testMode ? " em modo de teste (nenhum dinheiro movido)" : ""}`
        : "Cancelada sem reembolso (menos de 24 h antes da recolha)";
    case "change_requested":
      return `Pedido de alteração do cliente: «${String(d.text ?? "")}»`;
    case "change_applied":
      return `Alteração aplicada (${describeChanges(d.changes)})${moneyOfChange(d)}`;
    case "change_declined":
      return `Pedido de alteração recusado: «${String(d.message ?? "")}»`;
    case "service_step":
      return describeServiceStep(d);
    case "customer_called":
      return `O motorista ligou ao cliente às ${formatTime(new Date(String(d.at)))}`;
    default:
      return entry.kind;
  }
}

/** The booking's history, oldest first: what changed, who changed it and when. */
export function BookingHistory({ entries }: { entries: HistoryEntry[] }) {
  return (
    <ol className="space-y-3 border-l pl-4" aria-label="Histórico da reserva">
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-gold" />
          <p className="text-sm">{describeHistoryEntry(entry)}</p>
          <p className="text-xs text-muted-foreground">
            {formatDateTime(entry.createdAt, "pt")} · {entry.actorName ?? "Sistema"}
          </p>
        </li>
      ))}
    </ol>
  );
}
