import type { ContentLanguage } from "../../../domain/translations.ts";

/** The customer's booking e-mail in each site language (the booking keeps the one it was made in). */
export interface BookingMailTexts {
  locale: string;
  received: string;
  returnReceived: string;
  hello: (name: string) => string;
  thanks: string;
  labels: {
    reference: string;
    service: string;
    transfer: string;
    tour: string;
    date: string;
    time: string;
    from: string;
    to: string;
    passengers: string;
    vehicle: string;
    flight: string;
    extras: string;
    requests: string;
    name: string;
    phone: string;
    email: string;
    price: string;
  };
  onRequest: string;
  tourAwaitsApproval: string;
  paymentArranged: string;
  confirmedAfterPayment: string;
  cancellation: string;
  /** Titles of the summary tables. */
  tripTitle: string;
  returnTitle: string;
  customerTitle: string;
  /** The inbox preview of the confirmation. */
  preview: (date: string, time: string) => string;
  cancelled: {
    subject: string;
    preview: string;
    intro: string;
    refund: (amount: string) => string;
    noRefund: string;
  };
}

export const BOOKING_MAIL_TEXTS: Record<ContentLanguage, BookingMailTexts> = {
  en: {
    locale: "en-GB",
    received: "Booking received",
    returnReceived: "Return booking received",
    hello: (name) => `Hello ${name},`,
    thanks: "Thank you for your booking.",
    labels: {
      reference: "Reference",
      service: "Service",
      transfer: "Transfer",
      tour: "Tour",
      date: "Date",
      time: "Time",
      from: "From",
      to: "To",
      passengers: "Passengers",
      vehicle: "Vehicle",
      flight: "Flight",
      extras: "Extras",
      requests: "Special requests",
      name: "Name",
      phone: "Phone",
      email: "E-mail",
      price: "Price",
    },
    onRequest: "On request",
    tourAwaitsApproval: "Your tour request is awaiting approval by our team; we will confirm by e-mail.",
    paymentArranged: "Our team will contact you to arrange payment (bank transfer, cash to the driver or a payment link).",
    confirmedAfterPayment: "The booking is confirmed once the card payment is complete.",
    cancellation: "Cancellation: free more than 48 hours before the pickup; 50 % refunded between 24 and 48 hours before; no refund within 24 hours. Changes can be requested up to 24 hours before.",
    tripTitle: "Your trip",
    returnTitle: "Return trip",
    customerTitle: "Your details",
    preview: (date, time) => `Your chauffeur on ${date} at ${time}: all the details and your private link.`,
    cancelled: {
      subject: "Booking cancelled",
      preview: "Your booking has been cancelled.",
      intro: "Your booking has been cancelled as you asked.",
      refund: (amount) => `A refund of ${amount} is on its way to the card you paid with; it usually appears within 5 to 10 working days.`,
      noRefund: "Under our cancellation policy this cancellation is not refunded.",
    },
  },
  pt: {
    locale: "pt-PT",
    received: "Reserva recebida",
    returnReceived: "Reserva de regresso recebida",
    hello: (name) => `Olá ${name},`,
    thanks: "Obrigado pela sua reserva.",
    labels: {
      reference: "Referência",
      service: "Serviço",
      transfer: "Transfer",
      tour: "Tour",
      date: "Data",
      time: "Hora",
      from: "Partida",
      to: "Destino",
      passengers: "Passageiros",
      vehicle: "Veículo",
      flight: "Voo",
      extras: "Extras",
      requests: "Pedidos especiais",
      name: "Nome",
      phone: "Telefone",
      email: "Email",
      price: "Preço",
    },
    onRequest: "Sob consulta",
    tourAwaitsApproval: "O seu pedido de tour aguarda a aprovação da nossa equipa; confirmaremos por email.",
    paymentArranged:
      "A nossa equipa entrará em contacto consigo para combinar o pagamento (transferência bancária, numerário ao motorista ou link de pagamento).",
    confirmedAfterPayment: "A reserva fica confirmada após o pagamento por cartão.",
    cancellation: "Cancelamento: gratuito até 48 horas antes da recolha; reembolso de 50 % entre 24 e 48 horas antes; sem reembolso nas últimas 24 horas. Pode pedir alterações até 24 horas antes.",
    tripTitle: "A sua viagem",
    returnTitle: "Regresso",
    customerTitle: "Os seus dados",
    preview: (date, time) => `O seu motorista a ${date} às ${time}: todos os detalhes e o seu link pessoal.`,
    cancelled: {
      subject: "Reserva cancelada",
      preview: "A sua reserva foi cancelada.",
      intro: "A sua reserva foi cancelada, tal como pediu.",
      refund: (amount) => `O reembolso de ${amount} será feito para o cartão com que pagou; normalmente surge no extrato em 5 a 10 dias úteis.`,
      noRefund: "De acordo com a nossa política de cancelamento, este cancelamento não dá lugar a reembolso.",
    },
  },
  fr: {
    locale: "fr-FR",
    received: "Réservation reçue",
    returnReceived: "Réservation du retour reçue",
    hello: (name) => `Bonjour ${name},`,
    thanks: "Merci pour votre réservation.",
    labels: {
      reference: "Référence",
      service: "Service",
      transfer: "Transfert",
      tour: "Circuit",
      date: "Date",
      time: "Heure",
      from: "Départ",
      to: "Destination",
      passengers: "Passagers",
      vehicle: "Véhicule",
      flight: "Vol",
      extras: "Options",
      requests: "Demandes particulières",
      name: "Nom",
      phone: "Téléphone",
      email: "E-mail",
      price: "Prix",
    },
    onRequest: "Sur demande",
    tourAwaitsApproval: "Votre demande de circuit attend la validation de notre équipe\u00a0; nous vous confirmerons par e-mail.",
    paymentArranged:
      "Notre équipe vous contactera pour convenir du paiement (virement bancaire, espèces au chauffeur ou lien de paiement).",
    confirmedAfterPayment: "La réservation est confirmée dès que le paiement par carte est effectué.",
    cancellation: "Annulation\u00a0: gratuite plus de 48 heures avant la prise en charge\u00a0; remboursement de 50 % entre 24 et 48 heures avant\u00a0; aucun remboursement à moins de 24 heures. Les modifications peuvent être demandées jusqu’à 24 heures avant.",
    tripTitle: "Votre trajet",
    returnTitle: "Trajet retour",
    customerTitle: "Vos coordonnées",
    preview: (date, time) => `Votre chauffeur le ${date} à ${time}\u00a0: tous les détails et votre lien personnel.`,
    cancelled: {
      subject: "Réservation annulée",
      preview: "Votre réservation a été annulée.",
      intro: "Votre réservation a bien été annulée, comme vous l’avez demandé.",
      refund: (amount) => `Un remboursement de ${amount} sera versé sur la carte utilisée pour le paiement\u00a0; il apparaît généralement sous 5 à 10 jours ouvrés.`,
      noRefund: "Conformément à nos conditions d’annulation, cette annulation ne donne pas lieu à un remboursement.",
    },
  },
  es: {
    locale: "es-ES",
    received: "Reserva recibida",
    returnReceived: "Reserva de vuelta recibida",
    hello: (name) => `Hola, ${name}:`,
    thanks: "Gracias por su reserva.",
    labels: {
      reference: "Referencia",
      service: "Servicio",
      transfer: "Traslado",
      tour: "Tour",
      date: "Fecha",
      time: "Hora",
      from: "Origen",
      to: "Destino",
      passengers: "Pasajeros",
      vehicle: "Vehículo",
      flight: "Vuelo",
      extras: "Extras",
      requests: "Peticiones especiales",
      name: "Nombre",
      phone: "Teléfono",
      email: "Correo electrónico",
      price: "Precio",
    },
    onRequest: "A consultar",
    tourAwaitsApproval: "Su solicitud de tour está pendiente de aprobación por nuestro equipo; se la confirmaremos por correo electrónico.",
    paymentArranged:
      "Nuestro equipo se pondrá en contacto con usted para acordar el pago (transferencia bancaria, efectivo al conductor o enlace de pago).",
    confirmedAfterPayment: "La reserva queda confirmada una vez completado el pago con tarjeta.",
    cancellation: "Cancelación: gratuita con más de 48 horas de antelación; reembolso del 50 % entre 24 y 48 horas antes; sin reembolso en las últimas 24 horas. Puede solicitar cambios hasta 24 horas antes.",
    tripTitle: "Su trayecto",
    returnTitle: "Viaje de vuelta",
    customerTitle: "Sus datos",
    preview: (date, time) => `Su conductor el ${date} a las ${time}: todos los detalles y su enlace personal.`,
    cancelled: {
      subject: "Reserva cancelada",
      preview: "Su reserva ha sido cancelada.",
      intro: "Su reserva ha sido cancelada, tal como solicitó.",
      refund: (amount) => `Le reembolsaremos ${amount} en la tarjeta con la que pagó; suele reflejarse en un plazo de 5 a 10 días hábiles.`,
      noRefund: "Según nuestra política de cancelación, esta cancelación no da derecho a reembolso.",
    },
  },
  zh: {
    locale: "zh-CN",
    received: "已收到您的预订",
    returnReceived: "已收到您的返程预订",
    hello: (name) => `${name}，您好：`,
    thanks: "感谢您的预订。",
    labels: {
      reference: "预订编号",
      service: "服务",
      transfer: "接送",
      tour: "线路",
      date: "日期",
      time: "时间",
      from: "出发地",
      to: "目的地",
      passengers: "乘客人数",
      vehicle: "车型",
      flight: "航班",
      extras: "附加服务",
      requests: "特殊要求",
      name: "姓名",
      phone: "电话",
      email: "电子邮箱",
      price: "价格",
    },
    onRequest: "价格待询",
    tourAwaitsApproval: "您的线路预订正在等待我们团队审核，我们将通过电子邮件确认。",
    paymentArranged: "我们的团队将与您联系，商定付款方式（银行转账、向司机支付现金或付款链接）。",
    confirmedAfterPayment: "银行卡付款完成后，预订即告确认。",
    cancellation: "取消政策：接车前 48 小时以上取消，全额退款；24 至 48 小时之间取消，退还 50%；24 小时内取消不予退款。如需修改，请至少提前 24 小时提出。",
    tripTitle: "您的行程",
    returnTitle: "返程",
    customerTitle: "您的信息",
    preview: (date, time) => `${date} ${time} 您的专车服务：全部详情及您的专属链接。`,
    cancelled: {
      subject: "预订已取消",
      preview: "您的预订已取消。",
      intro: "您的预订已按您的要求取消。",
      refund: (amount) => `${amount} 的退款将退回您付款所用的银行卡，通常会在 5 至 10 个工作日内到账。`,
      noRefund: "根据我们的取消政策，本次取消不予退款。",
    },
  },
};
