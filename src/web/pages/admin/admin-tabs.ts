/**
 * The admin panel's tabs, in the spec's order. The tab is kept in the URL as /admin?tab=<id>: the
 * server knows /admin as a page (src/domain/site-pages.ts), not /admin/<id>. Each belongs to one
 * of the groups the panel's menu shows (ADMIN_TAB_GROUPS).
 */
export const ADMIN_TABS = [
  { id: "bookings", label: "Reservas" },
  { id: "dispatch", label: "Despacho" },
  { id: "reports", label: "Relatórios" },
  { id: "vehicles", label: "Veículos" },
  { id: "zones", label: "Zonas" },
  { id: "extras", label: "Extras" },
  { id: "tours", label: "Tours" },
  { id: "tour-prices", label: "Preços Tours" },
  { id: "photos", label: "Fotos" },
  { id: "users", label: "Utilizadores" },
  { id: "notifications", label: "Notificações" },
  { id: "messages", label: "Mensagens" },
  { id: "quotes", label: "Orçamentos" },
  { id: "content", label: "Conteúdo" },
  { id: "settings", label: "Configurações" },
  { id: "invoices", label: "Faturação" },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];

/**
 * The tabs in three groups, so that all fit on one line at 1440 px and in the phone's menu: the
 * day's work (always shown), the catalogue the site sells, and the company's accounts and texts.
 */
export const ADMIN_TAB_GROUPS: readonly { id: string; label: string; tabs: readonly AdminTabId[] }[] = [
  { id: "operation", label: "Operação", tabs: ["bookings", "quotes", "dispatch", "reports", "messages", "notifications"] },
  { id: "catalogue", label: "Catálogo", tabs: ["vehicles", "zones", "extras", "tours", "tour-prices", "photos"] },
  { id: "company", label: "Empresa", tabs: ["users", "content", "settings", "invoices"] },
];

/** The label of a tab. */
export function adminTabLabel(tab: AdminTabId): string {
  return ADMIN_TABS.find((t) => t.id === tab)?.label ?? tab;
}

export const DEFAULT_ADMIN_TAB: AdminTabId = "bookings";

/** The tab a URL's ?tab= opens: that tab, else bookings (no tab or an unknown one). */
export function resolveAdminTab(requested: string | null | undefined): AdminTabId {
  return isAdminTab(requested) ? requested : DEFAULT_ADMIN_TAB;
}

export function isAdminTab(id: string | null | undefined): id is AdminTabId {
  return ADMIN_TABS.some((t) => t.id === id);
}

/** The address of a tab: "/admin?tab=messages". */
export function buildAdminTabPath(tab: AdminTabId): string {
  return `/admin?tab=${tab}`;
}
