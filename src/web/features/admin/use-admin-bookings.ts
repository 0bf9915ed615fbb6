import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast.ts";
import { apiFetch } from "../../lib/api.ts";
import { buildPageQuery } from "./admin-page.ts";
import type {
  AdminBookingDetail,
  AdminBookingsPage,
  AdminBookingStatus,
  AssignmentWarning,
} from "./admin-booking.ts";
import { formatDate } from "../../../domain/lisbon-date.ts";

/** The list's filters, as the URL query of GET /api/admin/bookings takes them (empty = none). */
export interface BookingFilters {
  status?: AdminBookingStatus;
  type?: "transfer" | "tour";
  from?: string;
  to?: string;
  driverId?: string;
  q?: string;
}

const bookingsKey = ["admin", "bookings"] as const;
const path = (id: string, rest = "") => `/api/admin/bookings/${encodeURIComponent(id)}${rest}`;

/** GET /api/admin/bookings: one page, newest first, with the total and the counts per status. */
export function useAdminBookings(page: number, filters: BookingFilters) {
  return useQuery({
    queryKey: [...bookingsKey, "list", page, filters],
    queryFn: () =>
      apiFetch<AdminBookingsPage>(`/api/admin/bookings${buildPageQuery(page, { ...filters })}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/bookings/:id: every field, extras, payment state and history. */
export function useAdminBooking(id: string | null) {
  return useQuery({
    queryKey: [...bookingsKey, "detail", id],
    queryFn: () => apiFetch<{ booking: AdminBookingDetail }>(path(id!)).then((r) => r.booking),
    enabled: id !== null,
  });
}

function useRefreshBookings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingsKey });
}

/** PATCH /api/admin/bookings/:id/status — Status atualizado! / Erro ao atualizar status. */
export function useSetBookingStatus() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AdminBookingStatus }) =>
      apiFetch<unknown>(path(id, "/status"), { method: "PATCH", json: { status } }),
    onSuccess: async () => {
      toast.success("Status atualizado!");
      await refresh();
    },
    onError: (error) => toast.error("Erro ao atualizar status", { description: error.message }),
  });
}

/**
 * POST /api/admin/bookings/:id/assign — Motorista atribuído e notificado!, with a warning (never a
 * refusal) when the driver has another booking within 2 hours.
 */
export function useAssignDriver() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: ({ id, driverId }: { id: string; driverId: string }) =>
      apiFetch<{ warnings: AssignmentWarning[] }>(path(id, "/assign"), { method: "POST", json: { driverId } }),
    onSuccess: async ({ warnings }) => {
      toast.success("Motorista atribuído e notificado!");
      if (warnings.length > 0) {
        toast.warning("Atenção: o motorista tem outra reserva a menos de 2 horas", {
          description: warnings
            .map((w) => `${w.reference} — ${formatDate(w.bookingDate, "pt")} ${w.bookingTime}, ${w.origin} → ${w.destination}`)
            .join("\n"),
          // Long enough to read the clashing booking, closable at once, never lingering over the board.
          duration: 6_000,
          closeButton: true,
        });
      }
      await refresh();
    },
    onError: (error) => toast.error("Erro ao atribuir motorista", { description: error.message }),
  });
}

/** POST /api/admin/bookings/:id/payment-link — only while pending (the server says so otherwise). */
export function useSendPaymentLink() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ url: string }>(path(id, "/payment-link"), { method: "POST" }),
    onSuccess: async () => {
      toast.success("Link de pagamento enviado por email!");
      await refresh();
    },
    onError: (error) => {
      // The spec's toast for a booking that is not pending is the server's message itself.
      if ("code" in error && error.code === "not_pending") toast.error(error.message);
      else toast.error("Erro ao reenviar link de pagamento", { description: error.message });
    },
  });
}

/** DELETE /api/admin/bookings/:id — Reserva apagada com sucesso! / Erro ao apagar reserva. */
export function useDeleteBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(path(id), { method: "DELETE" }),
    onSuccess: async () => {
      toast.success("Reserva apagada com sucesso!");
      await refresh();
    },
    onError: (error) => toast.error("Erro ao apagar reserva", { description: error.message }),
  });
}
