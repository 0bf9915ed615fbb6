import { keepPreviousData, queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { Report } from "../../../domain/contracts/reports.ts";
import { ApiError, apiFetch } from "../../lib/api.ts";
import { reportQuery } from "./export-links.ts";
import type { ReportPeriod } from "./report-period.ts";

/** A refusal (a bad period: 4xx) is not asked again; a failure of the server is, twice. */
const retryFailures = (failures: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failures < 2;

/** GET /api/admin/reports for a period: its key, its request and how long its answer stays fresh. */
export function reportQueryOptions(period: ReportPeriod) {
  return queryOptions({
    queryKey: ["admin", "reports", period.from, period.to, period.granularity],
    queryFn: () => apiFetch<Report>(`/api/admin/reports?${reportQuery(period)}`),
    staleTime: 30_000,
    retry: retryFailures,
  });
}

/** GET /api/admin/reports: the period's figures beside the previous period's. */
export function useReport(period: ReportPeriod) {
  return useQuery({ ...reportQueryOptions(period), placeholderData: keepPreviousData });
}

/** Asks for a period's report ahead of the tab (its answer waits in the cache for useReport). */
export function prefetchReport(queryClient: QueryClient, period: ReportPeriod): Promise<void> {
  return queryClient.prefetchQuery(reportQueryOptions(period));
}
