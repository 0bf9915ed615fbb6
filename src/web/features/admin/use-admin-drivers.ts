import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api.ts";

export interface AdminDriver {
  id: string;
  name: string;
  email: string;
  phone: string | null;
}

/** The drivers list, whether the API answers a bare array or { drivers: [...] }. */
export function readDrivers(body: unknown): AdminDriver[] {
  if (Array.isArray(body)) return body as AdminDriver[];
  const drivers = (body as { drivers?: unknown } | null)?.drivers;
  return Array.isArray(drivers) ? (drivers as AdminDriver[]) : [];
}

/** GET /api/admin/drivers: everyone with the driver role (names from their profiles). */
export function useAdminDrivers(enabled = true) {
  return useQuery({
    queryKey: ["admin", "drivers"],
    queryFn: async () => readDrivers(await apiFetch<unknown>("/api/admin/drivers")),
    enabled,
    staleTime: 60_000,
  });
}
