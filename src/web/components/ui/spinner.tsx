import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

export type SpinnerProps = ComponentProps<"svg"> & {
  /** When given, the spinner is announced (role="status") with this text; otherwise it is decorative. */
  label?: string;
};

export function Spinner({ className, label, ...props }: SpinnerProps) {
  const icon = (
    <LoaderCircle data-slot="spinner" aria-hidden="true" className={cn("size-4 animate-spin", className)} {...props} />
  );
  if (!label) return icon;
  return (
    <span role="status" aria-live="polite" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
