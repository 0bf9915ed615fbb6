import { memo } from "react";
import { useFormState, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { BOOKING_LIMITS } from "../../../domain/booking-rules.ts";
import type { BookingFormValues } from "../../../domain/booking-schema.ts";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";

/** Who travels: name, phone, e-mail and special requests. Memoized: it follows its own errors. */
export const CustomerFields = memo(function CustomerFields({ form }: { form: UseFormReturn<BookingFormValues> }) {
  const { t } = useTranslation("booking");
  const { errors } = useFormState({ control: form.control });
  const err = (name: keyof BookingFormValues) => errors[name]?.message as string | undefined;
  return (
    <fieldset className="grid gap-4 @lg:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">{t("customer.title")}</legend>
      <FormField id="booking-name" label={t("customer.name")} error={err("customerName")} className="@lg:col-span-2">
        <Input
          autoComplete="name"
          maxLength={BOOKING_LIMITS.nameMax}
          {...fieldAria("booking-name", err("customerName"))}
          {...form.register("customerName")}
        />
      </FormField>
      <FormField id="booking-phone" label={t("customer.phone")} error={err("customerPhone")}>
        <Input
          type="tel"
          autoComplete="tel"
          maxLength={BOOKING_LIMITS.phoneMax}
          placeholder="+351 912 345 678"
          {...fieldAria("booking-phone", err("customerPhone"))}
          {...form.register("customerPhone")}
        />
      </FormField>
      <FormField id="booking-email" label={t("customer.email")} error={err("customerEmail")}>
        <Input
          type="email"
          autoComplete="email"
          maxLength={BOOKING_LIMITS.emailMax}
          {...fieldAria("booking-email", err("customerEmail"))}
          {...form.register("customerEmail")}
        />
      </FormField>
      <FormField id="booking-requests" label={t("customer.specialRequests")} error={err("specialRequests")} className="@lg:col-span-2">
        <Textarea
          rows={3}
          maxLength={BOOKING_LIMITS.specialRequestsMax}
          placeholder={t("customer.specialRequestsPlaceholder")}
          {...fieldAria("booking-requests", err("specialRequests"))}
          {...form.register("specialRequests")}
        />
      </FormField>
    </fieldset>
  );
});
