import { formatDateTime } from "./format-date-time.ts";
import { formatMoney } from "./format-money.ts";
import { statusLabel, type HistoryEntry } from "./admin-booking.ts";

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
      return `Link de pagamento de ${formatMoney(Number(d.amountCents))} enviado para ${String(d.to ?? "o cliente")}${d.testMode ? " (modo de teste)" : ""}`;
    case "payment_received":
      return d.testMode
        ? `Pagamento de teste recebido: ${formatMoney(Number(d.amountCents))} (nenhum cartão cobrado)`
        : `Pagamento recebido: ${formatMoney(Number(d.amountCents))}`;
    case "refund":
      return Number(d.amountCents) > 0
        ? `Reembolso de ${formatMoney(Number(d.amountCents))} (${String(d.percent)} %)${d.testMode ? " em modo de teste (nenhum dinheiro movido)" : ""}`
        : "Cancelada sem reembolso (menos de 24 h antes da recolha)";
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
            {formatDateTime(entry.createdAt)} · {entry.actorName ?? "Sistema"}
          </p>
        </li>
      ))}
    </ol>
  );
}
