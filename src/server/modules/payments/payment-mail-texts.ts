import type { ContentLanguage } from "../../../domain/translations.ts";

/** The customer's payment e-mails (payment link, payment confirmed) in each site language. */
export interface PaymentMailTexts {
  locale: string;
  hello: (name: string) => string;
  /** The test checkout's mark in this language (the English one is added after it). */
  testMark: string;
  reference: string;
  outbound: string;
  returnTrip: string;
  tripTitle: string;
  confirmed: {
    subject: (ref: string) => string;
    heading: string;
    preview: string;
    received: (amount: string, ref: string) => string;
    receivedTest: (amount: string, ref: string) => string;
    amountPaid: string;
    amountTest: string;
    thanks: string;
  };
  link: {
    subject: (ref: string) => string;
    heading: string;
    preview: (amount: string) => string;
    intro: (amount: string, ref: string) => string;
    amount: string;
    pay: (amount: string) => string;
    secure: string;
  };
}

export const PAYMENT_MAIL_TEXTS: Record<ContentLanguage, PaymentMailTexts> = {
  en: {
    locale: "en-GB",
    hello: (name) => `Hello ${name},`,
    testMark: "TEST PAYMENT — no card was charged",
    reference: "Reference",
    outbound: "Outbound",
    returnTrip: "Return",
    tripTitle: "Your booking",
    confirmed: {
      subject: (ref) => `Payment confirmed — booking ${ref}`,
      heading: "Payment confirmed",
      preview: "Your payment is received and your booking is confirmed.",
      received: (amount, ref) => `We have received your payment of ${amount}. Your booking ${ref} is confirmed.`,
      receivedTest: (amount, ref) => `We have recorded a test payment of ${amount}: no card was charged. Your booking ${ref} is confirmed.`,
      amountPaid: "Amount paid",
      amountTest: "Amount (test, not charged)",
      thanks: "Thank you for choosing our services.",
    },
    link: {
      subject: (ref) => `Payment link — booking ${ref}`,
      heading: "Complete your booking",
      preview: (amount) => `Pay ${amount} securely to confirm your booking.`,
      intro: (amount, ref) => `To complete your booking ${ref}, please pay ${amount} through the secure link below.`,
      amount: "Amount",
      pay: (amount) => `Pay ${amount}`,
      secure: "The payment page is secure; your card details never reach us.",
    },
  },
  pt: {
    locale: "pt-PT",
    hello: (name) => `Olá ${name},`,
    testMark: "PAGAMENTO DE TESTE — nenhum cartão foi cobrado",
    reference: "Referência",
    outbound: "Ida",
    returnTrip: "Regresso",
    tripTitle: "A sua reserva",
    confirmed: {
      subject: (ref) => `Pagamento confirmado — reserva ${ref}`,
      heading: "Pagamento confirmado",
      preview: "Recebemos o seu pagamento e a sua reserva está confirmada.",
      received: (amount, ref) => `Recebemos o seu pagamento de ${amount}. A sua reserva ${ref} está confirmada.`,
      receivedTest: (amount, ref) => `Registámos um pagamento de teste de ${amount}: nenhum cartão foi cobrado. A sua reserva ${ref} está confirmada.`,
      amountPaid: "Valor pago",
      amountTest: "Valor (teste, não cobrado)",
      thanks: "Obrigado por escolher os nossos serviços.",
    },
    link: {
      subject: (ref) => `Link de pagamento — reserva ${ref}`,
      heading: "Conclua a sua reserva",
      preview: (amount) => `Pague ${amount} em segurança para confirmar a sua reserva.`,
      intro: (amount, ref) => `Para concluir a sua reserva ${ref}, pague ${amount} através do link seguro abaixo.`,
      amount: "Valor",
      pay: (amount) => `Pagar ${amount}`,
      secure: "A página de pagamento é segura; os dados do seu cartão nunca chegam até nós.",
    },
  },
  fr: {
    locale: "fr-FR",
    hello: (name) => `Bonjour ${name},`,
    testMark: "PAIEMENT DE TEST — aucune carte n’a été débitée",
    reference: "Référence",
    outbound: "Aller",
    returnTrip: "Retour",
    tripTitle: "Votre réservation",
    confirmed: {
      subject: (ref) => `Paiement confirmé — réservation ${ref}`,
      heading: "Paiement confirmé",
      preview: "Nous avons bien reçu votre paiement\u00a0: votre réservation est confirmée.",
      received: (amount, ref) => `Nous avons bien reçu votre paiement de ${amount}. Votre réservation ${ref} est confirmée.`,
      receivedTest: (amount, ref) =>
        `Nous avons enregistré un paiement de test de ${amount}\u00a0: aucune carte n’a été débitée. Votre réservation ${ref} est confirmée.`,
      amountPaid: "Montant payé",
      amountTest: "Montant (test, non débité)",
      thanks: "Merci d’avoir choisi nos services.",
    },
    link: {
      subject: (ref) => `Lien de paiement — réservation ${ref}`,
      heading: "Finalisez votre réservation",
      preview: (amount) => `Réglez ${amount} en toute sécurité pour confirmer votre réservation.`,
      intro: (amount, ref) => `Pour finaliser votre réservation ${ref}, veuillez régler ${amount} via le lien sécurisé ci-dessous.`,
      amount: "Montant",
      pay: (amount) => `Payer ${amount}`,
      secure: "La page de paiement est sécurisée\u00a0; vos données bancaires ne nous parviennent jamais.",
    },
  },
  es: {
    locale: "es-ES",
    hello: (name) => `Hola, ${name}:`,
    testMark: "PAGO DE PRUEBA — no se ha cobrado ninguna tarjeta",
    reference: "Referencia",
    outbound: "Ida",
    returnTrip: "Vuelta",
    tripTitle: "Su reserva",
    confirmed: {
      subject: (ref) => `Pago confirmado — reserva ${ref}`,
      heading: "Pago confirmado",
      preview: "Hemos recibido su pago y su reserva está confirmada.",
      received: (amount, ref) => `Hemos recibido su pago de ${amount}. Su reserva ${ref} está confirmada.`,
      receivedTest: (amount, ref) =>
        `Hemos registrado un pago de prueba de ${amount}: no se ha cobrado ninguna tarjeta. Su reserva ${ref} está confirmada.`,
      amountPaid: "Importe pagado",
      amountTest: "Importe (prueba, no cobrado)",
      thanks: "Gracias por elegir nuestros servicios.",
    },
    link: {
      subject: (ref) => `Enlace de pago — reserva ${ref}`,
      heading: "Complete su reserva",
      preview: (amount) => `Pague ${amount} de forma segura para confirmar su reserva.`,
      intro: (amount, ref) => `Para completar su reserva ${ref}, pague ${amount} mediante el enlace seguro que encontrará a continuación.`,
      amount: "Importe",
      pay: (amount) => `Pagar ${amount}`,
      secure: "La página de pago es segura; los datos de su tarjeta nunca llegan a nosotros.",
    },
  },
  zh: {
    locale: "zh-CN",
    hello: (name) => `${name}，您好：`,
    testMark: "测试付款 — 未从任何银行卡扣款",
    reference: "预订编号",
    outbound: "去程",
    returnTrip: "返程",
    tripTitle: "您的预订",
    confirmed: {
      subject: (ref) => `付款已确认 — 预订 ${ref}`,
      heading: "付款已确认",
      preview: "我们已收到您的付款，您的预订已确认。",
      received: (amount, ref) => `我们已收到您支付的 ${amount}。您的预订 ${ref} 已确认。`,
      receivedTest: (amount, ref) => `我们已记录一笔 ${amount} 的测试付款：未从任何银行卡扣款。您的预订 ${ref} 已确认。`,
      amountPaid: "已付金额",
      amountTest: "金额（测试，未扣款）",
      thanks: "感谢您选择我们的服务。",
    },
    link: {
      subject: (ref) => `付款链接 — 预订 ${ref}`,
      heading: "完成您的预订",
      preview: (amount) => `安全支付 ${amount} 即可确认您的预订。`,
      intro: (amount, ref) => `如需完成预订 ${ref}，请通过下方的安全链接支付 ${amount}。`,
      amount: "金额",
      pay: (amount) => `支付 ${amount}`,
      secure: "付款页面安全可靠；我们不会接触到您的银行卡信息。",
    },
  },
};
