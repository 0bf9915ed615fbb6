import { useEffect, type ReactNode } from "react";
import { Navigate } from "react-router";
import { DRIVER_PORTAL } from "../features/auth/use-redirect-after-sign-in.ts";
import { toast } from "../lib/toast.ts";
import { useAuth } from "../features/auth/use-auth.ts";

function Loading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-screen items-center justify-center text-muted-foreground">
      Carregando...
    </div>
  );
}

function DenyToRoot({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    toast.error(title, { description, id: "access-denied" });
  }, [title, description]);
  return <Navigate to="/" replace />;
}

/** /admin: anyone who is not an admin goes to /login (spec section 2). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.loading) return <Loading />;
  if (!auth.user || !auth.isAdmin) return <Navigate to="/login" replace />;
  return children;
}

/** /driver: signed out goes to /login; a signed-in non-driver goes to / with a toast. */
export function RequireDriver({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.loading) return <Loading />;
  // Back to the portal after signing in: the installed app opens here (its start_url).
  if (!auth.user) return <Navigate to="/login" replace state={{ from: DRIVER_PORTAL }} />;
  if (!auth.isDriver) return <DenyToRoot title="Acesso negado" description="Você não tem permissões de motorista" />;
  return children;
}

/** /download-app: admins only; everyone else goes to / with a toast. */
export function RequireAdminOrHome({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.loading) return <Loading />;
  if (!auth.user || !auth.isAdmin)
    return <DenyToRoot title="Acesso negado. Apenas administradores podem acessar esta página." />;
  return children;
}
