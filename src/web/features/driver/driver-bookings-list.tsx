import { WifiOff } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { ListEmpty, ListError, ListLoading } from "../admin/list-states.tsx";
import { lisbonToday, formatTime } from "../../../domain/lisbon-date.ts";
import type { DriverBookingFilter } from "./driver-booking.ts";
import { DriverBookingCard } from "./driver-booking-card.tsx";
import { useDriverBookings, useDriverStatusChange } from "./use-driver-bookings.ts";
import { GeoConsent, ServiceStepsPanel } from "./service-steps-panel.tsx";
import { recordCall, useServiceSteps, useStepQueue } from "./use-service-steps.ts";
import { useNow } from "./use-now.ts";

/** One tab of the driver portal: the cards, or the loading, error, empty and offline states. */
export function DriverBookingsList({ userId, filter }: { userId: string; filter: DriverBookingFilter }) {
  const view = useDriverBookings(userId, filter);
  const status = useDriverStatusChange();
  const steps = useServiceSteps(userId);
  const queue = useStepQueue(userId);
  const now = useNow(15_000);

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
      {filter !== "completed" && view.bookings.length > 0 && <GeoConsent userId={userId} />}
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
            onCall={() => recordCall(booking.id)}
          >
            <ServiceStepsPanel
              booking={booking}
              userId={userId}
              queue={queue}
              now={now}
              onStep={(step) => void steps.record(booking.id, step)}
            />
          </DriverBookingCard>
        ))
      )}
    </div>
  );
}
