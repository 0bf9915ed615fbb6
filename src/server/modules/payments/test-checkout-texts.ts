import type { ContentLanguage } from "../../../domain/translations.ts";

/** The built-in test checkout's own texts, one set per customer language. */
export interface TestCheckoutTexts {
  /** BCP 47 tag for `<html lang>` and the amount's format. */
  locale: string;
  pageTitle: (ref: string) => string;
  heading: string;
  reference: string;
  service: string;
  date: string;
  amount: string;
  pay: string;
  cancel: string;
  alreadyPaid: string;
  noLongerAvailable: string;
  notFoundTitle: string;
  notFoundBody: string;
  home: string;
  forbiddenTitle: string;
  forbiddenBody: string;
}

export const TEST_CHECKOUT_TEXTS: Record<ContentLanguage, TestCheckoutTexts> = {
  en: {
    locale: "en-GB",
    pageTitle: (ref) => `Test payment — ${ref}`,
    heading: "Booking payment",
    reference: "Reference",
    service: "Service",
    date: "Date",
    amount: "Amount",
    pay: "Pay",
    cancel: "Cancel",
    alreadyPaid: "This payment is already complete.",
    noLongerAvailable: "This payment is no longer available.",
    notFoundTitle: "Payment not found",
    notFoundBody: "This payment link does not exist or is no longer valid.",
    home: "Back to the home page",
    forbiddenTitle: "Request refused",
    forbiddenBody: "This payment can only be made from this site's own payment page.",
  },
  pt: {
    locale: "pt-PT",
    pageTitle: (ref) => `Pagamento de teste — ${ref}`,
    heading: "Pagamento da reserva",
    reference: "Referência",
    service: "Serviço",
    date: "Data",
    amount: "Valor",
    pay: "Pagar",
    cancel: "Cancelar",
    alreadyPaid: "Este pagamento já foi concluído.",
    noLongerAvailable: "Este pagamento já não está disponível.",
    notFoundTitle: "Pagamento não encontrado",
    notFoundBody: "Este link de pagamento não existe ou já não é válido.",
    home: "Voltar ao início",
    forbiddenTitle: "Pedido recusado",
    forbiddenBody: "Este pagamento só pode ser feito a partir da página de pagamento deste site.",
  },
  fr: {
    locale: "fr-FR",
    pageTitle: (ref) => `Paiement de test — ${ref}`,
    heading: "Paiement de la réservation",
    reference: "Référence",
    service: "Service",
    date: "Date",
    amount: "Montant",
    pay: "Payer",
    cancel: "Annuler",
    alreadyPaid: "Ce paiement est déjà effectué.",
    noLongerAvailable: "Ce paiement n’est plus disponible.",
    notFoundTitle: "Paiement introuvable",
    notFoundBody: "Ce lien de paiement n’existe pas ou n’est plus valable.",
    home: "Retour à l’accueil",
    forbiddenTitle: "Demande refusée",
    forbiddenBody: "Ce paiement ne peut être effectué que depuis la page de paiement de ce site.",
  },
  es: {
    locale: "es-ES",
    pageTitle: (ref) => `Pago de prueba — ${ref}`,
    heading: "Pago de la reserva",
    reference: "Referencia",
    service: "Servicio",
    date: "Fecha",
    amount: "Importe",
    pay: "Pagar",
    cancel: "Cancelar",
    alreadyPaid: "Este pago ya se ha completado.",
    noLongerAvailable: "Este pago ya no está disponible.",
    notFoundTitle: "Pago no encontrado",
    notFoundBody: "Este enlace de pago no existe o ya no es válido.",
    home: "Volver al inicio",
    forbiddenTitle: "Solicitud rechazada",
    forbiddenBody: "Este pago solo puede hacerse desde la página de pago de este sitio.",
  },
  zh: {
    locale: "zh-CN",
    pageTitle: (ref) => `测试付款 — ${ref}`,
    heading: "预订付款",
    reference: "预订编号",
    service: "服务",
    date: "日期",
    amount: "金额",
    pay: "付款",
    cancel: "取消",
    alreadyPaid: "此笔付款已完成。",
    noLongerAvailable: "此笔付款已不可用。",
    notFoundTitle: "未找到付款",
    notFoundBody: "此付款链接不存在或已失效。",
    home: "返回首页",
    forbiddenTitle: "请求被拒绝",
    forbiddenBody: "此付款只能在本网站的付款页面上完成。",
  },
};
