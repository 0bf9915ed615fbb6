import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { BookingType } from "../../../domain/booking-type.ts";
import { apiFetch } from "../../lib/api.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";

export interface QuoteRequest {
  bookingType: BookingType;
  origin: string;
  destination: string;
  tourId: string;
  vehicleId: string;
  vehicleClass: string;
  passengers: number;
  extraIds: string[];
  returnTrip: boolean;
}

export interface QuoteResponse {
  available: boolean;
  tripCents: number;
  totalCents: number;
  extrasCents: number;
}

/** Whether there is enough to ask for a price. */
function isQuotable(r: QuoteRequest): boolean {
  if (!r.vehicleClass || !(r.passengers >= 1)) return false;
  if (r.bookingType === "tour") return r.tourId !== "";
  return r.origin.trim().length >= 3 && r.destination.trim().length >= 3;
}

/**
 * The server's price for what the form holds: asked again when something that matters changes
 * (debounced; a newer request cancels the stale one).
 */
export function useQuote(request: QuoteRequest) {
  const debounced = useDebouncedValue(request, 350);
  const enabled = isQuotable(debounced);
  const query = useQuery({
    queryKey: ["quote", debounced],
    queryFn: ({ signal }) =>
      apiFetch<QuoteResponse>("/api/quotes", {
        method: "POST",
        signal,
        json: {
          bookingType: debounced.bookingType,
          origin: debounced.bookingType === "transfer" ? { address: debounced.origin } : undefined,
          destination: debounced.bookingType === "transfer" ? { address: debounced.destination } : undefined,
          tourId: debounced.bookingType === "tour" ? debounced.tourId : undefined,
          vehicleId: debounced.vehicleId || undefined,
          vehicleClass: debounced.vehicleClass,
          passengers: debounced.passengers,
          extraIds: debounced.extraIds,
          returnTrip: debounced.returnTrip,
        },
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return {
    enabled,
    isFetching: query.isFetching || JSON.stringify(debounced) !== JSON.stringify(request),
    quote: enabled ? query.data : undefined,
    isError: query.isError,
  };
}
