import { z } from "zod";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "./contact-rules.ts";
import { plainText } from "./plain-text.ts";

const m = CONTACT_MESSAGES;
const L = CONTACT_LIMITS;
const singleLine = plainText();

/**
 * A message from the contact page (POST /api/contact-messages). Every field is trimmed and holds
 * no control characters (the message may keep line feeds and tabs). Unknown keys are refused with
 * the general message (invalidBody).
 */
export const contactMessageSchema = z.strictObject(
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
