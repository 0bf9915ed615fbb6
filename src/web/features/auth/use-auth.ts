import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { MeResponse } from "../../../domain/me.ts";
import { apiFetch } from "../../lib/api.ts";

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

/** Who is signed in, with both role flags, from GET /api/me. */
export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: meQueryKey,
    queryFn: () => apiFetch<MeResponse>("/api/me"),
    staleTime: 60_000,
    retry: 1,
  });
  const refresh = useCallback(
    () => queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: () => apiFetch<MeResponse>("/api/me") }),
    [queryClient],
  );
  const signOut = useCallback(async () => {
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
