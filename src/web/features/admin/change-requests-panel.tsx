import { Check, X } from "lucide-react";
import { useId, useState } from "react";
import { applyChangeRequestSchema, declineChangeRequestSchema } from "../../../domain/change-request-schemas.ts";
import { lisbonToday, formatDate, formatDateTime } from "../../../domain/lisbon-date.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { inputClassName } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import type { AdminBookingDetail, AdminChangeRequest, TripSummary } from "./admin-booking.ts";
import { AdminDateField } from "./admin-date-field.tsx";
import { useApplyChangeRequest, useDeclineChangeRequest } from "./use-change-requests.ts";
import { formatEuros } from "../../../domain/money.ts";

const STATUS: Record<AdminChangeRequest["status"], { label: string; variant: "yellow" | "green" | "outline" }> = {
  pending: { label: "Por tratar", variant: "yellow" },
  applied: { label: "Aplicado", variant: "green" },
  declined: { label: "Recusado", variant: "outline" },
};

/** The trips a change may touch: the outbound booking and its return trip, as this sheet knows them. */
function tripsOf(booking: AdminBookingDetail): TripSummary[] {
  const self: TripSummary = {
    id: booking.id,
    reference: booking.reference,
    origin: booking.origin,
    destination: booking.destination,
    bookingDate: booking.bookingDate,
    bookingTime: booking.bookingTime,
    flightNumber: booking.flightNumber,
    status: booking.status,
    totalPriceCents: booking.totalPriceCents,
  };
  if (booking.outbound) return [booking.outbound, self];
  return booking.returnTrip ? [self, booking.returnTrip] : [self];
}

function ApplyForm({ request, booking, onDone }: { request: AdminChangeRequest; booking: AdminBookingDetail; onDone: () => void }) {
  const id = useId();
  const trips = tripsOf(booking);
  const apply = useApplyChangeRequest();
  const [tripId, setTripId] = useState(booking.id);
  const trip = trips.find((t) => t.id === tripId) ?? trips[0]!;
  const [values, setValues] = useState({
    bookingDate: trip.bookingDate,
    bookingTime: trip.bookingTime,
    flightNumber: trip.flightNumber ?? "",
    passengers: String(booking.passengers),
    specialRequests: booking.specialRequests ?? "",
    adminMessage: "",
  });
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });
  const chooseTrip = (next: string) => {
    const chosen = trips.find((t) => t.id === next);
    setTripId(next);
    if (chosen) setValues({ ...values, bookingDate: chosen.bookingDate, bookingTime: chosen.bookingTime, flightNumber: chosen.flightNumber ?? "" });
  };
  return (
    <form
      className="space-y-3 rounded-md border p-3"
      aria-label="Aplicar alteração"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = applyChangeRequestSchema(lisbonToday()).safeParse({ tripId, ...values });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? "Por favor, verifique os dados do formulário.");
          return;
        }
        setError(null);
        apply.mutate({ id: request.id, input: parsed.data }, { onSuccess: onDone });
      }}
    >
      {trips.length > 1 && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-trip`}>Viagem a alterar</Label>
          <select id={`${id}-trip`} className={inputClassName} value={tripId} onChange={(event) => chooseTrip(event.target.value)}>
            {trips.map((t, index) => (
              <option key={t.id} value={t.id}>
                {index === 0 ? "Ida" : "Regresso"} {t.reference} — {formatDate(t.bookingDate, "pt")} {t.bookingTime}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-date`}>Data</Label>
          <AdminDateField
            id={`${id}-date`}
            value={values.bookingDate}
            // The new date is checked against Lisbon's today (the domain schema): no past day is offered.
            notBefore={lisbonToday()}
            onChange={(bookingDate) => setValues({ ...values, bookingDate })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-time`}>Hora</Label>
          <Input id={`${id}-time`} type="time" value={values.bookingTime} onChange={set("bookingTime")} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-flight`}>Voo</Label>
          <Input id={`${id}-flight`} value={values.flightNumber} maxLength={20} onChange={set("flightNumber")} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-passengers`}>Passageiros</Label>
          <Input id={`${id}-passengers`} type="number" min={1} max={50} value={values.passengers} onChange={set("passengers")} />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-requests`}>Pedidos especiais</Label>
        <Textarea id={`${id}-requests`} rows={2} maxLength={1000} value={values.specialRequests} onChange={set("specialRequests")} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-note`}>Nota ao cliente (opcional)</Label>
        <Textarea id={`${id}-note`} rows={2} maxLength={1000} value={values.adminMessage} onChange={set("adminMessage")} />
      </div>
      <p className="text-xs text-muted-foreground">
        O preço é recalculado pelo servidor. Se subir, o cliente recebe um link para pagar a diferença; se descer, a diferença é
        reembolsada segundo a política de cancelamento.
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={apply.isPending}>
          <Check aria-hidden="true" />
          {apply.isPending ? "A aplicar..." : "Aplicar e notificar cliente"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Voltar
        </Button>
      </div>
    </form>
  );
}

function DeclineForm({ request, onDone }: { request: AdminChangeRequest; onDone: () => void }) {
  const id = useId();
  const decline = useDeclineChangeRequest();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="space-y-3 rounded-md border p-3"
      aria-label="Recusar pedido"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = declineChangeRequestSchema.safeParse({ message });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? "Por favor, verifique os dados do formulário.");
          return;
        }
        setError(null);
        decline.mutate({ id: request.id, input: parsed.data }, { onSuccess: onDone });
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-message`}>Mensagem ao cliente</Label>
        <Textarea id={`${id}-message`} rows={3} maxLength={1000} value={message} onChange={(event) => setMessage(event.target.value)} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" disabled={decline.isPending}>
          <X aria-hidden="true" />
          {decline.isPending ? "A recusar..." : "Recusar e notificar cliente"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Voltar
        </Button>
      </div>
    </form>
  );
}

