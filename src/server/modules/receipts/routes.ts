import type { Hono } from "hono";
import { adminBookingIdSchema } from "../../../domain/admin-booking-schemas.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError } from "../../http/errors.ts";
import { renderReceiptPdf } from "./receipt-pdf.ts";
import { findReceipt, RECEIPT_MESSAGES as M } from "./service.ts";

/**
 * Admin: the printable PDF receipt of a paid booking, with its VAT breakdown (decision 0030).
 * Opened in the browser (inline) to print or save as recibo-<reference>.pdf; never cached.
 */
export function registerReceiptRoutes(app: Hono<AppEnv>) {
  route(app, "GET", "/api/admin/bookings/:id/receipt", "admin", async (c) => {
    const id = adminBookingIdSchema.safeParse(c.req.param("id"));
    if (!id.success) return apiError(c, 404, "not_found", M.notFound);
    const result = await findReceipt(c.get("deps").db, id.data);
    switch (result.kind) {
      case "not_found":
        return apiError(c, 404, "not_found", M.notFound);
      case "not_paid":
        return apiError(c, 409, "not_paid", M.notPaid);
      case "refunded":
        return apiError(c, 409, "refunded", M.refunded);
      case "amount_mismatch":
        return apiError(c, 409, "amount_mismatch", M.amountMismatch);
    }
    const pdf = await renderReceiptPdf(result.receipt);
    c.header("content-type", "application/pdf");
    c.header("content-disposition", `inline; filename="recibo-${result.receipt.reference}.pdf"`);
    c.header("cache-control", "no-store");
    return c.body(new Uint8Array(pdf));
  });
}
