import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { MeResponse } from "../../../domain/me.ts";
import { ApiError, apiFetch } from "../../lib/api.ts";
import { clearDriverBookingsCache } from "../driver/driver-bookings-cache.ts";
import { forgetDriverSession, readDriverSession, rememberDriverSession } from "./offline-driver-session.ts";

export const meQueryKey = ["me"] as const;

export interface AuthState {
  user: MeResponse["user"];
  isAdmin: boolean;
  isDriver: boolean;
  /** True until the session and both role flags are known. */
  loading: boolean;
  /** Reloads the session and roles (after sign-in, sign-up or a role change). */
  refresh(): Promise<MeResponse>;
  signOut(): Promise<void>;
}

/**
 * GET /api/me. Without a connection (not an answer of the server), the driver last signed in on
 * this phone is assumed, so the installed driver app opens with its last list of jobs.
 */
async function fetchMe(): Promise<MeResponse> {
  try {
    const me = await apiFetch<MeResponse>("/api/me");
    rememberDriverSession(me);
    return me;
  } catch (error) {
    const kept = error instanceof ApiError ? null : readDriverSession();
    if (kept) return kept;
    throw error;
  }
}

/** Who is signed in, with both role flags, from GET /api/me. */
export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    staleTime: 60_000,
    retry: 1,
  });
  const refresh = useCallback(
    () => queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe }),
    [queryClient],
  );
  const signOut = useCallback(async () => {
    // First, so a phone without signal still forgets the driver and their customers.
    clearDriverBookingsCache();
    forgetDriverSession();
    // A plain call keeps better-auth's client out of the public pages' first download.
    await apiFetch("/api/auth/sign-out", { method: "POST", json: {} });
    queryClient.setQueryData<MeResponse>(meQueryKey, { user: null, isAdmin: false, isDriver: false });
    await queryClient.invalidateQueries();
  }, [queryClient]);
  const data = query.data;
  return {
    user: data?.user ?? null,
    isAdmin: data?.isAdmin ?? false,
    isDriver: data?.isDriver ?? false,
    loading: query.isPending,
    refresh,
    signOut,
  };
}
