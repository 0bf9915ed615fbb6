import { UserCheck } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { inputClassName } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { useAssignDriver } from "./use-admin-bookings.ts";
import { useAdminDrivers } from "./use-admin-drivers.ts";

/**
 * Choose a driver and assign them: the status becomes Atribuída and the driver is notified.
 * Keyed by the assigned driver where it is used, so a new assignment starts it afresh.
 */
export function AssignDriverForm({ bookingId, currentDriverId }: { bookingId: string; currentDriverId: string | null }) {
  const id = useId();
  const drivers = useAdminDrivers();
  const assign = useAssignDriver();
  const [driverId, setDriverId] = useState(currentDriverId ?? "");

  const list = drivers.data ?? [];
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (driverId) assign.mutate({ id: bookingId, driverId });
      }}
    >
      <div className="flex-1 space-y-1.5">
        <Label htmlFor={id}>Escolher motorista</Label>
        <select
          id={id}
          className={inputClassName}
          value={driverId}
          disabled={drivers.isPending}
          onChange={(event) => setDriverId(event.target.value)}
        >
          <option value="" disabled>
            {drivers.isPending ? "Carregando..." : drivers.isError ? "Erro ao carregar motoristas" : list.length === 0 ? "Nenhum motorista registado" : "Escolha um motorista"}
          </option>
          {list.map((driver) => (
            <option key={driver.id} value={driver.id}>
              {driver.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={!driverId || assign.isPending || driverId === currentDriverId}>
        <UserCheck aria-hidden="true" />
        {assign.isPending ? "A atribuir..." : "Atribuir motorista"}
      </Button>
    </form>
  );
}
