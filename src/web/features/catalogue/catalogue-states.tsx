import { AlertCircle, RotateCw, type LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Alert, AlertDescription } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { cn } from "../../lib/cn.ts";
import { IconBadge } from "./feature-cards.tsx";

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
  icon,
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
      <IconBadge icon={icon} />
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </div>
  );
}

/** A grey, pulsing block standing in for something that loads. */
function Pulse({ className }: { className?: string }) {
  return <div className={cn("animate-pulse bg-muted", className)} />;
}

/**
 * The shape of a catalogue card while it loads (hidden from assistive technology: a `LoadingState` says it):
 * its frame (`className`), a picture (`media`), then lines of text (`lines`, sizes of rounded bars) in `body`.
 */
export function CardSkeleton({
  media,
  body,
  lines,
  className,
  ...props
}: ComponentProps<"div"> & { media: string; body: string; lines: readonly string[] }) {
  return (
    <div aria-hidden="true" className={className} {...props}>
      <Pulse className={media} />
      <div className={cn("flex flex-col gap-3", body)}>
        {lines.map((line, index) => (
          <Pulse key={index} className={cn("rounded", line)} />
        ))}
      </div>
    </div>
  );
}
