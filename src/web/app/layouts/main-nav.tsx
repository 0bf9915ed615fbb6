import { CalendarCheck, Car, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useAuth } from "../../features/auth/use-auth.ts";
import { cn } from "../../lib/cn.ts";
import { NAV_LINKS } from "./nav-links.ts";

const styles = {
  bar: {
    list: "flex items-center gap-0.5 lg:gap-1",
    /** Role links show only their icon until xl, where there is room for the words. */
    roleLabel: "sr-only xl:not-sr-only",
    link: "relative inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium whitespace-nowrap text-navy-foreground/80 transition-colors hover:text-white xl:px-3 [&_svg]:size-4",
    active:
      "text-gold hover:text-gold after:absolute after:inset-x-2 after:-bottom-[13px] after:h-0.5 after:rounded-full after:bg-gold xl:after:inset-x-3",
  },
  stack: {
    list: "flex flex-col gap-1",
    roleLabel: "",
    link: "flex h-12 items-center gap-3 rounded-md px-3 text-base font-medium text-navy-foreground/85 transition-colors hover:bg-white/10 hover:text-white [&_svg]:size-5",
    active: "bg-white/10 text-gold hover:text-gold",
  },
} as const;

/**
 * Home, Transfers, Tours, Fleet, Contact, then Admin (admins only), Portal Motorista (drivers only)
 * and My bookings (a signed-in customer: no role; decision 0046).
 * `layout="bar"` for the desktop header, `"stack"` for the phone menu.
 */
export function MainNav({
  layout,
  className,
  onNavigate,
}: {
  layout: "bar" | "stack";
  className?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { user, isAdmin, isDriver } = useAuth();
  const s = styles[layout];

  const item = (to: string, label: ReactNode, end = false, title?: string) => (
    <li key={to}>
      <NavLink
        to={to}
        end={end}
        title={layout === "bar" ? title : undefined}
        onClick={onNavigate}
        className={({ isActive }) => cn(s.link, isActive && s.active)}
      >
        {label}
      </NavLink>
    </li>
  );

  return (
    <nav aria-label={t("nav.mainNavigation")} className={className}>
      <ul className={s.list}>
        {NAV_LINKS.map((l) => item(l.to, t(l.labelKey), l.end))}
        {isAdmin &&
          item(
            "/admin",
            <>
              <ShieldCheck aria-hidden="true" />
              <span className={s.roleLabel}>{t("nav.admin")}</span>
            </>,
            false,
            t("nav.admin"),
          )}
        {isDriver &&
          item(
            "/driver",
            <>
              <Car aria-hidden="true" />
              <span className={s.roleLabel}>{t("nav.driverPortal")}</span>
            </>,
            false,
            t("nav.driverPortal"),
          )}
        {user &&
          !isAdmin &&
          !isDriver &&
          item(
            "/account",
            <>
              <CalendarCheck aria-hidden="true" />
              <span className={s.roleLabel}>{t("nav.myBookings")}</span>
            </>,
            false,
            t("nav.myBookings"),
          )}
      </ul>
    </nav>
  );
}
