import { useQuery } from "@tanstack/react-query";
import { CalendarClock, CreditCard, Mail, UserX } from "lucide-react";
import type { ComponentType } from "react";
import type { AdminSummary } from "../../../domain/contracts/admin-summary.ts";
import { apiFetch } from "../../lib/api.ts";
import { cn } from "../../lib/cn.ts";
import { formatDate } from "../../../domain/lisbon-date.ts";

/** Under the bookings' key: every booking change (status, driver, payment link) refreshes it too. */
const summaryKey = ["admin", "bookings", "summary"] as const;

/** GET /api/admin/summary. */
export function useAdminSummary() {
  return useQuery({
    queryKey: summaryKey,
    queryFn: async () => (await apiFetch<{ summary: AdminSummary }>("/api/admin/summary")).summary,
    staleTime: 30_000,
    refetchInterval: 5 * 60_000,
  });
}

function SummaryCard({
  icon: Icon,
  label,
  value,
  detail,
  attention,
}: {
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  label: string;
  value: number | undefined;
  detail: string;
  /** Highlighted while there is something to do. */
  attention?: boolean;
}) {
  const highlighted = attention && value !== undefined && value > 0;
  return (
    <div className={cn("rounded-lg border bg-card p-3", highlighted && "border-amber-300 bg-amber-50")}>
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Icon aria-hidden className="size-3.5" />
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value ?? "—"}</dd>
      <dd className="text-xs text-muted-foreground">{detail}</dd>
    </div>
  );
}

/**
 * Resumo at the top of the bookings tab: today's and tomorrow's services, services without a
 * driver in the next 48 hours, new contact messages and payments the customer still owes.
 * Nothing is shown when the summary cannot be read (the list below says what is wrong).
 */
export function BookingsSummary() {
  const summary = useAdminSummary();
  if (summary.isError) return null;
  const s = summary.data;
  return (
    <section aria-label="Resumo">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SummaryCard
          icon={CalendarClock}
          label="Serviços hoje"
          value={s?.jobsToday}
          detail={s ? `Amanhã (${formatDate(s.tomorrow, "pt")}): ${s.jobsTomorrow}` : "Amanhã: —"}
        />
        <SummaryCard icon={UserX} label="Por atribuir (48 h)" value={s?.unassignedNext48h} detail="Sem motorista nas próximas 48 horas" attention />
        <SummaryCard icon={Mail} label="Mensagens novas" value={s?.newMessages} detail="Contactos por ler" attention />
        <SummaryCard icon={CreditCard} label="Pagamentos pendentes" value={s?.paymentsPending} detail="Link enviado ou pagamento em curso" />
      </dl>
    </section>
  );
}
