import { AlertCircle, RotateCw, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Alert, AlertDescription } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { cn } from "../../lib/cn.ts";

/** "A carregar ..." with a spinner, announced politely. */
export function LoadingState({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn("flex items-center justify-center gap-3 py-6 text-sm font-medium text-muted-foreground", className)}
    >
      <Spinner className="size-5 text-gold-strong" />
      <span>{children}</span>
    </div>
  );
}

/** A loading failure with the server's message and a way to try again. */
export function ErrorState({
  children,
  onRetry,
  retryLabel,
  className,
}: {
  children: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}) {
  return (
    <Alert variant="destructive" className={cn("mx-auto max-w-2xl", className)}>
      <AlertCircle aria-hidden="true" />
      <AlertDescription className="gap-3">
        <p>{children}</p>
        {onRetry && retryLabel && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            {retryLabel}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}

/** Nothing to show yet: a calm card with an icon, a message and an optional action. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        "mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center",
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-navy text-gold" aria-hidden="true">
        <Icon className="size-6" />
      </span>
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </div>
  );
}
