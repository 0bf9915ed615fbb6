import { RequireDriver } from "../../app/guards.tsx";
import { DriverPortal } from "./driver-portal.tsx";

export function DriverRoute() {
  return (
    <RequireDriver>
      <DriverPortal />
    </RequireDriver>
  );
}
