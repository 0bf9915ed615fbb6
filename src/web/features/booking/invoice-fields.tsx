import { memo } from "react";
import { useFormState, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { BOOKING_LIMITS } from "../../../domain/booking-rules.ts";
import type { BookingFormValues } from "../../../domain/booking-schema.ts";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";

/**
 * Optional invoice details (decision 0051): the customer's tax number (a Portuguese NIF, checked by
 * its check digit, or a foreign VAT number), and the name or company and address of the invoice.
 * Folded away until asked for, or while one of them has a value or an error.
 */
export const InvoiceFields = memo(function InvoiceFields({ form }: { form: UseFormReturn<BookingFormValues> }) {
  const { t } = useTranslation("booking");
  const { errors } = useFormState({ control: form.control, name: ["invoiceTaxId", "invoiceName", "invoiceAddress"] });
  const err = (name: "invoiceTaxId" | "invoiceName" | "invoiceAddress") => errors[name]?.message as string | undefined;
  const values = form.getValues(["invoiceTaxId", "invoiceName", "invoiceAddress"]);
  const open = values.some(Boolean) || Boolean(err("invoiceTaxId") || err("invoiceName") || err("invoiceAddress"));
  return (
    <details className="group rounded-md border border-border px-4 py-3" open={open || undefined}>
      <summary className="cursor-pointer text-sm font-semibold">{t("invoice.toggle")}</summary>
      <p className="mt-2 text-sm text-muted-foreground">{t("invoice.hint")}</p>
      <div className="mt-4 grid gap-4 @lg:grid-cols-2">
        <FormField id="booking-tax-id" label={t("invoice.taxId")} error={err("invoiceTaxId")} hint={t("invoice.taxIdHint")}>
          <Input
            autoComplete="off"
            maxLength={BOOKING_LIMITS.invoiceTaxIdMax}
            placeholder="123456789"
            {...fieldAria("booking-tax-id", err("invoiceTaxId"), t("invoice.taxIdHint"))}
            {...form.register("invoiceTaxId")}
          />
        </FormField>
        <FormField id="booking-invoice-name" label={t("invoice.name")} error={err("invoiceName")}>
          <Input
            autoComplete="organization"
            maxLength={BOOKING_LIMITS.invoiceNameMax}
            {...fieldAria("booking-invoice-name", err("invoiceName"))}
            {...form.register("invoiceName")}
          />
        </FormField>
        <FormField id="booking-invoice-address" label={t("invoice.address")} error={err("invoiceAddress")} className="@lg:col-span-2">
          <Input
            autoComplete="street-address"
            maxLength={BOOKING_LIMITS.invoiceAddressMax}
            {...fieldAria("booking-invoice-address", err("invoiceAddress"))}
            {...form.register("invoiceAddress")}
          />
        </FormField>
      </div>
    </details>
  );
});
