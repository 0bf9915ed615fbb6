import { useState } from "react";
import { useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { BookingsExportLinks } from "../reports/bookings-export-links.tsx";
import { BookingActions } from "./booking-actions.tsx";
import { BookingDetailsSheet } from "./booking-details-sheet.tsx";
import { BookingFiltersBar } from "./booking-filters.tsx";
import { BookingStatusCounts } from "./booking-status-counts.tsx";
import { BookingStatusSelect } from "./booking-status-select.tsx";
import { ServiceStepNote } from "./service-step-note.tsx";
import { BookingsSummary } from "./bookings-summary.tsx";
import { ListEmpty, ListError, ListLoading } from "./list-states.tsx";
import { PaginationBar } from "./pagination-bar.tsx";
import type { AdminBookingItem } from "./admin-booking.ts";
import { useAdminBookings, useSetBookingStatus, type BookingFilters } from "./use-admin-bookings.ts";
import { useErrorToast } from "./use-error-toast.ts";
import { formatEuros } from "../../../domain/money.ts";
import { formatDate } from "../../../domain/lisbon-date.ts";

function Service({ booking }: { booking: AdminBookingItem }) {
  return (
    <div className="min-w-0 space-y-0.5">
      <p className="font-medium">{booking.bookingType === "tour" ? `Tour: ${booking.tourName ?? "—"}` : "Transferência"}</p>
      <p className="text-muted-foreground">
        {booking.origin} → {booking.destination}
      </p>
      {booking.outboundReference && <p className="text-xs text-muted-foreground">Regresso da reserva {booking.outboundReference}</p>}
      {booking.groupReference && (
        <p className="text-xs text-muted-foreground">
          Veículo {booking.groupVehicle} de {booking.groupSize} do grupo {booking.groupReference}
        </p>
      )}
    </div>
  );
}

const vehicleOf = (b: AdminBookingItem) => (b.vehicleName ? `${b.vehicleName} · ${b.vehicleClass}` : b.vehicleClass);

/** Gestão de Reservas: every booking, newest first, paged on the server, with filters and search. */
export function BookingsTab() {
  const [page, setPage] = useState(1);
  // The open booking is in the address (?booking=), so the company's new-booking e-mail links to it.
  const [params, setParams] = useSearchParams();
  // A link from a message (Mensagens) opens the list searched for its booking's reference (?q=).
  const [filters, setFilters] = useState<BookingFilters>(() => {
    const q = params.get("q");
    return q ? { q } : {};
  });
  const openId = params.get("booking");
  const setOpenId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set("booking", id);
        else next.delete("booking");
        return next;
      },
      { replace: true },
    );
  const list = useAdminBookings(page, filters);
  const setStatus = useSetBookingStatus();
  useErrorToast(list.error, "Erro ao carregar reservas");

  const changeFilters = (next: BookingFilters) => {
    setFilters(next);
    setPage(1);
  };
  const statusSelect = (b: AdminBookingItem) => (
    <div className="grid gap-1">
      <BookingStatusSelect status={b.status} reference={b.reference} onChange={(status) => setStatus.mutate({ id: b.id, status })} />
      <ServiceStepNote step={b.serviceStep ?? null} />
    </div>
  );
  const actions = (b: AdminBookingItem) => <BookingActions booking={b} onOpen={() => setOpenId(b.id)} />;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Gestão de Reservas</h2>
        </CardTitle>
        <CardDescription>Transferências e tours reservados no site, mais recentes primeiro.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <BookingsSummary />
        <BookingStatusCounts
          counts={list.data?.counts}
          selected={filters.status}
          onSelect={(status) => changeFilters({ ...filters, status })}
        />
        <BookingFiltersBar value={filters} onChange={changeFilters} />
        <BookingsExportLinks filters={filters} total={list.data?.total} />
        {list.isPending ? (
          <ListLoading />
        ) : list.isError ? (
          <ListError title="Erro ao carregar reservas" detail={list.error.message} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <ListEmpty>Nenhuma reserva encontrada</ListEmpty>
        ) : (
          <div aria-busy={list.isFetching} className={list.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
            <Table className="hidden md:table">
              <TableHeader>
                <TableRow>
                  <TableHead>Ref.</TableHead>
                  <TableHead>Data</TableHead>
                  <TableHead>Cliente</TableHead>
                  <TableHead>Serviço</TableHead>
                  <TableHead>Veículo</TableHead>
                  <TableHead>Motorista</TableHead>
                  <TableHead className="text-right">Preço</TableHead>
                  <TableHead>Estado</TableHead>
                  <TableHead className="text-right">Ações</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.items.map((b) => (
                  <TableRow key={b.id}>
                    <TableCell>
                      <button type="button" className="font-mono text-xs underline-offset-2 hover:underline" onClick={() => setOpenId(b.id)}>
                        {b.reference}
                      </button>
                    </TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums">
                      <span className="block">{formatDate(b.bookingDate, "pt")}</span>
                      <span className="block text-muted-foreground">{b.bookingTime}</span>
                    </TableCell>
                    <TableCell className="min-w-40">
                      <p className="font-medium">{b.customerName}</p>
                      <p className="text-xs text-muted-foreground">{b.customerEmail}</p>
                      <p className="text-xs text-muted-foreground">{b.customerPhone}</p>
                    </TableCell>
                    <TableCell className="max-w-64 min-w-44">
                      <Service booking={b} />
                    </TableCell>
                    <TableCell className="min-w-36">
                      <p>{b.vehicleName ?? "—"}</p>
                      <p className="text-xs text-muted-foreground">{b.vehicleClass}</p>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{b.assignedDriverName ?? <span className="text-muted-foreground">—</span>}</TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">{formatEuros(b.totalPriceCents, "pt")}</TableCell>
                    <TableCell>{statusSelect(b)}</TableCell>
                    <TableCell>{actions(b)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <ul className="space-y-3 md:hidden" aria-label="Reservas">
              {list.data.items.map((b) => (
                <li key={b.id} className="space-y-3 rounded-lg border bg-background p-4">
                  <div className="flex items-start justify-between gap-2">
                    <div>
                      <p className="font-medium">{b.customerName}</p>
                      <p className="text-xs text-muted-foreground">
                        <span className="font-mono">{b.reference}</span> · {formatDate(b.bookingDate, "pt")} {b.bookingTime}
                      </p>
                    </div>
                    <p className="font-semibold whitespace-nowrap tabular-nums">{formatEuros(b.totalPriceCents, "pt")}</p>
                  </div>
                  <div className="text-sm">
                    <Service booking={b} />
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {vehicleOf(b)} · {b.assignedDriverName ?? "Sem motorista"}
                  </p>
                  <div className="flex items-center justify-between gap-2">
                    {statusSelect(b)}
                    {actions(b)}
                  </div>
                </li>
              ))}
            </ul>
            <PaginationBar page={page} total={list.data.total} onPageChange={setPage} />
          </div>
        )}
      </CardContent>
      <BookingDetailsSheet bookingId={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
