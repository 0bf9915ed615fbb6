import type { Env } from "../../env.ts";
import type { Logger } from "../../logger.ts";
import { createInvoiceXpress } from "./invoicexpress.ts";
import type { InvoicingService } from "./invoicing.ts";
import { createOffInvoicing } from "./off-invoicing.ts";

/**
 * The service INVOICING asks for: invoicexpress (needs INVOICEXPRESS_ACCOUNT and
 * INVOICEXPRESS_API_KEY, which parseEnv checks) or off. `baseUrl` (else INVOICEXPRESS_URL) points the
 * adapter at another address than ACCOUNT.app.invoicexpress.com (tests, a stand-in for trials).
 */
export function createInvoicing(
  env: Pick<Env, "INVOICING"> & Partial<Pick<Env, "INVOICEXPRESS_ACCOUNT" | "INVOICEXPRESS_API_KEY" | "INVOICEXPRESS_URL" | "paymentsMode">>,
  logger?: Logger,
  options: { baseUrl?: string } = {},
): InvoicingService {
  if (env.INVOICING === "invoicexpress") {
    // parseEnv refuses invoicexpress without both; this guards other callers.
    if (!env.INVOICEXPRESS_ACCOUNT || !env.INVOICEXPRESS_API_KEY) throw new Error("INVOICING=invoicexpress needs INVOICEXPRESS_ACCOUNT and INVOICEXPRESS_API_KEY");
    const service = createInvoiceXpress({ account: env.INVOICEXPRESS_ACCOUNT, apiKey: env.INVOICEXPRESS_API_KEY, baseUrl: options.baseUrl ?? env.INVOICEXPRESS_URL });
    logger?.info(`INVOICING=invoicexpress: an invoice-receipt for each payment and a credit note for each refund, through ${service.describe}`);
    if (env.paymentsMode === "test") {
      logger?.warn("PAYMENTS=test with INVOICING=invoicexpress: test payments (no card charged) get certified documents too; use an InvoiceXpress test account");
    }
    return service;
  }
  logger?.info("INVOICING=off: no certified invoice is issued; the printable receipt says it is not one");
  return createOffInvoicing();
}
