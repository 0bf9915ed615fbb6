import { useAuth } from "../../features/auth/use-auth.ts";
import { PortalHeader } from "../../features/portal/portal-header.tsx";

export function DriverPortal() {
  const { user } = useAuth();
  return (
    <div className="min-h-screen bg-muted/30">
      <PortalHeader title="Portal do Motorista" subtitle={user?.name || user?.email} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <p className="text-muted-foreground">As suas reservas atribuídas aparecem aqui.</p>
      </main>
    </div>
  );
}
