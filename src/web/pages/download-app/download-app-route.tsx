import { registerServiceWorker } from "../../features/portal/register-service-worker.ts";
import { RequireAdminOrHome } from "../../app/guards.tsx";
import { PortalHeader } from "../../features/portal/portal-header.tsx";

export function DownloadAppRoute() {
  registerServiceWorker();
  return (
    <RequireAdminOrHome>
      <div className="min-h-screen bg-muted/30">
        <PortalHeader title="Instalar a App" subtitle="Portal Motorista no ecrã inicial" />
      </div>
    </RequireAdminOrHome>
  );
}
