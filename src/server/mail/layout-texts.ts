import type { ContentLanguage } from "../../domain/translations.ts";

/** The layout's own words in each site language (the customer's mails use the booking's). */
export interface LayoutTexts {
  locale: string;
  manage: string;
  manageHint: string;
  pickupTitle: string;
  pickupAirport: string;
  pickupOther: string;
  contactTitle: string;
  phone: string;
  whatsapp: string;
  email: string;
  footer: (company: string) => string;
  reference: string;
}

export const LAYOUT_TEXTS: Record<ContentLanguage, LayoutTexts> = {
  en: {
    locale: "en-GB",
    manage: "Manage my booking",
    manageHint: "See your booking, pay, add it to your calendar, ask for a change or cancel — no account needed.",
    pickupTitle: "Meeting your driver",
    pickupAirport:
      "At Faro Airport your driver waits in the arrivals hall holding a sign with your name. We follow your flight: the first 60 minutes after landing are free of charge.",
    pickupOther: "For any other pickup, please be at the pickup address at the agreed time; your driver waits up to 15 minutes.",
    contactTitle: "We are here for you, 24/7",
    phone: "Phone",
    whatsapp: "WhatsApp",
    email: "E-mail",
    footer: (company) => `You receive this e-mail because a booking was made with ${company} using this address.`,
    reference: "Reference",
  },
  pt: {
    locale: "pt-PT",
    manage: "Gerir a minha reserva",
    manageHint: "Consulte a sua reserva, pague, adicione-a ao calendário, peça uma alteração ou cancele — sem precisar de conta.",
    pickupTitle: "Encontro com o motorista",
    pickupAirport:
      "No Aeroporto de Faro, o motorista espera por si no átrio das chegadas com uma placa com o seu nome. Acompanhamos o seu voo: os primeiros 60 minutos após a aterragem são gratuitos.",
    pickupOther: "Nas restantes recolhas, esteja no local de partida à hora combinada; o motorista aguarda até 15 minutos.",
    contactTitle: "Estamos ao seu dispor, 24 horas por dia",
    phone: "Telefone",
    whatsapp: "WhatsApp",
    email: "Email",
    footer: (company) => `Recebe este email porque foi feita uma reserva na ${company} com este endereço.`,
    reference: "Referência",
  },
  fr: {
    locale: "fr-FR",
    manage: "Gérer ma réservation",
    manageHint: "Consultez votre réservation, payez, ajoutez-la à votre agenda, demandez une modification ou annulez — sans créer de compte.",
    pickupTitle: "Retrouver votre chauffeur",
    pickupAirport:
      "À l’aéroport de Faro, votre chauffeur vous attend dans le hall des arrivées avec une pancarte à votre nom. Nous suivons votre vol : les 60 premières minutes d’attente après l’atterrissage sont offertes.",
    pickupOther: "Pour toute autre prise en charge, soyez à l’adresse convenue à l’heure prévue ; votre chauffeur attend jusqu’à 15 minutes.",
    contactTitle: "À votre écoute 24 h/24, 7 j/7",
    phone: "Téléphone",
    whatsapp: "WhatsApp",
    email: "E-mail",
    footer: (company) => `Vous recevez cet e-mail car une réservation a été effectuée auprès de ${company} avec cette adresse.`,
    reference: "Référence",
  },
  es: {
    locale: "es-ES",
    manage: "Gestionar mi reserva",
    manageHint: "Consulte su reserva, pague, añádala a su calendario, solicite un cambio o cancele, sin necesidad de cuenta.",
    pickupTitle: "Encuentro con su conductor",
    pickupAirport:
      "En el aeropuerto de Faro, su conductor le espera en la sala de llegadas con un cartel con su nombre. Seguimos su vuelo: los primeros 60 minutos tras el aterrizaje son gratuitos.",
    pickupOther: "En cualquier otra recogida, esté en la dirección acordada a la hora prevista; el conductor espera hasta 15 minutos.",
    contactTitle: "Estamos a su disposición las 24 horas",
    phone: "Teléfono",
    whatsapp: "WhatsApp",
    email: "Correo electrónico",
    footer: (company) => `Recibe este correo porque se hizo una reserva con ${company} usando esta dirección.`,
    reference: "Referencia",
  },
  zh: {
    locale: "zh-CN",
    manage: "管理我的预订",
    manageHint: "无需注册账户，即可查看预订、付款、添加到日历、申请修改或取消预订。",
    pickupTitle: "与司机会面",
    pickupAirport: "在法鲁机场，司机将在到达大厅举着写有您姓名的接机牌等候。我们会跟踪您的航班：落地后前 60 分钟免费等候。",
    pickupOther: "其他地点接车时，请在约定时间到达上车地点；司机最多等候 15 分钟。",
    contactTitle: "我们 24 小时竭诚为您服务",
    phone: "电话",
    whatsapp: "WhatsApp",
    email: "电子邮箱",
    footer: (company) => `您收到此邮件，是因为有人使用此邮箱地址在 ${company} 进行了预订。`,
    reference: "预订编号",
  },
};
