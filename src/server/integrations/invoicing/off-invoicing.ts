import { InvoicingError, type InvoicingService } from "./invoicing.ts";

/**
 * INVOICING=off (the default): no certified document is issued and none is queued; the receipt the
 * admin prints stays, marked as not a certified invoice. Every call refuses (nothing should make one).
 */
export function createOffInvoicing(): InvoicingService {
  const off = (): never => {
    throw new InvoicingError("A faturação certificada está desligada (INVOICING=off)", { permanent: true });
  };
  return {
    kind: "off",
    describe: "off",
    createDraft: async () => off(),
    getDocument: async () => off(),
    finalize: async () => off(),
    pdfUrl: async () => off(),
  };
}
