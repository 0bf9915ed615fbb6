import { Car, Map } from "lucide-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { BookingType } from "../../../domain/booking-type.ts";
import { cn } from "../../lib/cn.ts";

/** Transfer or tour, as two radio buttons styled as a segmented control. */
export const BookingTypeSwitch = memo(function BookingTypeSwitch({
  value,
  onChange,
}: {
  value: BookingType;
  onChange(type: BookingType): void;
}) {
  const { t } = useTranslation("booking");
  const options = [
    { type: "transfer" as const, label: t("type.transfer"), Icon: Car },
    { type: "tour" as const, label: t("type.tour"), Icon: Map },
  ];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{t("type.label")}</legend>
      <div className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-1">
        {options.map(({ type, label, Icon }) => (
          <label
            key={type}
            className={cn(
              "flex cursor-pointer items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              value === type ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            <input
              type="radio"
              name="bookingType"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
});
