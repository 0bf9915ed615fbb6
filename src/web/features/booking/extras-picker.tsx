import { Package } from "lucide-react";
import { memo } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { BookingFormValues } from "../../../domain/booking-schema.ts";
import { formatEuros } from "../../../domain/money.ts";
import { cn } from "../../lib/cn.ts";
import type { ExtraOption } from "./use-booking-catalogue.ts";

/** Extras with name, price and image; each is added once. Memoized: it watches its own field. */
export const ExtrasPicker = memo(function ExtrasPicker({
  form,
  extras,
}: {
  form: UseFormReturn<BookingFormValues>;
  extras: ExtraOption[];
}) {
  const { t, i18n } = useTranslation("booking");
  const selected = useWatch({ control: form.control, name: "extraIds" }) ?? [];
  if (extras.length === 0) return null;
  const toggle = (id: string) =>
    form.setValue("extraIds", selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <fieldset>
      <legend className="mb-2 text-base font-semibold">{t("extras.title")}</legend>
      <div className="grid gap-2 @lg:grid-cols-2">
        {extras.map((extra) => {
          const checked = selected.includes(extra.id);
          return (
            <label
              key={extra.id}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                checked ? "border-primary bg-primary/5" : "hover:bg-muted",
              )}
            >
              <input type="checkbox" className="size-4 accent-primary" checked={checked} onChange={() => toggle(extra.id)} />
              {extra.imageUrl ? (
                <img src={extra.imageUrl} alt="" width={40} height={40} loading="lazy" className="size-10 rounded object-cover" />
              ) : (
                <span className="flex size-10 items-center justify-center rounded bg-muted text-muted-foreground" aria-hidden="true">
                  <Package className="size-5" />
                </span>
              )}
              <span className="flex-1">
                <span className="block font-medium">{extra.name}</span>
                {extra.description && <span className="block text-xs text-muted-foreground">{extra.description}</span>}
              </span>
              <span className="font-medium whitespace-nowrap">{formatEuros(extra.priceCents, i18n.language, { signDisplay: "always" })}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
});
