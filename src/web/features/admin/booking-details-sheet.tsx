import { FileText } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Separator } from "../../components/ui/separator.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../../components/ui/sheet.tsx";
import { AssignDriverForm } from "./assign-driver-form.tsx";
import { BookingActions } from "./booking-actions.tsx";
import { BookingHistory } from "./booking-history.tsx";
import { BookingStatusSelect } from "./booking-status-select.tsx";
import { ChangeRequestsPanel } from "./change-requests-panel.tsx";
import { InvoiceDocumentList } from "./invoice-documents.tsx";
import { ListError, ListLoading } from "./list-states.tsx";
import {
  PAYMENT_STATE_LABELS,
  statusBadge,
  statusLabel,
  type AdminBookingDetail,
  type TripSummary,
} from "./admin-booking.ts";
import { useAdminBooking, useSetBookingStatus } from "./use-admin-bookings.ts";
import { formatEuros } from "../../../domain/money.ts";
import { formatDate, formatDateTime } from "../../../domain/lisbon-date.ts";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-2 py-1 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children ?? "—"}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

/**
 * A booking has a receipt once its payment is recorded as paid (card or the test checkout), its
 * own or, for a return trip, its outbound booking's; not after a refund (decision 0030).
 */
const hasReceipt = (booking: AdminBookingDetail) => booking.paymentState === "paid" || booking.paymentState === "test_paid";

/** Recibo (PDF): the printable receipt with its VAT breakdown, opened in a new tab to print or save. */
function ReceiptLink({ booking }: { booking: AdminBookingDetail }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a
        href={`/api/admin/bookings/${encodeURIComponent(booking.id)}/receipt`}
        target="_blank"
        rel="noopener"
        aria-label={`Recibo (PDF) da reserva ${booking.reference}`}
      >
        <FileText aria-hidden="true" />
        Recibo (PDF)
      </a>
    </Button>
  );
}

const tripLine = (t: TripSummary) =>
  `${t.reference} — ${formatDate(t.bookingDate, "pt")} ${t.bookingTime}, ${t.origin} → ${t.destination} (${statusLabel(t.status)})`;

