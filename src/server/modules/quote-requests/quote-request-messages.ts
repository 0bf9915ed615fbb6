import { BOOKING_MESSAGES, bookingMessageKey } from "../../../domain/booking-messages.ts";
import type { ContentLanguage } from "../../../domain/translations.ts";

type Key =
  | "notFound"
  | "expired"
  | "declined"
  | "classNotQuoted"
  | "nameTooShort" | "nameTooLong" | "nameInvalid" | "emailInvalid" | "emailTooLong" | "phoneTooShort" | "phoneTooLong" | "phoneInvalid" | "generic" | "rateLimited";

/**
 * What the quote request routes answer the customer, in the request's language (?lang=). The
 * Portuguese texts are the spec's booking-form messages; any other validation message of the
 * schema is answered with the general one ("generic").
 */
export const QUOTE_REQUEST_MESSAGES: Record<ContentLanguage, Record<Key, string>> = {
  pt: {
    notFound: "Orçamento não encontrado. Verifique a ligação do seu e-mail.",
    expired: "Este orçamento expirou. Peça um novo orçamento.",
    declined: "Este orçamento já não está disponível.",
    classNotQuoted: "Escolha uma das classes orçamentadas.",
    nameTooShort: BOOKING_MESSAGES.nameTooShort,
    nameTooLong: BOOKING_MESSAGES.nameTooLong,
    nameInvalid: BOOKING_MESSAGES.nameInvalid,
    emailInvalid: BOOKING_MESSAGES.emailInvalid,
    emailTooLong: BOOKING_MESSAGES.emailTooLong,
    phoneTooShort: BOOKING_MESSAGES.phoneTooShort,
    phoneTooLong: BOOKING_MESSAGES.phoneTooLong,
    phoneInvalid: BOOKING_MESSAGES.phoneInvalid,
    generic: BOOKING_MESSAGES.generic,
    rateLimited: "Demasiados pedidos. Tente novamente dentro de alguns minutos.",
  },
  en: {
    notFound: "Quote not found. Please check the link in your e-mail.",
    expired: "This quote has expired. Please ask for a new quote.",
    declined: "This quote is no longer available.",
    classNotQuoted: "Please choose one of the quoted classes.",
    nameTooShort: "Name must be at least 2 characters",
    nameTooLong: "Name is too long",
    nameInvalid: "Name contains invalid characters",
    emailInvalid: "Invalid e-mail",
    emailTooLong: "E-mail is too long",
    phoneTooShort: "Phone must have at least 9 digits",
    phoneTooLong: "Phone is too long",
    phoneInvalid: "Phone contains invalid characters",
    generic: "Please check the form's details.",
    rateLimited: "Too many requests. Please try again in a few minutes.",
  },
  fr: {
    notFound: "Devis introuvable. Vérifiez le lien de votre e-mail.",
    expired: "Ce devis a expiré. Veuillez demander un nouveau devis.",
    declined: "Ce devis n'est plus disponible.",
    classNotQuoted: "Veuillez choisir une des classes chiffrées.",
    nameTooShort: "Le nom doit comporter au moins 2 caractères",
    nameTooLong: "Nom trop long",
    nameInvalid: "Le nom contient des caractères non valides",
    emailInvalid: "Adresse e-mail non valide",
    emailTooLong: "Adresse e-mail trop longue",
    phoneTooShort: "Le téléphone doit comporter au moins 9 chiffres",
    phoneTooLong: "Numéro de téléphone trop long",
    phoneInvalid: "Le téléphone contient des caractères non valides",
    generic: "Veuillez vérifier les informations du formulaire.",
    rateLimited: "Trop de demandes. Veuillez réessayer dans quelques minutes.",
  },
  es: {
    notFound: "Presupuesto no encontrado. Compruebe el enlace de su correo.",
    expired: "Este presupuesto ha caducado. Solicite un nuevo presupuesto.",
    declined: "Este presupuesto ya no está disponible.",
    classNotQuoted: "Elija una de las clases presupuestadas.",
    nameTooShort: "El nombre debe tener al menos 2 caracteres",
    nameTooLong: "Nombre demasiado largo",
    nameInvalid: "El nombre contiene caracteres no válidos",
    emailInvalid: "Correo electrónico no válido",
    emailTooLong: "Correo electrónico demasiado largo",
    phoneTooShort: "El teléfono debe tener al menos 9 dígitos",
    phoneTooLong: "Teléfono demasiado largo",
    phoneInvalid: "El teléfono contiene caracteres no válidos",
    generic: "Por favor, revise los datos del formulario.",
    rateLimited: "Demasiadas solicitudes. Vuelva a intentarlo dentro de unos minutos.",
  },
  zh: {
    notFound: "未找到报价。请检查您邮件中的链接。",
    expired: "此报价已过期。请重新申请报价。",
    declined: "此报价已不可用。",
    classNotQuoted: "请选择已报价的车型之一。",
    nameTooShort: "姓名至少需要 2 个字符",
    nameTooLong: "姓名过长",
    nameInvalid: "姓名包含无效字符",
    emailInvalid: "电子邮箱无效",
    emailTooLong: "电子邮箱过长",
    phoneTooShort: "电话号码至少需要 9 位数字",
    phoneTooLong: "电话号码过长",
    phoneInvalid: "电话号码包含无效字符",
    generic: "请检查表单信息。",
    rateLimited: "请求过多，请几分钟后再试。",
  },
};

const KNOWN = new Set<string>(Object.keys(QUOTE_REQUEST_MESSAGES.en));

export type QuoteRequestMessageKey = Key;

/** The schema's Portuguese message in `lang` (the general message for any other). */
export function quoteRequestMessage(portuguese: string, lang: ContentLanguage): string {
  const key = bookingMessageKey(portuguese)?.key;
  const known = key && KNOWN.has(key) ? (key as Key) : "generic";
  return QUOTE_REQUEST_MESSAGES[lang][known];
}
