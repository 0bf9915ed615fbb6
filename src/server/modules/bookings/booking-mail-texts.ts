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
    cancellation: "Free cancellation up to 48 hours before the service.",
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
    cancellation: "Cancelamento gratuito até 48 horas antes do serviço.",
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
    tourAwaitsApproval: "Votre demande de circuit attend la validation de notre équipe ; nous vous confirmerons par e-mail.",
    paymentArranged:
      "Notre équipe vous contactera pour convenir du paiement (virement bancaire, espèces au chauffeur ou lien de paiement).",
    confirmedAfterPayment: "La réservation est confirmée dès que le paiement par carte est effectué.",
    cancellation: "Annulation gratuite jusqu’à 48 heures avant le service.",
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
    cancellation: "Cancelación gratuita hasta 48 horas antes del servicio.",
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
    cancellation: "服务开始前 48 小时以上可免费取消。",
  },
};
