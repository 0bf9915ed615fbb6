import { Menu } from "lucide-react";
import { lazy, Suspense, useState, type ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";

const loadSheet = () => import("./mobile-menu-sheet.tsx");
const MobileMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })));

/** The hamburger button; the drawer's code (Radix dialog) is downloaded on the first tap. */
export function MenuButton({ className, ...props }: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t("nav.openMenu")}
      aria-haspopup="dialog"
      className={cn("text-navy-foreground hover:bg-white/10 hover:text-white", className)}
      {...props}
    >
      <Menu className="size-6" aria-hidden="true" />
    </Button>
  );
}

/** Below md the navigation lives in a side drawer opened by the hamburger button. */
export function MobileMenu({ className }: { className?: string }) {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <MenuButton
      className={className}
      aria-expanded={false}
      onPointerEnter={() => void loadSheet()}
      onFocus={() => void loadSheet()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MobileMenuSheet className={className} openAtStart />
    </Suspense>
  );
}
