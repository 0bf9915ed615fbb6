import type { ContentLanguage } from "../../../domain/translations.ts";

/** The customer's e-mails of the day of service (driver assigned, no-show), in each site language. */
export interface DayOfServiceMailTexts {
  hello: (name: string) => string;
  assigned: {
    subject: (ref: string) => string;
    heading: string;
    preview: string;
    intro: (ref: string) => string;
    changed: (ref: string) => string;
  };
  fields: {
    driver: string;
    car: string;
    plate: string;
    meetingPoint: string;
    driverPhone: string;
    companyPhone: string;
    whatsapp: string;
    date: string;
    time: string;
    route: string;
  };
  meeting: { airportSign: (place: string) => string; airport: (place: string) => string; address: (place: string) => string };
  followLive: string;
  noShow: {
    subject: (ref: string) => string;
    heading: string;
    preview: string;
    intro: (ref: string) => string;
    arrived: string;
    waited: string;
    minutes: (n: number) => string;
    calls: string;
    noCalls: string;
    policy: string;
  };
}

export const DAY_OF_SERVICE_MAIL_TEXTS: Record<ContentLanguage, DayOfServiceMailTexts> = {
  en: {
    hello: (name) => `Hello ${name},`,
    assigned: {
      subject: (ref) => `Your driver for booking ${ref}`,
      heading: "Meet your driver",
      preview: "Who is coming to pick you up, and in which car.",
      intro: (ref) => `Your driver for booking ${ref} is confirmed. Here is who is coming and where to meet.`,
      changed: (ref) => `Your driver for booking ${ref} has changed. Here is who is coming now and where to meet.`,
    },
    fields: {
      driver: "Driver",
      car: "Car",
      plate: "Number plate",
      meetingPoint: "Meeting point",
      driverPhone: "Driver's phone",
      companyPhone: "Phone",
      whatsapp: "WhatsApp",
      date: "Date",
      time: "Time",
      route: "Trip",
    },
    meeting: {
      airportSign: (place) => `${place}: arrivals hall, your driver holds a sign with your name`,
      airport: (place) => `${place}: arrivals hall`,
      address: (place) => place,
    },
    followLive: "On the day, your booking page shows when your driver is on the way and where.",
    noShow: {
      subject: (ref) => `We missed you — booking ${ref}`,
      heading: "Your driver waited for you",
      preview: "Your driver came to the pickup point and waited, but we could not find you.",
      intro: (ref) => `Your driver came to the pickup point for booking ${ref} and waited for you, but we could not find you. These are the facts we recorded:`,
      arrived: "Driver at the pickup point",
      waited: "Time waited",
      minutes: (n) => `${n} minutes`,
      calls: "Calls to your phone",
      noCalls: "none",
      policy: "Under our cancellation policy a no-show is not refunded. If something went wrong, please reply or call us.",
    },
  },
  pt: {
    hello: (name) => `Olá ${name},`,
    assigned: {
      subject: (ref) => `O seu motorista para a reserva ${ref}`,
      heading: "Conheça o seu motorista",
      preview: "Quem o vem buscar, e em que carro.",
      intro: (ref) => `O motorista da sua reserva ${ref} está confirmado. Saiba quem vem e onde se encontram.`,
      changed: (ref) => `O motorista da sua reserva ${ref} mudou. Saiba quem vem agora e onde se encontram.`,
    },
    fields: {
      driver: "Motorista",
      car: "Carro",
      plate: "Matrícula",
      meetingPoint: "Ponto de encontro",
      driverPhone: "Telefone do motorista",
      companyPhone: "Telefone",
      whatsapp: "WhatsApp",
      date: "Data",
      time: "Hora",
      route: "Viagem",
    },
    meeting: {
      airportSign: (place) => `${place}: átrio das chegadas, o motorista tem uma placa com o seu nome`,
      airport: (place) => `${place}: átrio das chegadas`,
      address: (place) => place,
    },
    followLive: "No dia, a página da sua reserva mostra quando o motorista está a caminho e onde.",
    noShow: {
      subject: (ref) => `Não o encontrámos — reserva ${ref}`,
      heading: "O seu motorista esperou por si",
      preview: "O motorista foi ao local de recolha e esperou, mas não o encontrámos.",
      intro: (ref) => `O motorista foi ao local de recolha da reserva ${ref} e esperou por si, mas não o encontrámos. Estes são os factos registados:`,
      arrived: "Motorista no local de recolha",
      waited: "Tempo de espera",
      minutes: (n) => `${n} minutos`,
      calls: "Chamadas para o seu telefone",
      noCalls: "nenhuma",
      policy: "Segundo a nossa política de cancelamento, uma não comparência não é reembolsada. Se algo correu mal, responda a este email ou ligue-nos.",
    },
  },
  fr: {
    hello: (name) => `Bonjour ${name},`,
    assigned: {
      subject: (ref) => `Votre chauffeur pour la réservation ${ref}`,
      heading: "Votre chauffeur",
      preview: "Qui vient vous chercher, et dans quelle voiture.",
      intro: (ref) => `Le chauffeur de votre réservation ${ref} est confirmé. Voici qui vient et où vous retrouver.`,
      changed: (ref) => `Le chauffeur de votre réservation ${ref} a changé. Voici qui vient désormais et où vous retrouver.`,
    },
    fields: {
      driver: "Chauffeur",
      car: "Voiture",
      plate: "Immatriculation",
      meetingPoint: "Point de rencontre",
      driverPhone: "Téléphone du chauffeur",
      companyPhone: "Téléphone",
      whatsapp: "WhatsApp",
      date: "Date",
      time: "Heure",
      route: "Trajet",
    },
    meeting: {
      airportSign: (place) => `${place} : hall des arrivées, votre chauffeur tient une pancarte à votre nom`,
      airport: (place) => `${place} : hall des arrivées`,
      address: (place) => place,
    },
    followLive: "Le jour venu, la page de votre réservation indique quand votre chauffeur est en route, et où il se trouve.",
    noShow: {
      subject: (ref) => `Nous ne vous avons pas trouvé — réservation ${ref}`,
      heading: "Votre chauffeur vous a attendu",
      preview: "Votre chauffeur est venu au lieu de prise en charge et a attendu, mais nous ne vous avons pas trouvé.",
      intro: (ref) => `Votre chauffeur est venu au lieu de prise en charge de la réservation ${ref} et vous a attendu, mais nous ne vous avons pas trouvé. Voici les faits enregistrés :`,
      arrived: "Chauffeur au lieu de prise en charge",
      waited: "Temps d'attente",
      minutes: (n) => `${n} minutes`,
      calls: "Appels vers votre téléphone",
      noCalls: "aucun",
      policy: "Selon nos conditions d'annulation, une absence n'est pas remboursée. En cas de problème, répondez à ce message ou appelez-nous.",
    },
  },
  es: {
    hello: (name) => `Hola ${name}:`,
    assigned: {
      subject: (ref) => `Su conductor para la reserva ${ref}`,
      heading: "Su conductor",
      preview: "Quién viene a recogerle, y en qué coche.",
      intro: (ref) => `El conductor de su reserva ${ref} está confirmado. Esto es quién viene y dónde encontrarse.`,
      changed: (ref) => `El conductor de su reserva ${ref} ha cambiado. Esto es quién viene ahora y dónde encontrarse.`,
    },
    fields: {
      driver: "Conductor",
      car: "Coche",
      plate: "Matrícula",
      meetingPoint: "Punto de encuentro",
      driverPhone: "Teléfono del conductor",
      companyPhone: "Teléfono",
      whatsapp: "WhatsApp",
      date: "Fecha",
      time: "Hora",
      route: "Trayecto",
    },
    meeting: {
      airportSign: (place) => `${place}: vestíbulo de llegadas, su conductor lleva un cartel con su nombre`,
      airport: (place) => `${place}: vestíbulo de llegadas`,
      address: (place) => place,
    },
    followLive: "Ese día, la página de su reserva muestra cuándo su conductor está en camino y dónde.",
    noShow: {
      subject: (ref) => `No le encontramos — reserva ${ref}`,
      heading: "Su conductor le esperó",
      preview: "Su conductor fue al punto de recogida y esperó, pero no le encontramos.",
      intro: (ref) => `Su conductor fue al punto de recogida de la reserva ${ref} y le esperó, pero no le encontramos. Estos son los hechos registrados:`,
      arrived: "Conductor en el punto de recogida",
      waited: "Tiempo de espera",
      minutes: (n) => `${n} minutos`,
      calls: "Llamadas a su teléfono",
      noCalls: "ninguna",
      policy: "Según nuestra política de cancelación, una no presentación no se reembolsa. Si algo salió mal, responda a este correo o llámenos.",
    },
  },
  zh: {
    hello: (name) => `${name}，您好：`,
    assigned: {
      subject: (ref) => `预订 ${ref} 的司机信息`,
      heading: "您的司机",
      preview: "谁来接您，开什么车。",
      intro: (ref) => `您的预订 ${ref} 的司机已确认。以下是司机信息和会面地点。`,
      changed: (ref) => `您的预订 ${ref} 的司机已更换。以下是新司机信息和会面地点。`,
    },
    fields: {
      driver: "司机",
      car: "车辆",
      plate: "车牌",
      meetingPoint: "会面地点",
      driverPhone: "司机电话",
      companyPhone: "电话",
      whatsapp: "WhatsApp",
      date: "日期",
      time: "时间",
      route: "行程",
    },
    meeting: {
      airportSign: (place) => `${place}：到达大厅，司机手持写有您姓名的接机牌`,
      airport: (place) => `${place}：到达大厅`,
      address: (place) => place,
    },
    followLive: "服务当天，您的预订页面会显示司机何时出发以及所在位置。",
    noShow: {
      subject: (ref) => `我们未能接到您 — 预订 ${ref}`,
      heading: "司机曾等候您",
      preview: "司机已到达接送地点并等候，但未能找到您。",
      intro: (ref) => `司机已到达预订 ${ref} 的接送地点并等候您，但未能找到您。以下是记录的事实：`,
      arrived: "司机到达接送地点",
      waited: "等候时间",
      minutes: (n) => `${n} 分钟`,
      calls: "拨打您电话的记录",
      noCalls: "无",
      policy: "根据我们的取消政策，未到场不予退款。如有问题，请回复此邮件或致电我们。",
    },
  },
};
