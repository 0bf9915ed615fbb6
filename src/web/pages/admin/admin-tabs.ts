/**
 * The admin panel's tabs, in the spec's order. The tab is kept in the URL as /admin?tab=<id>: the
 * server knows /admin as a page (src/domain/site-pages.ts), not /admin/<id>.
 */
export const ADMIN_TABS = [
  { id: "bookings", label: "Reservas", available: true },
  { id: "vehicles", label: "Veículos", available: true },
  { id: "zones", label: "Zonas", available: false },
  { id: "extras", label: "Extras", available: true },
  { id: "tours", label: "Tours", available: false },
  { id: "tour-prices", label: "Preços Tours", available: false },
  { id: "photos", label: "Fotos", available: false },
  { id: "users", label: "Utilizadores", available: true },
  { id: "notifications", label: "Notificações", available: true },
  { id: "messages", label: "Mensagens", available: true },
  { id: "content", label: "Conteúdo", available: true },
  { id: "settings", label: "Configurações", available: false },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];

export const DEFAULT_ADMIN_TAB: AdminTabId = "bookings";

/** Shown on the tabs that arrive with the catalogue. */
export const COMING_SOON = "Disponível em breve";

/** The tab a URL's ?tab= opens: an available tab, else bookings (no tab, an unknown one or one still to come). */
export function resolveAdminTab(requested: string | null | undefined): AdminTabId {
  const tab = ADMIN_TABS.find((t) => t.id === requested);
  return tab?.available ? tab.id : DEFAULT_ADMIN_TAB;
}

export function isAvailableTab(id: string): id is AdminTabId {
  return ADMIN_TABS.some((t) => t.id === id && t.available);
}

/** The address of a tab: "/admin?tab=messages". */
export function buildAdminTabPath(tab: AdminTabId): string {
  return `/admin?tab=${tab}`;
}
