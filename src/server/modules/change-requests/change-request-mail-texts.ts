import type { ContentLanguage } from "../../../domain/translations.ts";

/** The customer's e-mails about their change request (applied, declined), in each site language. */
export interface ChangeRequestMailTexts {
  locale: string;
  hello: (name: string) => string;
  yourRequest: string;
  ourMessage: string;
  applied: {
    subject: (ref: string) => string;
    heading: string;
    preview: string;
    intro: (ref: string) => string;
    newDetails: string;
  };
  declined: {
    subject: (ref: string) => string;
    heading: string;
    preview: string;
    intro: (ref: string) => string;
    unchanged: string;
  };
  fields: { date: string; time: string; flight: string; passengers: string; specialRequests: string; price: string; route: string };
  differenceToPay: (amount: string) => string;
  differenceByCompany: (amount: string) => string;
  pay: (amount: string) => string;
  refunded: (amount: string) => string;
  noRefund: string;
}

export const CHANGE_REQUEST_MAIL_TEXTS: Record<ContentLanguage, ChangeRequestMailTexts> = {
  en: {
    locale: "en-GB",
    hello: (name) => `Hello ${name},`,
    yourRequest: "Your request",
    ourMessage: "Our message",
    applied: {
      subject: (ref) => `Your change was made — booking ${ref}`,
      heading: "Your change was made",
      preview: "We have changed your booking as you asked.",
      intro: (ref) => `We have changed your booking ${ref} as you asked. Its new details are below.`,
      newDetails: "Your booking now",
    },
    declined: {
      subject: (ref) => `About your change request — booking ${ref}`,
      heading: "We could not make your change",
      preview: "We could not change your booking as you asked.",
      intro: (ref) => `We are sorry: we could not change your booking ${ref} as you asked.`,
      unchanged: "Your booking stays as it was.",
    },
    fields: { date: "Date", time: "Time", flight: "Flight", passengers: "Passengers", specialRequests: "Special requests", price: "Price", route: "Trip" },
    differenceToPay: (amount) => `The new price leaves ${amount} to pay. Please pay it through the secure link below.`,
    differenceByCompany: (amount) => `The new price leaves ${amount} to pay: we will contact you to arrange it.`,
    pay: (amount) => `Pay ${amount}`,
    refunded: (amount) => `The new price is lower: we have refunded ${amount} to your card.`,
    noRefund: "The new price is lower, but under our cancellation policy no refund is due at this time.",
  },
  pt: {
    locale: "pt-PT",
    hello: (name) => `Olá ${name},`,
    yourRequest: "O seu pedido",
    ourMessage: "A nossa mensagem",
    applied: {
      subject: (ref) => `A sua alteração foi feita — reserva ${ref}`,
      heading: "A sua alteração foi feita",
      preview: "Alterámos a sua reserva como pediu.",
      intro: (ref) => `Alterámos a sua reserva ${ref} como pediu. Os novos dados estão abaixo.`,
      newDetails: "A sua reserva agora",
    },
    declined: {
      subject: (ref) => `Sobre o seu pedido de alteração — reserva ${ref}`,
      heading: "Não foi possível fazer a alteração",
      preview: "Não foi possível alterar a sua reserva como pediu.",
      intro: (ref) => `Lamentamos: não foi possível alterar a sua reserva ${ref} como pediu.`,
      unchanged: "A sua reserva mantém-se como estava.",
    },
    fields: { date: "Data", time: "Hora", flight: "Voo", passengers: "Passageiros", specialRequests: "Pedidos especiais", price: "Preço", route: "Viagem" },
    differenceToPay: (amount) => `O novo preço deixa ${amount} por pagar. Pague através do link seguro abaixo.`,
    differenceByCompany: (amount) => `O novo preço deixa ${amount} por pagar: entraremos em contacto para combinar o pagamento.`,
    pay: (amount) => `Pagar ${amount}`,
    refunded: (amount) => `O novo preço é mais baixo: reembolsámos ${amount} no seu cartão.`,
    noRefund: "O novo preço é mais baixo, mas segundo a nossa política de cancelamento não há reembolso neste momento.",
  },
  fr: {
    locale: "fr-FR",
    hello: (name) => `Bonjour ${name},`,
    yourRequest: "Votre demande",
    ourMessage: "Notre message",
    applied: {
      subject: (ref) => `Votre modification a été effectuée — réservation ${ref}`,
      heading: "Votre modification a été effectuée",
      preview: "Nous avons modifié votre réservation comme demandé.",
      intro: (ref) => `Nous avons modifié votre réservation ${ref} comme demandé. Voici ses nouvelles informations.`,
      newDetails: "Votre réservation désormais",
    },
    declined: {
      subject: (ref) => `À propos de votre demande de modification — réservation ${ref}`,
      heading: "Nous n'avons pas pu effectuer la modification",
      preview: "Nous n'avons pas pu modifier votre réservation comme demandé.",
      intro: (ref) => `Nous sommes désolés : nous n'avons pas pu modifier votre réservation ${ref} comme demandé.`,
      unchanged: "Votre réservation reste inchangée.",
    },
    fields: { date: "Date", time: "Heure", flight: "Vol", passengers: "Passagers", specialRequests: "Demandes particulières", price: "Prix", route: "Trajet" },
    differenceToPay: (amount) => `Le nouveau prix laisse ${amount} à payer. Veuillez le régler via le lien sécurisé ci-dessous.`,
    differenceByCompany: (amount) => `Le nouveau prix laisse ${amount} à payer : nous vous contacterons pour le régler.`,
    pay: (amount) => `Payer ${amount}`,
    refunded: (amount) => `Le nouveau prix est inférieur : nous vous avons remboursé ${amount} sur votre carte.`,
    noRefund: "Le nouveau prix est inférieur, mais selon nos conditions d'annulation aucun remboursement n'est dû pour le moment.",
  },
  es: {
    locale: "es-ES",
    hello: (name) => `Hola ${name}:`,
    yourRequest: "Su solicitud",
    ourMessage: "Nuestro mensaje",
    applied: {
      subject: (ref) => `Su cambio se ha realizado — reserva ${ref}`,
      heading: "Su cambio se ha realizado",
      preview: "Hemos cambiado su reserva como pidió.",
      intro: (ref) => `Hemos cambiado su reserva ${ref} como pidió. Estos son sus nuevos datos.`,
      newDetails: "Su reserva ahora",
    },
    declined: {
      subject: (ref) => `Sobre su solicitud de cambio — reserva ${ref}`,
      heading: "No hemos podido realizar el cambio",
      preview: "No hemos podido cambiar su reserva como pidió.",
      intro: (ref) => `Lo sentimos: no hemos podido cambiar su reserva ${ref} como pidió.`,
      unchanged: "Su reserva sigue como estaba.",
    },
    fields: { date: "Fecha", time: "Hora", flight: "Vuelo", passengers: "Pasajeros", specialRequests: "Peticiones especiales", price: "Precio", route: "Trayecto" },
    differenceToPay: (amount) => `El nuevo precio deja ${amount} por pagar. Páguelo a través del enlace seguro de abajo.`,
    differenceByCompany: (amount) => `El nuevo precio deja ${amount} por pagar: nos pondremos en contacto para acordar el pago.`,
    pay: (amount) => `Pagar ${amount}`,
    refunded: (amount) => `El nuevo precio es más bajo: le hemos reembolsado ${amount} en su tarjeta.`,
    noRefund: "El nuevo precio es más bajo, pero según nuestra política de cancelación no corresponde reembolso en este momento.",
  },
  zh: {
    locale: "zh-CN",
    hello: (name) => `${name}，您好：`,
    yourRequest: "您的请求",
    ourMessage: "我们的留言",
    applied: {
      subject: (ref) => `您的更改已完成 — 预订 ${ref}`,
      heading: "您的更改已完成",
      preview: "我们已按您的要求更改了预订。",
      intro: (ref) => `我们已按您的要求更改了预订 ${ref}。新的信息如下。`,
      newDetails: "更改后的预订",
    },
    declined: {
      subject: (ref) => `关于您的更改请求 — 预订 ${ref}`,
      heading: "我们无法完成您的更改",
      preview: "我们无法按您的要求更改预订。",
      intro: (ref) => `很抱歉：我们无法按您的要求更改预订 ${ref}。`,
      unchanged: "您的预订保持不变。",
    },
    fields: { date: "日期", time: "时间", flight: "航班", passengers: "乘客", specialRequests: "特殊要求", price: "价格", route: "行程" },
    differenceToPay: (amount) => `新价格还需支付 ${amount}。请通过下方的安全链接付款。`,
    differenceByCompany: (amount) => `新价格还需支付 ${amount}：我们会与您联系安排付款。`,
    pay: (amount) => `支付 ${amount}`,
    refunded: (amount) => `新价格较低：我们已将 ${amount} 退还至您的银行卡。`,
    noRefund: "新价格较低，但根据我们的取消政策，目前不予退款。",
  },
};
