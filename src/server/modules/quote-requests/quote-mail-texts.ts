import type { ContentLanguage } from "../../../domain/translations.ts";

/** The customer's quote e-mails in each site language (labels of the trip come from the booking e-mail's texts). */
export interface QuoteMailTexts {
  luggage: string;
  classWanted: string;
  anyClass: string;
  received: { subject: string; heading: string; intro: string; next: string };
  quoted: {
    subject: string;
    heading: string;
    intro: string;
    pricesTitle: string;
    perTrip: string;
    returnIncluded: string;
    validUntil: (when: string) => string;
    button: string;
    next: string;
  };
}

export const QUOTE_MAIL_TEXTS: Record<ContentLanguage, QuoteMailTexts> = {
  en: {
    luggage: "Luggage",
    classWanted: "Class wanted",
    anyClass: "Any",
    received: {
      subject: "Quote request received",
      heading: "We received your quote request",
      intro: "Thank you: no set price covers this trip, so our team will price it for you.",
      next: "You will receive our price by e-mail, with a link to book it in one click.",
    },
    quoted: {
      subject: "Your quote",
      heading: "Your quote is ready",
      intro: "Here is our price for your trip.",
      pricesTitle: "Price",
      perTrip: "per trip",
      returnIncluded: "return trip included",
      validUntil: (when) => `This quote is valid until ${when} (Lisbon time).`,
      button: "View and book",
      next: "Open your quote to choose the vehicle and book: transfers are paid by card; tours are confirmed by our team.",
    },
  },
  pt: {
    luggage: "Bagagem",
    classWanted: "Classe pretendida",
    anyClass: "Qualquer",
    received: {
      subject: "Pedido de orçamento recebido",
      heading: "Recebemos o seu pedido de orçamento",
      intro: "Obrigado: nenhum preço fixo cobre esta viagem, por isso a nossa equipa vai orçamentá-la para si.",
      next: "Receberá o nosso preço por e-mail, com uma ligação para reservar com um clique.",
    },
    quoted: {
      subject: "O seu orçamento",
      heading: "O seu orçamento está pronto",
      intro: "Eis o nosso preço para a sua viagem.",
      pricesTitle: "Preço",
      perTrip: "por viagem",
      returnIncluded: "regresso incluído",
      validUntil: (when) => `Este orçamento é válido até ${when} (hora de Lisboa).`,
      button: "Ver e reservar",
      next: "Abra o orçamento para escolher o veículo e reservar: os transfers pagam-se com cartão; os tours são confirmados pela nossa equipa.",
    },
  },
  fr: {
    luggage: "Bagages",
    classWanted: "Classe souhaitée",
    anyClass: "Indifférent",
    received: {
      subject: "Demande de devis reçue",
      heading: "Nous avons reçu votre demande de devis",
      intro: "Merci : aucun tarif fixe ne couvre ce trajet, notre équipe va donc le chiffrer pour vous.",
      next: "Vous recevrez notre prix par e-mail, avec un lien pour réserver en un clic.",
    },
    quoted: {
      subject: "Votre devis",
      heading: "Votre devis est prêt",
      intro: "Voici notre prix pour votre trajet.",
      pricesTitle: "Prix",
      perTrip: "par trajet",
      returnIncluded: "retour compris",
      validUntil: (when) => `Ce devis est valable jusqu'au ${when} (heure de Lisbonne).`,
      button: "Voir et réserver",
      next: "Ouvrez votre devis pour choisir le véhicule et réserver : les transferts se paient par carte ; les circuits sont confirmés par notre équipe.",
    },
  },
  es: {
    luggage: "Equipaje",
    classWanted: "Clase deseada",
    anyClass: "Indiferente",
    received: {
      subject: "Solicitud de presupuesto recibida",
      heading: "Hemos recibido su solicitud de presupuesto",
      intro: "Gracias: ningún precio fijo cubre este trayecto, así que nuestro equipo lo presupuestará para usted.",
      next: "Recibirá nuestro precio por correo electrónico, con un enlace para reservar con un clic.",
    },
    quoted: {
      subject: "Su presupuesto",
      heading: "Su presupuesto está listo",
      intro: "Este es nuestro precio para su trayecto.",
      pricesTitle: "Precio",
      perTrip: "por trayecto",
      returnIncluded: "vuelta incluida",
      validUntil: (when) => `Este presupuesto es válido hasta el ${when} (hora de Lisboa).`,
      button: "Ver y reservar",
      next: "Abra su presupuesto para elegir el vehículo y reservar: los traslados se pagan con tarjeta; los tours los confirma nuestro equipo.",
    },
  },
  zh: {
    luggage: "行李",
    classWanted: "所需车型",
    anyClass: "不限",
    received: {
      subject: "已收到报价请求",
      heading: "我们已收到您的报价请求",
      intro: "感谢您：此行程没有固定价格，我们的团队将为您报价。",
      next: "您将通过电子邮件收到我们的报价，并附有一键预订的链接。",
    },
    quoted: {
      subject: "您的报价",
      heading: "您的报价已准备好",
      intro: "以下是我们为您的行程提供的价格。",
      pricesTitle: "价格",
      perTrip: "每程",
      returnIncluded: "含返程",
      validUntil: (when) => `此报价有效期至 ${when}（里斯本时间）。`,
      button: "查看并预订",
      next: "打开报价以选择车辆并预订：接送服务以银行卡支付；旅游行程由我们的团队确认。",
    },
  },
};
