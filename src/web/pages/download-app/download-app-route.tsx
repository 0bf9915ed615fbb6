import { registerServiceWorker } from "../../features/portal/register-service-worker.ts";
import { RequireAdminOrHome } from "../../app/guards.tsx";
import { DownloadAppPage } from "./download-app-page.tsx";

export function DownloadAppRoute() {
  registerServiceWorker();
  return (
    <RequireAdminOrHome>
      <DownloadAppPage />
    </RequireAdminOrHome>
  );
}
