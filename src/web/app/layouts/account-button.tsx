import { LogIn, LogOut } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "../../lib/toast.ts";
import { Button, type ButtonProps } from "../../components/ui/button.tsx";
import { useAuth } from "../../features/auth/use-auth.ts";
import { cn } from "../../lib/cn.ts";

/** Login link when signed out; Logout button when signed in (signs out, then goes to /login). */
export function AccountButton({
  className,
  variant = "outline",
  size = "sm",
  labelClassName,
  onNavigate,
}: Pick<ButtonProps, "className" | "variant" | "size"> & {
  /** Classes of the word next to the icon, e.g. "sr-only lg:not-sr-only" for an icon-only button on tablets. */
  labelClassName?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  // Keep the place while the session loads so the header does not jump.
  if (loading) return <span aria-hidden="true" className={cn("inline-block h-8 w-9 lg:w-20", className)} />;

  if (!user) {
    return (
      <Button asChild variant={variant} size={size} className={className}>
        <Link to="/login" onClick={onNavigate} title={labelClassName ? t("nav.login") : undefined}>
          <LogIn aria-hidden="true" />
          <span className={labelClassName}>{t("nav.login")}</span>
        </Link>
      </Button>
    );
  }

  async function logout() {
    setPending(true);
    try {
      await signOut();
      onNavigate?.();
      await navigate("/login");
    } catch {
      toast.error(t("common.error"));
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={() => void logout()}
      disabled={pending}
      title={labelClassName ? t("nav.logout") : undefined}
    >
      <LogOut aria-hidden="true" />
      <span className={labelClassName}>{t("nav.logout")}</span>
    </Button>
  );
}
