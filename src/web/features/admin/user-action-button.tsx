import type { LucideIcon } from "lucide-react";
import { Button, type ButtonProps } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";

/**
 * One action of a user row: its icon, with the label beside it on wide screens (phones keep a
 * compact icon button). The accessible name is the label and the user's name; a disabled action
 * says why in its title, also on a wrapper (a disabled button gets no hover).
 */
export function UserActionButton({
  icon: Icon,
  label,
  userName,
  destructive = false,
  disabled,
  title,
  className,
  ...props
}: Omit<ButtonProps, "children" | "aria-label"> & {
  icon: LucideIcon;
  label: string;
  userName: string;
  destructive?: boolean;
}) {
  const button = (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`${label} (${userName})`}
      title={title ?? label}
      disabled={disabled}
      className={cn(destructive && "text-destructive hover:text-destructive", className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      <span className="hidden xl:inline">{label}</span>
    </Button>
  );
  return disabled && title ? (
    <span title={title} className="inline-flex cursor-not-allowed">
      {button}
    </span>
  ) : (
    button
  );
}
