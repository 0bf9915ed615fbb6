import { useMutation, useQuery } from "@tanstack/react-query";
import type { CustomerBookingItem, CustomerBookings } from "../../../domain/customer-area.ts";
import { apiFetch } from "../../lib/api.ts";
import { useContentLanguage, withLanguage } from "../../lib/use-content-language.ts";
import { useAuth } from "../auth/use-auth.ts";

export type { CustomerBookingItem, CustomerBookings };

export const customerBookingsQueryKey = ["account-bookings"] as const;

/**
 * GET /api/account/bookings (decision 0046): the signed-in customer's bookings, asked only once
 * the session says the e-mail is verified (the server refuses it otherwise anyway).
 */
export function useCustomerBookings({ enabled = true }: { enabled?: boolean } = {}) {
  const { user } = useAuth();
  const lang = useContentLanguage();
  return useQuery({
    queryKey: [...customerBookingsQueryKey, user?.id ?? "", lang],
    queryFn: () => apiFetch<CustomerBookings>(withLanguage("/api/account/bookings", lang)),
    enabled: enabled && Boolean(user?.emailVerified),
    staleTime: 30_000,
    retry: 1,
  });
}

/** A new verification e-mail for the signed-in account (rate-limited on the server). */
export function useResendVerification() {
  return useMutation({ mutationFn: () => apiFetch<{ ok: true }>("/api/account/verification-email", { method: "POST", json: {} }) });
}

/** Where "Book again" leads: the same form, with `?rebook=` naming the trip to start from. */
export function rebookHref(item: CustomerBookingItem): string {
  const query = `?rebook=${encodeURIComponent(item.booking.id)}#book`;
  if (item.rebook.bookingType === "tour") return item.rebook.tourSlug ? `/tours/${encodeURIComponent(item.rebook.tourSlug)}${query}` : "/tours";
  return `/transfers${query}`;
}
