import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api.ts";
import { useContentLanguage } from "../../lib/use-content-language.ts";
import type { LanguageCode } from "../../lib/i18n.ts";
import {
  cancelManagedBooking,
  fetchManagedBooking,
  requestBookingChange,
  startManagedCheckout,
} from "./managed-booking.ts";

export const managedBookingQueryKey = (token: string, lang: LanguageCode) => ["managed-booking", token, lang] as const;

/**
 * The booking behind a private link, in the page's language. A 404 is final (no retry).
 * `untilPaid`: back from a successful checkout the payment's webhook may not have arrived yet, so
 * the booking is asked again every 3 s (at most 10 times) while its payment is still pending.
 */
export function useManagedBooking(token: string | undefined, { untilPaid = false }: { untilPaid?: boolean } = {}) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: managedBookingQueryKey(token ?? "", lang),
    queryFn: () => fetchManagedBooking(token ?? "", lang),
    enabled: Boolean(token),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
    refetchInterval: (query) =>
      untilPaid && query.state.data?.payment.state === "pending" && query.state.dataUpdateCount <= 10 ? 3000 : false,
  });
}

/** Pay now: asks for a checkout of the same booking, then leaves for it. */
export function useManagedCheckout(token: string) {
  const lang = useContentLanguage();
  return useMutation({
    mutationFn: () => startManagedCheckout(token, lang),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useCancelBooking(token: string) {
  const lang = useContentLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expectedRefundCents: number) => cancelManagedBooking(token, lang, expectedRefundCents),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["managed-booking", token] }),
  });
}

export function useChangeRequest(token: string) {
  const lang = useContentLanguage();
  return useMutation({ mutationFn: (message: string) => requestBookingChange(token, lang, message) });
}
