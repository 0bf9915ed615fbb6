import { registerServiceWorker } from "../../features/portal/register-service-worker.ts";
import { RequireDriver } from "../../app/guards.tsx";
import { DriverPortal } from "./driver-portal.tsx";

export function DriverRoute() {
  registerServiceWorker();
  return (
    <RequireDriver>
      <DriverPortal />
    </RequireDriver>
  );
}
