import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { bookingMessageKey } from "../../../domain/booking-messages.ts";
import { BOOKING_LIMITS } from "../../../domain/booking-rules.ts";
import type { ManagedInvoice } from "../../../domain/contracts/invoicing.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useContentLanguage } from "../../lib/use-content-language.ts";
import { formatEuros } from "../../../domain/money.ts";
import { ApiError } from "../../lib/api.ts";
import { errorText } from "./format.ts";
import { saveInvoiceDetails } from "./managed-booking.ts";

/**
 * The booking page's invoice part (decision 0051): the certified documents issued for the
 * booking, with their PDFs, and the invoice details, which the customer may change until the
 * service date.
 */
export function InvoicePanel({ invoice, token }: { invoice: ManagedInvoice; token: string }) {
  const { t } = useTranslation("manage");
  const lang = useContentLanguage();
  const queryClient = useQueryClient();
  const id = useId();
  const [values, setValues] = useState({
    invoiceTaxId: invoice.details.taxId ?? "",
    invoiceName: invoice.details.name ?? "",
    invoiceAddress: invoice.details.address ?? "",
  });
  const save = useMutation({
    mutationFn: () => saveInvoiceDetails(token, lang, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["managed-booking", token] }),
  });
  const problem = save.error instanceof ApiError && save.error.code === "invalid_invoice_details" ? bookingMessageKey(save.error.message) : undefined;
  const fieldError = problem ? t(`invoice.errors.${problem.key}`, { defaultValue: (save.error as Error).message }) : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <Card>
      <CardContent className="space-y-4">
        <h2 className="text-lg font-semibold">{t("invoice.heading")}</h2>
        {invoice.documents.length > 0 && (
          <ul className="space-y-2" aria-label={t("invoice.documents")}>
            {invoice.documents.map((doc) => (
              <li key={doc.documentNumber} className="flex items-center justify-between gap-2 text-sm">
                <span>
                  {t(doc.kind === "credit_note" ? "invoice.creditNote" : "invoice.invoiceReceipt")} {doc.documentNumber} ·{" "}
                  {formatEuros(doc.totalCents, lang)}
                </span>
                <Button asChild variant="outline" size="sm">
                  <a href={doc.pdfUrl} target="_blank" rel="noopener noreferrer">
                    <FileText aria-hidden="true" />
                    {t("invoice.download")}
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-muted-foreground">{t(invoice.certified ? "invoice.certifiedHint" : "invoice.hint")}</p>
        {invoice.editable ? (
          <form className="space-y-3" onSubmit={onSubmit} noValidate>
            <FormField id={`${id}-tax`} label={t("invoice.taxId")} error={fieldError}>
              <Input maxLength={BOOKING_LIMITS.invoiceTaxIdMax} autoComplete="off" {...fieldAria(`${id}-tax`, fieldError)} {...field("invoiceTaxId")} />
            </FormField>
            <FormField id={`${id}-name`} label={t("invoice.name")}>
              <Input maxLength={BOOKING_LIMITS.invoiceNameMax} autoComplete="organization" id={`${id}-name`} {...field("invoiceName")} />
            </FormField>
            <FormField id={`${id}-address`} label={t("invoice.address")}>
              <Input maxLength={BOOKING_LIMITS.invoiceAddressMax} autoComplete="street-address" id={`${id}-address`} {...field("invoiceAddress")} />
            </FormField>
            <Button type="submit" variant="outline" disabled={save.isPending} aria-busy={save.isPending}>
              {t("invoice.save")}
            </Button>
            <p role="status" className="text-sm">
              {save.isSuccess ? t("invoice.saved") : save.isError && !fieldError ? errorText(save.error, t) : ""}
            </p>
          </form>
        ) : (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t("invoice.taxId")}</dt>
              <dd>{invoice.details.taxId ?? t("invoice.finalConsumer")}</dd>
              {invoice.details.name && (
                <>
                  <dt className="text-muted-foreground">{t("invoice.name")}</dt>
                  <dd>{invoice.details.name}</dd>
                </>
              )}
            </dl>
            <p className="text-xs text-muted-foreground">{t("invoice.closed")}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
