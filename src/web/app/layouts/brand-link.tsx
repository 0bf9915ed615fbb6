import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "../../lib/cn.ts";
import { useSiteContent } from "../../features/content/use-site-content.ts";

/** Monogram plus the company name from site content (only the monogram until the name is known). */
export function BrandLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const companyName = useSiteContent().get("company", "name");
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className={cn(
        "flex min-w-0 items-center gap-2.5 rounded-md",
        className,
      )}
    >
      <img src="/icons/favicon.svg" alt="" width={36} height={36} className="size-9 shrink-0" />
      {companyName ? (
        <span className="truncate text-base font-semibold tracking-wide">{companyName}</span>
      ) : (
        <span className="sr-only">{t("nav.home")}</span>
      )}
    </Link>
  );
}
