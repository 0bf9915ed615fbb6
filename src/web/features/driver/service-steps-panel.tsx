import { CloudOff, MapPin } from "lucide-react";
import { useSyncExternalStore } from "react";
import { lisbonInstant, lisbonWallClockParts } from "../../../domain/lisbon-date.ts";
import { nextSteps, noShowAllowedFrom, STEP_LABELS, type ServiceStep } from "../../../domain/service-steps.ts";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import type { DriverBooking } from "./driver-booking.ts";
import { currentPosition, readGeoChoice, saveGeoChoice, type GeoChoice } from "./geolocation.ts";
import { queuedStepOf, type QueuedStep } from "./step-queue.ts";
import { useLivePosition } from "./use-service-steps.ts";

const lisbonClock = (iso: string) => {
  const { hour, minute } = lisbonWallClockParts(new Date(iso));
  return `${hour}:${minute}`;
};

function subscribeGeo(onChange: () => void) {
  window.addEventListener("driver-geo-changed", onChange);
  return () => window.removeEventListener("driver-geo-changed", onChange);
}

export function useGeoChoice(userId: string): GeoChoice {
  return useSyncExternalStore(subscribeGeo, () => readGeoChoice(userId), () => null);
}

/** Asked once, with the reason: the position is taken at each step and while on the way, never otherwise. */
export function GeoConsent({ userId }: { userId: string }) {
  const choice = useGeoChoice(userId);
  if (choice !== null || typeof navigator === "undefined" || !("geolocation" in navigator)) return null;
  return (
    <div role="region" aria-label="Partilhar localização" className="grid gap-2 rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
      <p className="flex items-start gap-2">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Para provar cada recolha (por exemplo, que esperou no local) e mostrar ao cliente que está a caminho, o portal regista a
          posição do telemóvel em cada passo e enquanto está a caminho de um serviço. Nunca fora de um serviço. As posições são
          apagadas ao fim de 30 dias.
        </span>
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => {
            saveGeoChoice(userId, "allowed");
            // The browser asks now, once, rather than in the middle of a step.
            void currentPosition();
          }}
        >
          Permitir localização
        </Button>
        <Button size="sm" variant="outline" onClick={() => saveGeoChoice(userId, "declined")}>
          Agora não
        </Button>
      </div>
    </div>
  );
}

const STEP_STYLES: Record<ServiceStep, string> = {
  on_the_way: "bg-primary text-primary-foreground",
  at_pickup: "bg-sky-700 text-white hover:bg-sky-800",
  on_board: "bg-emerald-700 text-white hover:bg-emerald-800",
  completed: "bg-emerald-900 text-white hover:bg-emerald-950",
  no_show: "bg-destructive text-white hover:bg-destructive/90",
};

/**
 * The job's steps, one large tap each: A caminho → No local de recolha → Passageiro a bordo →
 * Concluída, and Não compareceu from the pickup location once the free waiting time is over.
 */
export function ServiceStepsPanel({
  booking,
  userId,
  queue,
  now,
  onStep,
}: {
  booking: DriverBooking;
  userId: string;
  queue: readonly QueuedStep[];
  now: number;
  onStep: (step: ServiceStep) => void;
}) {
  const queued = queuedStepOf(queue, booking.id);
  const step = queued?.step ?? booking.serviceStep ?? null;
  const stepAt = queued?.at ?? booking.serviceStepAt ?? null;
  const geo = useGeoChoice(userId);
  useLivePosition(booking.id, step === "on_the_way" && !queued, geo === "allowed");
  if (booking.status === "cancelled" || (booking.status === "completed" && !step)) return null;
  // Arrived just now (queued offline, the list not yet reloaded): the server's rule, from the booked time.
  const noShowFrom =
    step === "at_pickup"
      ? (booking.noShowFrom ??
        noShowAllowedFrom({
          pickupAt: lisbonInstant(booking.bookingDate, booking.bookingTime),
          airport: Boolean(booking.airportPickup),
          landedAt: null,
        }).toISOString())
      : null;
  const next = nextSteps(step);
  return (
    <section aria-label={`Passos do serviço ${booking.reference}`} className="grid gap-2 rounded-md border bg-muted/30 p-3">
      <p className="text-sm" aria-live="polite">
        {step ? (
          <>
            Passo atual: <strong>{STEP_LABELS[step]}</strong>
            {stepAt && <> às {lisbonClock(stepAt)}</>}
          </>
        ) : (
          "Ainda não saiu para este serviço."
        )}
      </p>
      {queued && (
        <p className="flex items-center gap-2 text-xs text-amber-900">
          <CloudOff aria-hidden="true" className="size-4" /> Guardado sem rede: será enviado quando houver sinal.
        </p>
      )}
      <div className="grid gap-2">
        {next.map((candidate) => {
          const waiting = candidate === "no_show" && noShowFrom !== null && now < Date.parse(noShowFrom);
          return (
            <Button
              key={candidate}
              type="button"
              className={cn("h-14 text-lg font-semibold", STEP_STYLES[candidate])}
              variant={candidate === "no_show" ? "destructive" : "default"}
              disabled={waiting}
              onClick={() => onStep(candidate)}
            >
              {STEP_LABELS[candidate]}
            </Button>
          );
        })}
        {step === "at_pickup" && noShowFrom && now < Date.parse(noShowFrom) && (
          <p className="text-xs text-muted-foreground">
            Tempo de espera gratuito ({booking.airportPickup ? "60 min após a aterragem" : "15 min"}): Não compareceu disponível às{" "}
            {lisbonClock(noShowFrom)}.
          </p>
        )}
      </div>
    </section>
  );
}
