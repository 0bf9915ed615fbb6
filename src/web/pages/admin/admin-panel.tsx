import { Download, Share2 } from "lucide-react";
import { useEffect, useEffectEvent } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { BookingsTab } from "../../features/admin/bookings-tab.tsx";
import { ContentTab } from "../../features/admin/content-tab.tsx";
import { DispatchTab } from "../../features/dispatch/dispatch-tab.tsx";
import { LazyReportsTab, usePrefetchReports } from "../../features/reports/lazy-reports-tab.tsx";
import { ExtrasTab } from "../../features/admin/extras-tab.tsx";
import { InvoicesTab } from "../../features/admin/invoices-tab.tsx";
import { MessagesTab } from "../../features/admin/messages-tab.tsx";
import { QuoteRequestsTab } from "../../features/admin/quote-requests-tab.tsx";
import { NotificationsTab } from "../../features/admin/notifications-tab.tsx";
import { PhotosTab } from "../../features/admin/photos-tab.tsx";
import { SettingsTab } from "../../features/admin/settings-tab.tsx";
import { TourPricesTab } from "../../features/admin/tour-prices-tab.tsx";
import { ToursTab } from "../../features/admin/tours-tab.tsx";
import { useAdminMessages } from "../../features/admin/use-admin-messages.ts";
import { UsersTab } from "../../features/admin/users-tab.tsx";
import { VehiclesTab } from "../../features/admin/vehicles-tab.tsx";
import { ZonesTab } from "../../features/admin/zones-tab.tsx";
import { useAuth } from "../../features/auth/use-auth.ts";
import { PortalHeader } from "../../features/portal/portal-header.tsx";
import { AdminTabNav } from "./admin-tab-nav.tsx";
import { buildAdminTabPath, isAdminTab, resolveAdminTab, type AdminTabId } from "./admin-tabs.ts";
import { shareDriverApp } from "./share-driver-app.ts";

function TabScreen({ tab }: { tab: AdminTabId }) {
  switch (tab) {
    case "notifications":
      return <NotificationsTab />;
    case "messages":
      return <MessagesTab />;
    case "quotes":
      return <QuoteRequestsTab />;
    case "users":
      return <UsersTab />;
    case "vehicles":
      return <VehiclesTab />;
    case "extras":
      return <ExtrasTab />;
    case "content":
      return <ContentTab />;
    case "tours":
      return <ToursTab />;
    case "tour-prices":
      return <TourPricesTab />;
    case "photos":
      return <PhotosTab />;
    case "zones":
      return <ZonesTab />;
    case "settings":
      return <SettingsTab />;
    case "invoices":
      return <InvoicesTab />;
    case "bookings":
      return <BookingsTab />;
    case "dispatch":
      return <DispatchTab />;
    case "reports":
      return <LazyReportsTab />;
  }
}

/** /admin?tab= — Painel Administrativo; the tab lives in the URL so a reload or a shared link opens it. */
export function AdminPanel() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const navigate = useNavigate();
  const current = resolveAdminTab(requested);
  const messages = useAdminMessages();
  const prefetchReports = usePrefetchReports();
  // Relatórios is the heaviest tab (its chart library): its code and report are fetched ahead,
  // when the tab is approached and once the panel is idle, so its click draws at once.
  const approach = (tab: AdminTabId) => {
    if (tab === "reports") prefetchReports();
  };
  const prefetchWhenIdle = useEffectEvent(() => prefetchReports());
  useEffect(() => {
    if (typeof requestIdleCallback !== "function") return; // Safari: hover and focus only
    const id = requestIdleCallback(() => prefetchWhenIdle());
    return () => cancelIdleCallback(id);
  }, []);

  if (requested !== null && requested !== current) return <Navigate to={buildAdminTabPath(current)} replace />;

  const select = (tab: string) => {
    if (isAdminTab(tab) && tab !== current) navigate(buildAdminTabPath(tab));
  };

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
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        <div className="flex flex-col gap-4">
          <AdminTabNav current={current} newMessages={messages.data?.newCount ?? 0} onSelect={select} onApproach={approach} />
          <TabScreen tab={current} />
        </div>
      </main>
    </div>
  );
}
