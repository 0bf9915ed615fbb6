import { useMutation, useQueryClient } from "@tanstack/react-query";
import { inputClassName } from "../../components/ui/input.tsx";
import { apiFetch } from "../../lib/api.ts";
import { cn } from "../../lib/cn.ts";
import { toast } from "../../lib/toast.ts";
import type { AdminUser } from "./admin-user.ts";
import { useAdminVehicles } from "./use-admin-catalogue.ts";
import { prefixedErrorMessage } from "./use-admin-users.ts";

const NONE = "";

/** PATCH /api/users/:id { vehicleId }: the users list and the dispatch board (its seat checks) reload. */
function useSetUsualVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, vehicleId }: { userId: string; vehicleId: string | null }) =>
      apiFetch<{ user: AdminUser }>(`/api/users/${encodeURIComponent(userId)}`, { method: "PATCH", json: { vehicleId } }),
    onSuccess: async () => {
      toast.success("Viatura habitual atualizada");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
        queryClient.invalidateQueries({ queryKey: ["admin", "bookings", "dispatch"] }),
      ]);
    },
    onError: (error) => toast.error(prefixedErrorMessage("Erro ao atualizar perfil", error)),
  });
}

/**
 * Viatura habitual: a driver's usual vehicle, chosen from the fleet (Sem viatura clears it). The
 * dispatch board flags a job with more passengers than its seats. Other accounts show a dash.
 */
export function UsualVehicleSelect({ user }: { user: AdminUser }) {
  const isDriver = user.roles.includes("driver");
  const vehicles = useAdminVehicles().list;
  const save = useSetUsualVehicle();
  if (!isDriver) return <span className="text-muted-foreground">—</span>;
  const fleet = vehicles.data ?? [];
  const current = user.vehicle;
  const options = current && !fleet.some((v) => v.id === current.id) ? [current, ...fleet] : fleet;
  return (
    <select
      aria-label={`Viatura habitual (${user.name})`}
      className={cn(inputClassName, "h-9 w-40")}
      value={current?.id ?? NONE}
      disabled={save.isPending}
      onChange={(event) => save.mutate({ userId: user.id, vehicleId: event.target.value || null })}
    >
      <option value={NONE}>Sem viatura</option>
      {options.map((vehicle) => (
        <option key={vehicle.id} value={vehicle.id}>
          {vehicle.name} ({vehicle.capacity} lugares)
        </option>
      ))}
    </select>
  );
}
