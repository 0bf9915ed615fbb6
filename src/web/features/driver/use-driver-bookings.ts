import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "../../lib/toast.ts";
import type { MeResponse } from "../../../domain/me.ts";
import { ApiError, apiFetch } from "../../lib/api.ts";
import { meQueryKey } from "../auth/use-auth.ts";
import type { DriverBooking, DriverBookingFilter, DriverBookingsResponse, DriverSettableStatus } from "./driver-booking.ts";
import { readDriverBookings, saveDriverBookings } from "./driver-bookings-cache.ts";
import { useOnline } from "./use-online.ts";

/** Every list of the driver portal (all tabs) starts with this key. */
export const driverBookingsRootKey = ["driver", "bookings"] as const;

export const POLL_INTERVAL_MS = 30_000;

export const OFFLINE_STATUS_MESSAGE = "Sem ligação: não foi possível atualizar o status. Tente de novo quando tiver rede.";

/** The browser says there is no network: nothing was sent. */
export class OfflineError extends Error {
  constructor() {
    super("Sem ligação");
  }
}

/** A fetch that never reached the server (no signal, DNS, dropped connection). */
export function isNetworkFailure(error: unknown) {
  return error instanceof OfflineError || (error instanceof TypeError && !(error instanceof ApiError));
}

export interface DriverBookingsView {
  bookings: DriverBooking[];
  /** Today in Lisbon for the Hoje / Amanhã labels. */
  today: string | null;
  /** First load still under way and nothing cached. */
  loading: boolean;
  /** Nothing to show: the load failed and no copy is kept. */
  error: Error | null;
  /** The list shown is an older copy (no network, or the last poll failed). */
  staleSince: number | null;
  retry(): void;
}

/**
 * One tab's list, polled every 30 s while the page is visible. Each answer is kept in
 * localStorage for this driver; without a network, or when the call fails, the kept copy is
 * shown (with `staleSince`).
 */
export function useDriverBookings(userId: string, filter: DriverBookingFilter): DriverBookingsView {
  const online = useOnline();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...driverBookingsRootKey, userId, filter],
    queryFn: async () => {
      if (!navigator.onLine) throw new OfflineError();
      const data = await apiFetch<DriverBookingsResponse>(`/api/driver/bookings?filter=${filter}`);
      // An answer landing after Sair is not kept: sign-out has just cleared the copies.
      if (queryClient.getQueryData<MeResponse>(meQueryKey)?.user?.id === userId) saveDriverBookings(userId, filter, data);
      return data;
    },
    // Run (and fail fast) offline too, so the kept copy shows instead of an endless spinner.
    networkMode: "always",
    retry: (count, error) => !isNetworkFailure(error) && !(error instanceof ApiError && error.status < 500) && count < 1,
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });

  const failed = query.isError;
  const wasFailed = useRef(false);
  useEffect(() => {
    // Said once when loading starts failing, not at every failed poll; an offline phone has its banner.
    if (failed && !wasFailed.current && !isNetworkFailure(query.error)) {
      toast.error("Não foi possível carregar as reservas", { id: "driver-bookings-error", description: query.error?.message });
    }
    wasFailed.current = failed;
  }, [failed, query.error]);

  const cached = query.data ? null : readDriverBookings(userId, filter);
  const data = query.data ?? cached?.data ?? null;
  const stale = data !== null && (!online || failed || (cached !== null && !query.data));
  const savedAt = query.data ? query.dataUpdatedAt : (cached?.savedAt ?? null);

  return {
    bookings: data?.bookings ?? [],
    today: data?.today ?? null,
    loading: data === null && query.isPending,
    error: data === null && failed ? query.error : null,
    staleSince: stale ? savedAt : null,
    retry: () => void query.refetch(),
  };
}

/**
 * Sets a booking's status. Without a network the change is refused at once (never queued: the
 * driver must know it did not reach the office); the lists reload after a change.
 */
export function useDriverStatusChange() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, status }: { id: string; status: DriverSettableStatus }) => {
      if (!navigator.onLine) throw new OfflineError();
      return apiFetch<{ booking: DriverBooking }>(`/api/driver/bookings/${id}/status`, {
        method: "PATCH",
        json: { status },
      });
    },
    networkMode: "always",
    onSuccess: async () => {
      toast.success("Status atualizado");
      await queryClient.invalidateQueries({ queryKey: driverBookingsRootKey });
    },
    onError: (error) => {
      if (isNetworkFailure(error)) toast.error(OFFLINE_STATUS_MESSAGE, { id: "driver-status-offline" });
      else toast.error("Não foi possível atualizar o status", { description: error.message });
      // The server may know better (e.g. the office cancelled it meanwhile).
      void queryClient.invalidateQueries({ queryKey: driverBookingsRootKey });
    },
  });
  return {
    change: (id: string, status: DriverSettableStatus) => {
      if (!navigator.onLine) {
        toast.error(OFFLINE_STATUS_MESSAGE, { id: "driver-status-offline" });
        return;
      }
      mutation.mutate({ id, status });
    },
    pendingId: mutation.isPending ? mutation.variables?.id : undefined,
  };
}
