import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Label } from "./label.tsx";

/**
 * A labelled form field: its label, the input (children), then either its error (announced, id `${id}-error`)
 * or its hint (id `${id}-hint`). Give the input `fieldAria(id, error, hint)` to tie it to both.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  labelAside,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  /** Shown below the input when there is no error. */
  hint?: ReactNode;
  /** Shown right of the label (a counter, a link). */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const labelElement = <Label htmlFor={id}>{label}</Label>;
  return (
    <div className={cn("space-y-1.5", className)}>
      {labelAside ? (
        <div className="flex items-baseline justify-between gap-2">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The id and aria attributes of the input of a FormField with this id, error and hint. */
export function fieldAria(id: string, error?: string, hint?: ReactNode) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}
