import { RequireAdmin } from "../../app/guards.tsx";
import { AdminPanel } from "./admin-panel.tsx";

export function AdminRoute() {
  return (
    <RequireAdmin>
      <AdminPanel />
    </RequireAdmin>
  );
}
