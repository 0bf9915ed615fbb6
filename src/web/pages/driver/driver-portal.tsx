import { Navigate, useNavigate, useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useAuth } from "../../features/auth/use-auth.ts";
import type { DriverBookingFilter } from "../../features/driver/driver-booking.ts";
import { DriverBookingsList } from "../../features/driver/driver-bookings-list.tsx";
import { DriverNotifications } from "../../features/driver/driver-notifications.tsx";
import { DriverTimeOffSection } from "../../features/driver/driver-time-off.tsx";
import { EnableNotificationsButton } from "../../features/driver/enable-notifications-button.tsx";
import { PortalHeader } from "../../features/portal/portal-header.tsx";
import { ManifestLinks } from "../../features/pwa/manifest-links.tsx";

const TABS: { id: DriverBookingFilter; label: string }[] = [
  { id: "upcoming", label: "Próximas" },
  { id: "completed", label: "Concluídas" },
  { id: "all", label: "Todas" },
];

const isTab = (value: string | null): value is DriverBookingFilter => TABS.some((t) => t.id === value);

/** /driver?tab= — Portal do Motorista: the driver's own services, on a phone first. */
export function DriverPortal() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const requested = searchParams.get("tab");
  const current: DriverBookingFilter = isTab(requested) ? requested : "upcoming";

  if (requested !== null && requested !== current) return <Navigate to="/driver" replace />;
  if (!user) return null;

  const select = (tab: string) => {
    if (isTab(tab) && tab !== current) navigate(tab === "upcoming" ? "/driver" : `/driver?tab=${tab}`);
  };

  return (
    <div className="min-h-screen bg-muted/30">
      <ManifestLinks />
      <PortalHeader
        title="Portal do Motorista"
        subtitle={user.name || user.email}
        actions={
          <>
            <EnableNotificationsButton />
            <DriverNotifications userId={user.id} />
          </>
        }
      />
      <main id="main" className="mx-auto max-w-3xl px-3 py-4 sm:px-4 sm:py-6">
        <DriverTimeOffSection userId={user.id} />
        <Tabs value={current} onValueChange={select} className="gap-3">
          <TabsList className="w-full">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={current}>
            <DriverBookingsList key={current} userId={user.id} filter={current} />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