function Outcome({ request }: { request: AdminChangeRequest }) {
  if (request.status === "pending") return null;
  const lines: string[] = [];
  if (request.status === "applied" && request.priceBeforeCents !== null && request.priceAfterCents !== null) {
    lines.push(`Preço: ${formatEuros(request.priceBeforeCents, "pt")} → ${formatEuros(request.priceAfterCents, "pt")}`);
  }
  if (request.differenceCents !== null) {
    lines.push(`Diferença de ${formatEuros(request.differenceCents, "pt")}: ${request.differencePaid ? "paga" : "por pagar (link enviado)"}`);
  }
  if (request.refundedCents !== null) lines.push(`Reembolsado: ${formatEuros(request.refundedCents, "pt")}`);
  if (request.adminMessage) lines.push(`Mensagem: «${request.adminMessage}»`);
  return (
    <div className="space-y-0.5 text-xs text-muted-foreground">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        {request.status === "applied" ? "Aplicado" : "Recusado"} {request.decidedAt ? formatDateTime(request.decidedAt, "pt") : ""}
        {request.decidedByName ? ` · ${request.decidedByName}` : ""}
      </p>
    </div>
  );
}

/** The customer's change requests of the booking: each with its text, and for a pending one the apply and decline forms. */
export function ChangeRequestsPanel({ booking }: { booking: AdminBookingDetail }) {
  const [open, setOpen] = useState<{ id: string; form: "apply" | "decline" } | null>(null);
  const finished = booking.status === "cancelled" || booking.status === "completed";
  return (
    <ul className="space-y-4" aria-label="Pedidos de alteração">
      {booking.changeRequests.map((request) => (
        <li key={request.id} className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={STATUS[request.status].variant}>{STATUS[request.status].label}</Badge>
            <span className="text-xs text-muted-foreground">Pedido em {formatDateTime(request.createdAt, "pt")}</span>
          </div>
          <blockquote className="border-l-2 border-gold pl-3 text-sm whitespace-pre-line">{request.requestedText}</blockquote>
          <Outcome request={request} />
          {request.status === "pending" && open?.id !== request.id && (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={finished} onClick={() => setOpen({ id: request.id, form: "apply" })}>
                Aplicar alteração
              </Button>
              <Button size="sm" variant="outline" onClick={() => setOpen({ id: request.id, form: "decline" })}>
                Recusar
              </Button>
            </div>
          )}
          {open?.id === request.id && open.form === "apply" && <ApplyForm request={request} booking={booking} onDone={() => setOpen(null)} />}
          {open?.id === request.id && open.form === "decline" && <DeclineForm request={request} onDone={() => setOpen(null)} />}
        </li>
      ))}
    </ul>
  );
}
