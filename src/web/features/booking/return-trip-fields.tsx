import { memo } from "react";
import { Controller, useFormState, useWatch, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { BOOKING_LIMITS } from "../../../domain/booking-rules.ts";
import type { BookingFormValues } from "../../../domain/booking-schema.ts";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { DateField } from "./date-field.tsx";
import { TimeField } from "./time-field.tsx";

/** The optional return trip: its own date, time and flight number. Memoized: it watches its own fields. */
export const ReturnTripFields = memo(function ReturnTripFields({
  form,
  language,
}: {
  form: UseFormReturn<BookingFormValues>;
  language: string;
}) {
  const { t } = useTranslation("booking");
  const { errors } = useFormState({ control: form.control });
  const err = (name: keyof BookingFormValues) => errors[name]?.message as string | undefined;
  const [enabled, outboundDate] = useWatch({ control: form.control, name: ["returnTrip", "bookingDate"] });
  return (
    <div className="space-y-4 rounded-lg border border-dashed p-4">
      <label className="flex cursor-pointer items-center gap-3 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" {...form.register("returnTrip")} />
        {t("return.toggle")}
      </label>
      {enabled && (
        <div className="grid gap-4 @lg:grid-cols-2">
          <FormField id="booking-return-date" label={t("return.date")} error={err("returnDate")}>
            <Controller
              control={form.control}
              name="returnDate"
              render={({ field }) => (
                <DateField
                  {...fieldAria("booking-return-date", err("returnDate"))}
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  notBefore={outboundDate}
                  language={language}
                  placeholder={t("fields.datePlaceholder")}
                  loadingText={t("fields.loading")}
                />
              )}
            />
          </FormField>
          <FormField id="booking-return-time" label={t("return.time")} error={err("returnTime")}>
            <Controller
              control={form.control}
              name="returnTime"
              render={({ field }) => (
                <TimeField
                  {...fieldAria("booking-return-time", err("returnTime"))}
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  minuteLabel={t("fields.minutes")}
                />
              )}
            />
          </FormField>
          <FormField
            id="booking-return-flight"
            label={t("return.flightNumber")}
            error={err("returnFlightNumber")}
            className="@lg:col-span-2"
          >
            <Input
              autoComplete="off"
              maxLength={BOOKING_LIMITS.flightNumberMax}
              {...fieldAria("booking-return-flight", err("returnFlightNumber"))}
              {...form.register("returnFlightNumber")}
            />
          </FormField>
        </div>
      )}
    </div>
  );
});
