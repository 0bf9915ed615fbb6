import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { BookingType } from "../../../domain/booking-type.ts";
import type { ClassQuote, ClassQuotesResponse, GroupProposal, QuoteBreakdown } from "../../../domain/quote-schema.ts";
import { apiFetch } from "../../lib/api.ts";
import { useContentLanguage, withLanguage } from "../../lib/use-content-language.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";

export interface QuoteRequest {
  bookingType: BookingType;
  origin: string;
  destination: string;
  tourId: string;
  vehicleId: string;
  vehicleClass: string;
  /** A group in several vehicles: the proposal's classes, one per vehicle (empty for one vehicle). */
  vehicleClasses?: string[];
  passengers: number;
  extraIds: string[];
  returnTrip: boolean;
}

export interface QuoteResponse extends Partial<QuoteBreakdown> {
  available: boolean;
  tripCents: number;
  totalCents: number;
  extrasCents: number;
}

/** How long the form waits for typing to stop before asking for a price. */
export const QUOTE_DEBOUNCE_MS = 350;

/** Whether the trip is known well enough to be priced (the class aside). */
function isTripQuotable(r: QuoteRequest): boolean {
  if (!(r.passengers >= 1)) return false;
  if (r.bookingType === "tour") return r.tourId !== "";
  return r.origin.trim().length >= 3 && r.destination.trim().length >= 3;
}

/** The trip part of a quote body (both endpoints). */
function tripBody(r: QuoteRequest) {
  return {
    bookingType: r.bookingType,
    origin: r.bookingType === "transfer" ? { address: r.origin } : undefined,
    destination: r.bookingType === "transfer" ? { address: r.destination } : undefined,
    tourId: r.bookingType === "tour" ? r.tourId : undefined,
    passengers: r.passengers,
    extraIds: r.extraIds,
    returnTrip: r.returnTrip,
  };
}

/** A request and its debounced copy, compared by value (a new object each render is the same request). */
function useDebouncedRequest<T>(request: T): {
  debounced: T;
  settled: boolean;
} {
  const key = JSON.stringify(request);
  const debouncedKey = useDebouncedValue(key, QUOTE_DEBOUNCE_MS);
  return {
    debounced: JSON.parse(debouncedKey) as T,
    settled: key === debouncedKey,
  };
}

/**
 * The server's price for what the form holds, with its breakdown: asked again when something that
 * matters changes (debounced; a newer request cancels the stale one). `isPending` is true while the
 * form is waiting for a price (debouncing or loading): submitting then waits.
 */
export function useQuote(request: QuoteRequest) {
  const lang = useContentLanguage();
  const { debounced, settled } = useDebouncedRequest(request);
  const enabled = Boolean(debounced.vehicleClass) && isTripQuotable(debounced);
  const willBeEnabled = Boolean(request.vehicleClass) && isTripQuotable(request);
  const query = useQuery({
    queryKey: ["quote", debounced, lang],
    queryFn: ({ signal }) =>
      apiFetch<QuoteResponse>(withLanguage("/api/quotes", lang), {
        method: "POST",
        signal,
        json: {
          ...tripBody(debounced),
          vehicleId: debounced.vehicleId || undefined,
          vehicleClass: debounced.vehicleClass,
          ...(debounced.vehicleClasses?.length ? { vehicleClasses: debounced.vehicleClasses } : {}),
        },
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const isFetching = query.isFetching || !settled;
  /** Waiting for the price of what the form holds now. */
  const isPending = willBeEnabled && (isFetching || (!query.data && !query.isError));
  const quote = enabled ? query.data : undefined;
  const isError = query.isError && !query.isFetching;
  // The same object while nothing changes: the parts of the form showing it skip their render.
  return useMemo(
    () => ({ enabled, isFetching, isPending, quote, isError }),
    [enabled, isFetching, isPending, quote, isError],
  );
}

const NO_CLASSES: ClassQuote[] = [];

/**
 * Every vehicle class priced for the trip (POST /api/quotes/classes): the class cards. Asked as
 * soon as the passengers are known; the prices come once the trip can be priced.
 */
export function useClassQuotes(request: Omit<QuoteRequest, "vehicleId" | "vehicleClass" | "vehicleClasses">) {
  const lang = useContentLanguage();
  const full: QuoteRequest = { ...request, vehicleId: "", vehicleClass: "" };
  const { debounced, settled } = useDebouncedRequest(full);
  const quotable = isTripQuotable(debounced);
  // Without a trip, the classes are still listed (seats, suitcases, too small) with no price.
  const body = quotable
    ? tripBody(debounced)
    : {
        bookingType: "tour" as const,
        passengers: debounced.passengers >= 1 ? Math.min(debounced.passengers, 50) : 1,
        extraIds: [],
      };
  const query = useQuery({
    queryKey: ["quote-classes", body, lang],
    queryFn: ({ signal }) =>
      apiFetch<ClassQuotesResponse>(withLanguage("/api/quotes/classes", lang), {
        method: "POST",
        signal,
        json: body,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const classes = query.data?.classes ?? NO_CLASSES;
  // Only for the trip's own prices (a group is priced by its zone prices).
  const group: GroupProposal | null = (quotable && query.data?.group) || null;
  const roundTrip = quotable && debounced.returnTrip;
  const isFetching = query.isFetching || !settled;
  const { refetch } = query;
  const retry = useCallback(() => refetch(), [refetch]);
  // The same object while nothing changes: the parts of the form showing it skip their render.
  return useMemo(
    () => ({
      classes,
      /** The vehicles that carry the passengers when no single class can (decision 0045). */
      group,
      /** Whether the prices belong to the trip (false: seats only). */
      priced: quotable,
      /** The prices are for both trips. */
      roundTrip,
      isLoading: query.isPending,
      isFetching,
      isError: query.isError,
      retry,
    }),
    [classes, group, quotable, roundTrip, query.isPending, isFetching, query.isError, retry],
  );
}
