import { Download, Share2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { useAuth } from "../../features/auth/use-auth.ts";
import { PortalHeader } from "../../features/portal/portal-header.tsx";
import { shareDriverApp } from "./share-driver-app.ts";

export function AdminPanel() {
  const { user } = useAuth();
  return (
    <div className="min-h-screen bg-muted/30">
      <PortalHeader
        title="Painel Administrativo"
        subtitle={user ? `Sessão iniciada como ${user.name || user.email}` : undefined}
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to="/download-app">
                <Download aria-hidden="true" />
                Download App
              </Link>
            </Button>
            <Button variant="secondary" onClick={shareDriverApp}>
              <Share2 aria-hidden="true" />
              Compartilhar App
            </Button>
          </>
        }
      />
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Bem-vindo ao painel</h2>
            </CardTitle>
            <CardDescription>
              A gestão de reservas, veículos, zonas, tours, utilizadores e conteúdos aparece aqui.
            </CardDescription>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            <Link to="/" className="text-primary underline-offset-4 hover:underline">
              Ver o site público
            </Link>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
