import { z } from "zod";
import { BOOKING_MESSAGES as M } from "./booking-messages.ts";
import { BOOKING_LIMITS as L } from "./booking-rules.ts";
import { parseTaxId } from "./nif.ts";
import { plainText } from "./plain-text.ts";

/*
 * The optional invoice details of a booking (decision 0051): the customer's tax number, and the
 * name or company name and address the invoice is made out to. The booking form sends them with
 * the booking; the booking page changes them until the service date.
 */

const singleLine = plainText();

const optional = (max: number, tooLong: string, invalid: string) =>
  z
    .string({ error: M.generic })
    .trim()
    .refine(singleLine, invalid)
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || undefined);

/** A Portuguese NIF (its check digit checked) or a foreign VAT number, normalised (`parseTaxId`). */
const taxId = z
  .string({ error: M.taxIdFormat })
  .trim()
  .max(L.invoiceTaxIdMax, M.taxIdFormat)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const parsed = parseTaxId(value);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: "custom", message: parsed.problem === "check_digit" ? M.taxIdCheckDigit : M.taxIdFormat });
    return z.NEVER;
  });

/** The three fields as the booking schema holds them (undefined when empty). */
export const INVOICE_DETAIL_FIELDS = {
  invoiceTaxId: taxId,
  invoiceName: optional(L.invoiceNameMax, M.invoiceNameTooLong, M.invoiceNameInvalid),
  invoiceAddress: optional(L.invoiceAddressMax, M.invoiceAddressTooLong, M.invoiceAddressInvalid),
};

/** PUT of the booking page's invoice details: the three fields, an empty one clears it (null). */
export const invoiceDetailsSchema = z
  .strictObject(INVOICE_DETAIL_FIELDS, { error: M.generic })
  .transform((v) => ({
    invoiceTaxId: v.invoiceTaxId ?? null,
    invoiceName: v.invoiceName ?? null,
    invoiceAddress: v.invoiceAddress ?? null,
  }));
export type InvoiceDetails = z.output<typeof invoiceDetailsSchema>;
export type InvoiceDetailsBody = z.input<typeof invoiceDetailsSchema>;
