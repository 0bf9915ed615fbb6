/*
 * The contact form's limits and messages, without the schema (contact-schema.ts): the browser's
 * form needs these at once and the schema (zod) only when it validates.
 */

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
