import type { ContentLanguage } from "../../../domain/translations.ts";

/** The e-mail that carries a certified document to the customer, in each site language (decision 0051). */
export interface DocumentMailTexts {
  locale: string;
  hello: (name: string) => string;
  invoiceReceipt: { subject: (number: string, ref: string) => string; heading: string; intro: (ref: string) => string };
  creditNote: { subject: (number: string, ref: string) => string; heading: string; intro: (ref: string) => string };
  number: string;
  reference: string;
  amount: string;
  taxId: string;
  finalConsumer: string;
  download: string;
  keep: string;
}

export const DOCUMENT_MAIL_TEXTS: Record<ContentLanguage, DocumentMailTexts> = {
  en: {
    locale: "en-GB",
    hello: (name) => `Hello ${name},`,
    invoiceReceipt: {
      subject: (number, ref) => `Invoice-receipt ${number} — booking ${ref}`,
      heading: "Your invoice-receipt",
      intro: (ref) => `Here is the certified invoice-receipt for your payment of booking ${ref}.`,
    },
    creditNote: {
      subject: (number, ref) => `Credit note ${number} — booking ${ref}`,
      heading: "Your credit note",
      intro: (ref) => `Here is the certified credit note for the refund of booking ${ref}.`,
    },
    number: "Document",
    reference: "Booking",
    amount: "Amount",
    taxId: "Tax number",
    finalConsumer: "Final consumer",
    download: "Download the PDF",
    keep: "Please keep this document for your records.",
  },
  pt: {
    locale: "pt-PT",
    hello: (name) => `Olá ${name},`,
    invoiceReceipt: {
      subject: (number, ref) => `Fatura-recibo ${number} — reserva ${ref}`,
      heading: "A sua fatura-recibo",
      intro: (ref) => `Enviamos a fatura-recibo certificada do seu pagamento da reserva ${ref}.`,
    },
    creditNote: {
      subject: (number, ref) => `Nota de crédito ${number} — reserva ${ref}`,
      heading: "A sua nota de crédito",
      intro: (ref) => `Enviamos a nota de crédito certificada do reembolso da reserva ${ref}.`,
    },
    number: "Documento",
    reference: "Reserva",
    amount: "Valor",
    taxId: "NIF",
    finalConsumer: "Consumidor final",
    download: "Descarregar o PDF",
    keep: "Guarde este documento para os seus registos.",
  },
  fr: {
    locale: "fr-FR",
    hello: (name) => `Bonjour ${name},`,
    invoiceReceipt: {
      subject: (number, ref) => `Facture-reçu ${number} — réservation ${ref}`,
      heading: "Votre facture-reçu",
      intro: (ref) => `Voici la facture-reçu certifiée de votre paiement pour la réservation ${ref}.`,
    },
    creditNote: {
      subject: (number, ref) => `Avoir ${number} — réservation ${ref}`,
      heading: "Votre avoir",
      intro: (ref) => `Voici l'avoir certifié du remboursement de la réservation ${ref}.`,
    },
    number: "Document",
    reference: "Réservation",
    amount: "Montant",
    taxId: "Numéro fiscal",
    finalConsumer: "Consommateur final",
    download: "Télécharger le PDF",
    keep: "Veuillez conserver ce document.",
  },
  es: {
    locale: "es-ES",
    hello: (name) => `Hola ${name}:`,
    invoiceReceipt: {
      subject: (number, ref) => `Factura-recibo ${number} — reserva ${ref}`,
      heading: "Su factura-recibo",
      intro: (ref) => `Le enviamos la factura-recibo certificada de su pago de la reserva ${ref}.`,
    },
    creditNote: {
      subject: (number, ref) => `Nota de crédito ${number} — reserva ${ref}`,
      heading: "Su nota de crédito",
      intro: (ref) => `Le enviamos la nota de crédito certificada del reembolso de la reserva ${ref}.`,
    },
    number: "Documento",
    reference: "Reserva",
    amount: "Importe",
    taxId: "NIF",
    finalConsumer: "Consumidor final",
    download: "Descargar el PDF",
    keep: "Conserve este documento para sus registros.",
  },
  zh: {
    locale: "zh-CN",
    hello: (name) => `${name}，您好：`,
    invoiceReceipt: {
      subject: (number, ref) => `发票收据 ${number} — 预订 ${ref}`,
      heading: "您的发票收据",
      intro: (ref) => `这是您为预订 ${ref} 付款的认证发票收据。`,
    },
    creditNote: {
      subject: (number, ref) => `贷记单 ${number} — 预订 ${ref}`,
      heading: "您的贷记单",
      intro: (ref) => `这是预订 ${ref} 退款的认证贷记单。`,
    },
    number: "单据",
    reference: "预订",
    amount: "金额",
    taxId: "税号",
    finalConsumer: "最终消费者",
    download: "下载 PDF",
    keep: "请妥善保存此单据。",
  },
};
