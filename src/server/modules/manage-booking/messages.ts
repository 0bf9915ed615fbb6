import type { ContentLanguage } from "../../../domain/translations.ts";

/**
 * The customer-facing errors of the manage-my-booking API, in the five site languages. The
 * answer is `{ error: { code, message } }` with the message in the request's language.
 */
export const MANAGE_MESSAGES = {
  not_found: {
    en: "This booking link is not valid. Please use the link in your confirmation e-mail or contact us.",
    pt: "Este link de reserva não é válido. Utilize o link do seu email de confirmação ou contacte-nos.",
    fr: "Ce lien de réservation n'est pas valide. Utilisez le lien de votre e-mail de confirmation ou contactez-nous.",
    es: "Este enlace de reserva no es válido. Utilice el enlace de su correo de confirmación o contáctenos.",
    zh: "此预订链接无效。请使用确认邮件中的链接，或与我们联系。",
  },
  already_cancelled: {
    en: "This booking has already been cancelled.",
    pt: "Esta reserva já foi cancelada.",
    fr: "Cette réservation a déjà été annulée.",
    es: "Esta reserva ya ha sido cancelada.",
    zh: "此预订已被取消。",
  },
  cancel_not_allowed: {
    en: "This booking can no longer be cancelled online. Please contact us.",
    pt: "Esta reserva já não pode ser cancelada online. Por favor, contacte-nos.",
    fr: "Cette réservation ne peut plus être annulée en ligne. Veuillez nous contacter.",
    es: "Esta reserva ya no se puede cancelar en línea. Por favor, contáctenos.",
    zh: "此预订已无法在线取消，请与我们联系。",
  },
  refund_changed: {
    en: "The refund for this cancellation has changed in the meantime. Please check the new amount and confirm again.",
    pt: "O reembolso deste cancelamento mudou entretanto. Verifique o novo valor e confirme novamente.",
    fr: "Le remboursement de cette annulation a changé entre-temps. Vérifiez le nouveau montant et confirmez à nouveau.",
    es: "El reembolso de esta cancelación ha cambiado entretanto. Compruebe el nuevo importe y confirme de nuevo.",
    zh: "此次取消的退款金额已发生变化。请核对新金额后再次确认。",
  },
  refund_unavailable: {
    en: "We could not process the refund right now, so your booking has not been cancelled. Please try again in a few minutes or contact us.",
    pt: "Não foi possível processar o reembolso neste momento, pelo que a sua reserva não foi cancelada. Tente novamente dentro de alguns minutos ou contacte-nos.",
    fr: "Nous n'avons pas pu effectuer le remboursement pour le moment : votre réservation n'a donc pas été annulée. Réessayez dans quelques minutes ou contactez-nous.",
    es: "No hemos podido procesar el reembolso en este momento, por lo que su reserva no se ha cancelado. Inténtelo de nuevo en unos minutos o contáctenos.",
    zh: "目前无法处理退款，因此您的预订尚未取消。请几分钟后重试，或与我们联系。",
  },
  change_not_allowed: {
    en: "Changes can be requested online up to 24 hours before the pickup. Please call us or write to us on WhatsApp.",
    pt: "As alterações podem ser pedidas online até 24 horas antes da recolha. Ligue-nos ou escreva-nos por WhatsApp.",
    fr: "Les modifications peuvent être demandées en ligne jusqu'à 24 heures avant la prise en charge. Appelez-nous ou écrivez-nous sur WhatsApp.",
    es: "Los cambios pueden solicitarse en línea hasta 24 horas antes de la recogida. Llámenos o escríbanos por WhatsApp.",
    zh: "最迟可在接客前 24 小时在线申请更改。请致电我们或通过 WhatsApp 联系我们。",
  },
  message_length: {
    en: "Please describe the change in 10 to 2000 characters.",
    pt: "Descreva a alteração em 10 a 2000 caracteres.",
    fr: "Veuillez décrire la modification en 10 à 2000 caractères.",
    es: "Describa el cambio en 10 a 2000 caracteres.",
    zh: "请用 10 至 2000 个字符描述您要做的更改。",
  },
  invalid_input: {
    en: "Please check the information sent.",
    pt: "Por favor, verifique os dados enviados.",
    fr: "Veuillez vérifier les informations envoyées.",
    es: "Por favor, compruebe los datos enviados.",
    zh: "请检查所提交的信息。",
  },
  not_pending: {
    en: "There is nothing to pay for this booking.",
    pt: "Não há nada a pagar para esta reserva.",
    fr: "Il n'y a rien à payer pour cette réservation.",
    es: "No hay nada que pagar en esta reserva.",
    zh: "此预订无需付款。",
  },
  awaiting_approval: {
    en: "Tours need our approval first: we will e-mail you the payment link once the tour is confirmed.",
    pt: "Os tours precisam de aprovação. Enviaremos o link de pagamento por email após a confirmação.",
    fr: "Les circuits doivent d'abord être approuvés : nous vous enverrons le lien de paiement par e-mail après confirmation.",
    es: "Los tours necesitan nuestra aprobación: le enviaremos el enlace de pago por correo tras la confirmación.",
    zh: "线路游需先经我们确认：确认后我们会通过邮件发送付款链接。",
  },
  payments_off: {
    en: "Online payment is not available. We will contact you to arrange payment.",
    pt: "O pagamento online não está disponível. A empresa entrará em contacto consigo para combinar o pagamento.",
    fr: "Le paiement en ligne n'est pas disponible. Nous vous contacterons pour convenir du paiement.",
    es: "El pago en línea no está disponible. Nos pondremos en contacto con usted para acordar el pago.",
    zh: "暂不支持在线支付。我们会与您联系安排付款。",
  },
  no_price: {
    en: "This booking has no price yet. Please contact us for a quote.",
    pt: "Preço não disponível. Por favor contacte a empresa para obter um orçamento personalizado.",
    fr: "Cette réservation n'a pas encore de prix. Contactez-nous pour obtenir un devis.",
    es: "Esta reserva aún no tiene precio. Contáctenos para obtener un presupuesto.",
    zh: "此预订尚无价格，请联系我们获取报价。",
  },
  payment_unavailable: {
    en: "Payment is not available right now. Please try again in a few minutes.",
    pt: "Pagamento indisponível no momento. Tente novamente dentro de alguns minutos.",
    fr: "Le paiement n'est pas disponible pour le moment. Réessayez dans quelques minutes.",
    es: "El pago no está disponible en este momento. Inténtelo de nuevo en unos minutos.",
    zh: "目前无法付款，请几分钟后重试。",
  },
} as const satisfies Record<string, Record<ContentLanguage, string>>;

export type ManageErrorCode = keyof typeof MANAGE_MESSAGES;

export function manageMessage(code: ManageErrorCode, lang: ContentLanguage): string {
  return MANAGE_MESSAGES[code][lang];
}
