import { useState } from "react";
import { QUOTE_LIST_STATUSES, type QuoteListStatus } from "../../../domain/quote-request-schema.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ListEmpty, ListError, ListLoading } from "./list-states.tsx";
import { QuoteOfferDialog } from "./quote-offer-dialog.tsx";
import { useAdminQuoteRequests, useDeclineQuote, type AdminQuoteRequest } from "./use-admin-quote-requests.ts";
import { formatEuros } from "../../../domain/money.ts";
import { formatDate, formatDateTime } from "../../../domain/lisbon-date.ts";

export const QUOTE_STATUS_LABELS: Record<QuoteListStatus, string> = {
  new: "Novos",
  quoted: "Orçamentados",
  accepted: "Aceites",
  expired: "Expirados",
  declined: "Recusados",
};

/** The count on the tab: quote requests still waiting for a price. */
export function NewQuoteRequestsCount({ render }: { render: (count: number) => React.ReactNode }) {
  const { data } = useAdminQuoteRequests("new");
  return <>{render(data?.counts.new ?? 0)}</>;
}

function RequestCard({ request, onQuote }: { request: AdminQuoteRequest; onQuote: () => void }) {
  const decline = useDeclineQuote();
  const open = request.listStatus === "new" || request.listStatus === "quoted" || request.listStatus === "expired";
  return (
    <li className="space-y-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {request.bookingType === "tour" ? "Tour" : "Transfer"}: {request.origin} → {request.destination}
        </p>
        <Badge variant={request.listStatus === "new" ? "default" : "secondary"}>{QUOTE_STATUS_LABELS[request.listStatus]}</Badge>
      </div>
      <p className="text-sm">
        {formatDate(request.bookingDate, "pt")} {request.bookingTime} · {request.passengers} passageiros · bagagem {request.luggage ?? "—"} · classe{" "}
        {request.vehicleClass ?? "qualquer"}
        {request.returnTrip && request.returnDate ? ` · regresso ${formatDate(request.returnDate, "pt")} ${request.returnTime ?? ""}` : ""}
      </p>
      <p className="text-sm text-muted-foreground">
        {request.customerName} · {request.customerEmail} · {request.customerPhone} · idioma {request.language} · recebido {formatDateTime(String(request.createdAt), "pt")}
      </p>
      {request.specialRequests && <p className="text-sm whitespace-pre-wrap">“{request.specialRequests}”</p>}
      {request.prices && (
        <p className="text-sm">
          {request.prices.map((p) => `${p.vehicleClass} ${formatEuros(p.priceCents, "pt")}`).join(" · ")}
          {request.validUntil ? ` — válido até ${formatDateTime(String(request.validUntil), "pt")}` : ""}
        </p>
      )}
      {open && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onQuote}>
            {request.listStatus === "new" ? "Orçamentar" : "Reenviar orçamento"}
          </Button>
          <Button size="sm" variant="outline" disabled={decline.isPending} onClick={() => decline.mutate(request.id)}>
            Recusar
          </Button>
        </div>
      )}
    </li>
  );
}

/** Orçamentos: trips no price covered, by state; the admin prices them and sends the customer's link. */
export function QuoteRequestsTab() {
  const [status, setStatus] = useState<QuoteListStatus>("new");
  const [quoting, setQuoting] = useState<AdminQuoteRequest>();
  const query = useAdminQuoteRequests(status);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pedidos de orçamento</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Estado">
          {QUOTE_LIST_STATUSES.map((s) => (
            <Button key={s} size="sm" variant={s === status ? "default" : "outline"} aria-pressed={s === status} onClick={() => setStatus(s)}>
              {QUOTE_STATUS_LABELS[s]} ({query.data?.counts[s] ?? 0})
            </Button>
          ))}
        </div>
        {query.isPending ? (
          <ListLoading />
        ) : query.isError ? (
          <ListError title="Erro ao carregar pedidos" detail={query.error.message} onRetry={() => void query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <ListEmpty>Nenhum pedido neste estado.</ListEmpty>
        ) : (
          <ul className="space-y-3">
            {query.data.items.map((request) => (
              <RequestCard key={request.id} request={request} onQuote={() => setQuoting(request)} />
            ))}
          </ul>
        )}
        {quoting && <QuoteOfferDialog request={quoting} onClose={() => setQuoting(undefined)} />}
      </CardContent>
    </Card>
  );
}
