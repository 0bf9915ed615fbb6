import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import type { RecordStepResponse } from "../../../domain/contracts/day-of-service.ts";
import type { ServiceStep } from "../../../domain/service-steps.ts";
import { ApiError, apiFetch } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { currentPosition, readGeoChoice, toPosition } from "./geolocation.ts";
import {
  dropFirstStep,
  enqueueStep,
  readStepQueue,
  type QueuedStep,
} from "./step-queue.ts";
import { driverBookingsRootKey } from "./use-driver-bookings.ts";

const QUEUED_MESSAGE =
  "Sem rede: o passo fica guardado com a hora real e é enviado quando houver sinal.";
/** How often a job on the way shares the phone's position (the customer's map refreshes as often). */
export const LIVE_POSITION_INTERVAL_MS = 20_000;

const isNetworkFailure = (error: unknown) => !(error instanceof ApiError);

const postStep = (q: QueuedStep, queued: boolean) =>
  apiFetch<RecordStepResponse>(`/api/driver/bookings/${q.bookingId}/steps`, {
    method: "POST",
    json: {
      step: q.step,
      at: q.at,
      ...(q.position ? { position: q.position } : {}),
      ...(queued ? { queued: true } : {}),
    },
  });

let flushing = false;

/** Sends the queued steps in order; stops at the first network failure (still no signal). */
async function flushQueue(userId: string): Promise<boolean> {
  if (flushing || !navigator.onLine) return false;
  flushing = true;
  let sent = false;
  try {
    for (let q = readStepQueue(userId)[0]; q; q = readStepQueue(userId)[0]) {
      try {
        await postStep(q, true);
        sent = true;
      } catch (error) {
        if (isNetworkFailure(error)) return sent;
        // Refused (out of order, too old, the office changed the job): said, and not retried.
        toast.error("Um passo guardado sem rede foi recusado", {
          description: (error as Error).message,
        });
      }
      dropFirstStep(userId);
    }
  } finally {
    flushing = false;
  }
  return sent;
}

function subscribeQueue(onChange: () => void) {
  window.addEventListener("driver-steps-changed", onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener("driver-steps-changed", onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** This driver's queued steps, kept up to date (a stable string snapshot, parsed per render). */
export function useStepQueue(userId: string): QueuedStep[] {
  const raw = useSyncExternalStore(
    subscribeQueue,
    () => JSON.stringify(readStepQueue(userId)),
    () => "[]",
  );
  return JSON.parse(raw) as QueuedStep[];
}

/**
 * The steps of the driver's jobs (decision 0050): a tap records the step with the phone's time and,
 * when allowed, its position; without signal it is queued and sent, in order, when the signal
 * returns (the 'online' event, and a retry every 30 s).
 */
export function useServiceSteps(userId: string) {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: driverBookingsRootKey }),
    [queryClient],
  );

  useEffect(() => {
    const flush = () =>
      void flushQueue(userId).then((sent) => {
        if (sent) void refresh();
      });
    flush();
    window.addEventListener("online", flush);
    const timer = window.setInterval(flush, 30_000);
    return () => {
      window.removeEventListener("online", flush);
      window.clearInterval(timer);
    };
  }, [userId, refresh]);

  const record = useCallback(
    async (bookingId: string, step: ServiceStep) => {
      const at = new Date().toISOString();
      const position =
        readGeoChoice(userId) === "allowed"
          ? await currentPosition()
          : undefined;
      const q: QueuedStep = {
        bookingId,
        step,
        at,
        ...(position ? { position } : {}),
      };
      // Steps already waiting go first: this one must not overtake them.
      if (!navigator.onLine || readStepQueue(userId).length > 0) {
        enqueueStep(userId, q);
        if (!navigator.onLine)
          toast.info(QUEUED_MESSAGE, { id: "driver-step-queued" });
        else
          void flushQueue(userId).then((sent) => {
            if (sent) void refresh();
          });
        return;
      }
      try {
        const answer = await postStep(q, false);
        toast.success(`${answer.message}`);
      } catch (error) {
        if (isNetworkFailure(error)) {
          enqueueStep(userId, q);
          toast.info(QUEUED_MESSAGE, { id: "driver-step-queued" });
          return;
        }
        toast.error("Não foi possível registar o passo", {
          description: (error as Error).message,
        });
      }
      await refresh();
    },
    [userId, refresh],
  );

  return { record };
}

/** The driver tapped the customer's number: recorded as evidence (a failure is not worth a toast). */
export function recordCall(bookingId: string) {
  void apiFetch(`/api/driver/bookings/${bookingId}/calls`, {
    method: "POST",
    json: { at: new Date().toISOString() },
  }).catch(() => undefined);
}

/**
 * While a job is on the way and the driver allowed it, the phone's position is shared every 20 s
 * for the customer's map; it stops with the step (and the server refuses any other time).
 */
export function useLivePosition(
  bookingId: string,
  active: boolean,
  allowed: boolean,
) {
  const last = useRef(0);
  useEffect(() => {
    if (!active || !allowed || !("geolocation" in navigator)) return;
    const watch = navigator.geolocation.watchPosition(
      (p) => {
        if (
          Date.now() - last.current < LIVE_POSITION_INTERVAL_MS ||
          !navigator.onLine
        )
          return;
        last.current = Date.now();
        void apiFetch(`/api/driver/bookings/${bookingId}/position`, {
          method: "POST",
          json: toPosition(p),
        }).catch(() => undefined);
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [bookingId, active, allowed]);
}
