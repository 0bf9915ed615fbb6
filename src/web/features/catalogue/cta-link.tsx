import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";

/** The large call-to-action link of the public pages ("Book a transfer", "View all tours"), with its arrow. */
export function CtaLink({
  to,
  variant = "gold",
  children,
}: {
  to: string;
  variant?: "gold" | "default";
  children: ReactNode;
}) {
  return (
    <Button asChild variant={variant} size="lg" className="font-semibold">
      <Link to={to}>
        {children}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
