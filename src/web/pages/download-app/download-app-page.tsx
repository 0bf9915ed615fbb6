import { CheckCircle2, Download, RefreshCw, Share2, Smartphone, WifiOff, Zap } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { PortalHeader } from "../../features/portal/portal-header.tsx";
import { ManifestLinks } from "../../features/pwa/manifest-links.tsx";
import { shareDriverLink, useInstallPrompt } from "../../features/pwa/use-install-prompt.ts";

const FEATURES = [
  { icon: WifiOff, title: "Funciona offline", text: "A última lista de serviços fica no telemóvel quando não há rede." },
  { icon: Zap, title: "Instalação rápida", text: "Sem loja de aplicações: fica no ecrã inicial em segundos." },
  { icon: RefreshCw, title: "Atualizações automáticas", text: "Cada abertura usa a versão mais recente." },
  { icon: Smartphone, title: "Android e iOS", text: "Compatível com Chrome no Android e Safari no iPhone." },
];

/** /download-app: install the Portal Motorista on the home screen, or share its link with the drivers. */
export function DownloadAppPage() {
  const { state, install } = useInstallPrompt();
  return (
    <div className="min-h-screen bg-muted/30">
      <ManifestLinks />
      <PortalHeader title="Instalar a App" subtitle="Portal Motorista no ecrã inicial" />
      <main id="main" className="mx-auto grid max-w-3xl gap-4 px-3 py-4 sm:px-4 sm:py-6">
        <Card className="gap-4 p-4">
          <h2 className="text-lg font-semibold">Portal Motorista</h2>
          {state === "installed" ? (
            <p role="status" className="flex items-center gap-2 font-medium text-green-700">
              <CheckCircle2 aria-hidden="true" className="size-5" />
              App já instalado!
            </p>
          ) : state === "installable" ? (
            <Button size="lg" onClick={install}>
              <Download aria-hidden="true" />
              Instalar no ecrã inicial
            </Button>
          ) : (
            <div className="grid gap-3 text-sm">
              <p>Para instalar, abra esta página no telemóvel do motorista:</p>
              <div>
                <h3 className="font-semibold">Android (Chrome)</h3>
                <ol className="list-decimal pl-5">
                  <li>Abra o link do portal no Chrome.</li>
                  <li>Toque no menu ⋮ do navegador.</li>
                  <li>Escolha Adicionar à tela inicial (ou Instalar app).</li>
                  <li>Confirme com Adicionar.</li>
                </ol>
              </div>
              <div>
                <h3 className="font-semibold">iPhone (Safari)</h3>
                <ol className="list-decimal pl-5">
                  <li>Abra o link do portal no Safari.</li>
                  <li>Toque no botão Partilhar.</li>
                  <li>Escolha Adicionar à tela inicial.</li>
                  <li>Confirme com Adicionar.</li>
                </ol>
              </div>
            </div>
          )}
          <Button variant="outline" onClick={() => void shareDriverLink()}>
            <Share2 aria-hidden="true" />
            Compartilhar link
          </Button>
        </Card>
        <Card className="gap-3 p-4">
          <h2 className="text-lg font-semibold">Funcionalidades</h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <div>
                  <p className="font-medium">{title}</p>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      </main>
    </div>
  );
}
