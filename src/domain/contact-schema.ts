import { z } from "zod";
import { plainText } from "./plain-text.ts";

/** Spec sections 5 and 9: contact form lengths (inputs carry the same maximum lengths). */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 255 },
  phone: { max: 20 },
  subject: { min: 3, max: 200 },
  message: { min: 10, max: 2000 },
} as const;

/** The spec's messages (Portuguese); the web app translates them for the other languages. */
export const CONTACT_MESSAGES = {
  nameTooShort: "Nome deve ter pelo menos 2 caracteres",
  nameTooLong: "Nome muito longo",
  emailInvalid: "Email inválido",
  emailTooLong: "Email muito longo",
  phoneTooLong: "Telefone muito longo",
  subjectTooShort: "Assunto deve ter pelo menos 3 caracteres",
  subjectTooLong: "Assunto muito longo",
  messageTooShort: "Mensagem deve ter pelo menos 10 caracteres",
  messageTooLong: "Mensagem muito longa",
  /** Not in the spec: a control character (see plain-text.ts) in a field. */
  nameInvalid: "Nome contém caracteres inválidos",
  phoneInvalid: "Telefone contém caracteres inválidos",
  subjectInvalid: "Assunto contém caracteres inválidos",
  messageInvalid: "Mensagem contém caracteres inválidos",
  /** The spec's general form message: for a body that is not an object or a field of the wrong type (API only). */
  invalidBody: "Por favor, verifique os dados do formulário.",
} as const;

const m = CONTACT_MESSAGES;
const L = CONTACT_LIMITS;
const singleLine = plainText();

/**
 * A message from the contact page (POST /api/contact-messages). Every field is trimmed and holds
 * no control characters (the message may keep line feeds and tabs).
 */
export const contactMessageSchema = z.object(
  {
    name: z
      .string({ error: m.nameTooShort })
      .trim()
      .refine(singleLine, m.nameInvalid)
      .min(L.name.min, m.nameTooShort)
      .max(L.name.max, m.nameTooLong),
    // Format first, then length: an over-long but well-formed address reads "Email muito longo".
    email: z
      .string({ error: m.emailInvalid })
      .trim()
      .refine(singleLine, { message: m.emailInvalid, abort: true })
      .pipe(z.email(m.emailInvalid).max(L.email.max, m.emailTooLong)),
    phone: z
      .string({ error: m.invalidBody })
      .trim()
      .refine(singleLine, m.phoneInvalid)
      .max(L.phone.max, m.phoneTooLong)
      .nullish()
      .transform((v) => (v ? v : undefined)),
    subject: z
      .string({ error: m.subjectTooShort })
      .trim()
      .refine(singleLine, m.subjectInvalid)
      .min(L.subject.min, m.subjectTooShort)
      .max(L.subject.max, m.subjectTooLong),
    message: z
      .string({ error: m.messageTooShort })
      .trim()
      .refine(plainText({ multiline: true }), m.messageInvalid)
      .min(L.message.min, m.messageTooShort)
      .max(L.message.max, m.messageTooLong),
  },
  { error: m.invalidBody },
);

/** What the form holds (phone may be an empty string). */
export type ContactMessageForm = z.input<typeof contactMessageSchema>;
/** What the server stores (trimmed; phone undefined when empty). */
export type ContactMessageInput = z.output<typeof contactMessageSchema>;
