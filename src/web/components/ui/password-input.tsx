import { EyeIcon, EyeOffIcon } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { Input } from "./input.tsx";

export type PasswordInputProps = Omit<ComponentProps<"input">, "type"> & {
  /** aria-label of the toggle while the password is hidden. */
  showLabel?: string;
  /** aria-label of the toggle while the password is visible. */
  hideLabel?: string;
};

/** A password field with a show/hide toggle. All input props (incl. `ref`, react-hook-form's `register`) pass through. */
export function PasswordInput({
  className,
  showLabel = "Mostrar senha",
  hideLabel = "Ocultar senha",
  disabled,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div data-slot="password-input" className="relative">
      <Input type={visible ? "text" : "password"} className={cn("pr-11", className)} disabled={disabled} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        disabled={disabled}
        aria-label={visible ? hideLabel : showLabel}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50"
      >
        {visible ? <EyeOffIcon className="size-4" aria-hidden="true" /> : <EyeIcon className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
}