function Details({ booking, onDeleted }: { booking: AdminBookingDetail; onDeleted: () => void }) {
  const setStatus = useSetBookingStatus();
  return (
    <div className="space-y-6 px-4 pb-6">
      <div className="flex flex-wrap items-center gap-2">
        <BookingStatusSelect
          status={booking.status}
          reference={booking.reference}
          disabled={setStatus.isPending}
          onChange={(status) => setStatus.mutate({ id: booking.id, status })}
        />
        <BookingActions booking={booking} withDetails={false} onDeleted={onDeleted} />
      </div>

      <Section title="Motorista">
        <p className="text-sm">{booking.assignedDriverName ?? "Nenhum motorista atribuído"}</p>
        <AssignDriverForm key={booking.assignedDriverId ?? "none"} bookingId={booking.id} currentDriverId={booking.assignedDriverId} />
      </Section>

      <Section title="Cliente">
        <dl>
          <Field label="Nome">{booking.customerName}</Field>
          <Field label="Email">
            <a className="underline underline-offset-2" href={`mailto:${booking.customerEmail}`}>
              {booking.customerEmail}
            </a>
          </Field>
          <Field label="Telefone">
            <a className="underline underline-offset-2" href={`tel:${booking.customerPhone.replace(/\s+/g, "")}`}>
              {booking.customerPhone}
            </a>
          </Field>
        </dl>
      </Section>

      <Section title="Serviço">
        <dl>
          <Field label="Tipo">{booking.bookingType === "tour" ? `Tour: ${booking.tourName ?? "—"}` : "Transferência"}</Field>
          <Field label="Partida">{booking.origin}</Field>
          <Field label="Destino">{booking.destination}</Field>
          <Field label="Data e hora">
            {formatDate(booking.bookingDate, "pt")} {booking.bookingTime}
          </Field>
          <Field label="Voo">{booking.flightNumber || "—"}</Field>
          <Field label="Passageiros">{booking.passengers}</Field>
          <Field label="Veículo">
            {booking.vehicleName ? `${booking.vehicleName} (${booking.vehicleClass})` : booking.vehicleClass}
          </Field>
          <Field label="Pedidos especiais">
            <span className="whitespace-pre-line">{booking.specialRequests || "—"}</span>
          </Field>
          {booking.outbound && <Field label="Reserva de ida">{tripLine(booking.outbound)}</Field>}
          {booking.returnTrip && <Field label="Regresso">{tripLine(booking.returnTrip)}</Field>}
        </dl>
      </Section>

      <Section title="Preço e pagamento">
        {booking.extras.length > 0 && (
          <ul className="space-y-1 text-sm">
            {booking.extras.map((extra) => (
              <li key={extra.id} className="flex justify-between gap-4">
                <span>{extra.name}</span>
                <span className="tabular-nums">{formatEuros(extra.priceCents, "pt")}</span>
              </li>
            ))}
          </ul>
        )}
        <dl>
          <Field label="Total">
            <span className="font-semibold tabular-nums">{formatEuros(booking.totalPriceCents, "pt")}</span>
          </Field>
          <Field label="Pagamento">
            <Badge variant={booking.paymentState === "paid" ? "green" : booking.paymentState === "test_paid" ? "yellow" : "outline"}>
              {PAYMENT_STATE_LABELS[booking.paymentState]}
            </Badge>
          </Field>
          <Field label="Criada em">{formatDateTime(booking.createdAt, "pt")}</Field>
        </dl>
        {hasReceipt(booking) && (
          <div className="space-y-1">
            <ReceiptLink booking={booking} />
            <p className="text-xs text-muted-foreground">Recibo interno: não é uma fatura certificada.</p>
          </div>
        )}
      </Section>

      <Section title="Faturação">
        <dl>
          <Field label="NIF">{booking.invoiceTaxId ?? "Consumidor final"}</Field>
          {booking.invoiceName && <Field label="Nome na fatura">{booking.invoiceName}</Field>}
          {booking.invoiceAddress && <Field label="Morada na fatura">{booking.invoiceAddress}</Field>}
        </dl>
        {booking.invoiceDocuments && booking.invoiceDocuments.length > 0 ? (
          <InvoiceDocumentList documents={booking.invoiceDocuments} reference={booking.reference} />
        ) : (
          <p className="text-sm text-muted-foreground">Sem documentos certificados emitidos.</p>
        )}
      </Section>

      {booking.changeRequests.length > 0 && (
        <Section title="Pedidos de alteração">
          <ChangeRequestsPanel booking={booking} />
        </Section>
      )}

      <Separator />
      <Section title="Histórico">
        <BookingHistory entries={booking.history} />
      </Section>
    </div>
  );
}

/** The booking detail drawer: every field, the actions, and who changed what and when. */
export function BookingDetailsSheet({ bookingId, onClose }: { bookingId: string | null; onClose: () => void }) {
  const detail = useAdminBooking(bookingId);
  return (
    <Sheet open={bookingId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-xl">
        <SheetHeader className="pr-12">
          <SheetTitle className="flex flex-wrap items-center gap-2 text-lg">
            Reserva {detail.data?.reference ?? ""}
            {detail.data && <Badge variant={statusBadge(detail.data.status)}>{statusLabel(detail.data.status)}</Badge>}
          </SheetTitle>
          <SheetDescription>Todos os dados da reserva e o seu histórico.</SheetDescription>
        </SheetHeader>
        {detail.isPending ? (
          <ListLoading />
        ) : detail.isError ? (
          <ListError title="Erro ao buscar dados da reserva" detail={detail.error.message} onRetry={() => detail.refetch()} />
        ) : (
          <Details booking={detail.data} onDeleted={onClose} />
        )}
      </SheetContent>
    </Sheet>
  );
}
