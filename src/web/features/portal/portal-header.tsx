import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useAuth } from "../auth/use-auth.ts";

/** Header of the admin panel and the driver portal: title, actions and Sair. */
export function PortalHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const leave = async () => {
    await signOut();
    navigate("/login", { replace: true });
  };
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
        <div>
          <h1 className="text-xl font-semibold sm:text-2xl">{title}</h1>
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <Button variant="outline" onClick={leave}>
            <LogOut aria-hidden="true" />
            Sair
          </Button>
        </div>
      </div>
    </header>
  );
}
