import { WifiOff } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { ListEmpty, ListError, ListLoading } from "../admin/list-states.tsx";
import { lisbonToday, formatTime } from "../../../domain/lisbon-date.ts";
import type { DriverBookingFilter } from "./driver-booking.ts";
import { DriverBookingCard } from "./driver-booking-card.tsx";
import { useDriverBookings, useDriverStatusChange } from "./use-driver-bookings.ts";

/** One tab of the driver portal: the cards, or the loading, error, empty and offline states. */
export function DriverBookingsList({ userId, filter }: { userId: string; filter: DriverBookingFilter }) {
  const view = useDriverBookings(userId, filter);
  const status = useDriverStatusChange();

  if (view.loading) return <ListLoading />;
  if (view.error)
    return <ListError title="Não foi possível carregar as reservas" detail={view.error.message} onRetry={view.retry} />;

  // A kept copy may be from yesterday: Hoje / Amanhã then follow the phone's clock in Lisbon.
  const today = view.staleSince !== null ? lisbonToday() : view.today;
  return (
    <div className="grid gap-3">
      {view.staleSince !== null && (
        <div
          role="status"
          className="flex items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <span className="flex items-center gap-2">
            <WifiOff aria-hidden="true" className="size-4 shrink-0" />
            Sem ligação — lista de {formatTime(new Date(view.staleSince))}, pode estar desatualizada
          </span>
          <Button size="sm" variant="outline" onClick={view.retry}>
            Atualizar
          </Button>
        </div>
      )}
      {view.bookings.length === 0 ? (
        <ListEmpty>Nenhuma reserva encontrada</ListEmpty>
      ) : (
        view.bookings.map((booking) => (
          <DriverBookingCard
            key={booking.id}
            booking={booking}
            today={today}
            pending={status.pendingId === booking.id}
            onStatusChange={(next) => status.change(booking.id, next)}
          />
        ))
      )}
    </div>
  );
}
