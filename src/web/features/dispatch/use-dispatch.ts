import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DispatchBoard } from "../../../domain/contracts/dispatch.ts";
import { apiFetch } from "../../lib/api.ts";

export type { BoardDriver, BoardJob, DispatchBoard } from "../../../domain/contracts/dispatch.ts";

/**
 * GET /api/admin/dispatch for a period. Kept under the bookings' query key, so an assignment made
 * here or in the bookings tab (useAssignDriver refreshes that key) redraws the board.
 */
export function useDispatchBoard(from: string, to: string) {
  return useQuery({
    queryKey: ["admin", "bookings", "dispatch", from, to],
    queryFn: () => apiFetch<DispatchBoard>(`/api/admin/dispatch?from=${from}&to=${to}`),
    placeholderData: keepPreviousData,
    // The drivers' steps are followed live (decision 0050): polled twice a minute.
    refetchInterval: 30_000,
  });
}
