import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast.ts";
import type { MeResponse } from "../../../domain/me.ts";
import type { Role } from "../../../domain/roles.ts";
import { ApiError, apiFetch } from "../../lib/api.ts";
import { meQueryKey } from "../auth/use-auth.ts";
import type { AdminUser, CreateUserBody } from "./admin-user.ts";

const usersKey = ["admin", "users"] as const;
/** The bookings tab's driver list (useAdminDrivers): a role change or a new driver changes it. */
const driversKey = ["admin", "drivers"] as const;

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/**
 * The spec's "Erro ao …: {reason}" toast: the server's reason, which most answers already carry
 * with the prefix (never doubled); a failure without a server answer says only the prefix.
 */
export function prefixedErrorMessage(prefix: string, error: Error): string {
  if (!(error instanceof ApiError) || !error.message) return prefix;
  return error.message.startsWith(prefix) ? error.message : `${prefix}: ${error.message}`;
}

/** Bookings show their driver's name; deleting a user unassigns their bookings. */
const bookingsKey = ["admin", "bookings"] as const;

/** The users list, the driver list and the bookings reload after every change. */
function invalidateUserLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: usersKey }),
    queryClient.invalidateQueries({ queryKey: driversKey }),
    queryClient.invalidateQueries({ queryKey: bookingsKey }),
  ]);
}

/** GET /api/users: every account with its phone and roles, by name. */
export function useAdminUsers() {
  return useQuery({
    queryKey: usersKey,
    queryFn: async () => (await apiFetch<{ users: AdminUser[] }>("/api/users")).users,
  });
}

/** POST /api/users (Adicionar Utilizador), with the panel's toasts. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => apiFetch<{ user: AdminUser }>("/api/users", { method: "POST", json: body }),
    onSuccess: async () => {
      toast.success("Utilizador criado com sucesso!");
      await invalidateUserLists(queryClient);
    },
    onError: (error) => toast.error(prefixedErrorMessage("Erro ao criar utilizador", error)),
  });
}

export interface RoleChange {
  userId: string;
  role: Role;
  /** true: PUT (Tornar …); false: DELETE (Remover …). */
  grant: boolean;
}

/** PUT or DELETE /api/users/:id/roles/:role, with Role adicionada! / Role removida! */
export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role, grant }: RoleChange) =>
      apiFetch<{ user: AdminUser }>(`${userPath(userId)}/roles/${role}`, { method: grant ? "PUT" : "DELETE" }),
    onSuccess: async (_data, { userId, grant }) => {
      toast.success(grant ? "Role adicionada!" : "Role removida!");
      // The signed-in admin changed their own roles (e.g. became a driver): the header's links follow.
      const me = queryClient.getQueryData<MeResponse>(meQueryKey);
      await Promise.all([
        invalidateUserLists(queryClient),
        me?.user?.id === userId ? queryClient.invalidateQueries({ queryKey: meQueryKey }) : undefined,
      ]);
    },
    onError: (error, { grant }) => {
      const title = grant ? "Erro ao adicionar role" : "Erro ao remover role";
      // The server's reason as the description, without the title when it already starts with it.
      const reason = prefixedErrorMessage(title, error).slice(title.length + 2);
      toast.error(title, { description: reason || undefined });
    },
  });
}

/** PUT /api/users/:id/password (Alterar Password), with the panel's toasts. */
export function useChangeUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, password }: { userId: string; password: string }) =>
      apiFetch<{ ok: true }>(`${userPath(userId)}/password`, { method: "PUT", json: { password } }),
    onSuccess: async () => {
      toast.success("Password alterada com sucesso!");
      await invalidateUserLists(queryClient);
    },
    onError: (error) => toast.error(prefixedErrorMessage("Erro ao alterar password", error)),
  });
}

/** DELETE /api/users/:id, with the panel's toasts. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiFetch<{ ok: true }>(userPath(userId), { method: "DELETE" }),
    onSuccess: async () => {
      toast.success("Utilizador eliminado com sucesso!");
      await invalidateUserLists(queryClient);
    },
    onError: (error) => toast.error(prefixedErrorMessage("Erro ao eliminar utilizador", error)),
  });
}
