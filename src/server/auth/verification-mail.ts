import type { ContentLanguage } from "../../domain/translations.ts";
import type { BrandedMail } from "../mail/types.ts";

/** The verification e-mail's texts: a customer reads it, in the language they signed up in. */
const TEXTS: Record<ContentLanguage, { subject: string; preview: string; hello: (name: string) => string; body: string; button: string; fine: string }> = {
  en: {
    subject: "Confirm your e-mail",
    preview: "Confirm your e-mail to see your bookings (link valid for 24 hours).",
    hello: (name) => (name ? `Hello ${name},` : "Hello,"),
    body: "Open this link to confirm your e-mail address. Your account will then show every booking made with it, including earlier ones.",
    button: "Confirm my e-mail",
    fine: "If you did not create an account, ignore this e-mail.",
  },
  pt: {
    subject: "Confirme o seu email",
    preview: "Confirme o seu email para ver as suas reservas (link válido durante 24 horas).",
    hello: (name) => (name ? `Olá ${name},` : "Olá,"),
    body: "Abra este link para confirmar o seu endereço de email. A sua conta mostrará então todas as reservas feitas com ele, incluindo as anteriores.",
    button: "Confirmar o meu email",
    fine: "Se não criou uma conta, ignore este email.",
  },
  fr: {
    subject: "Confirmez votre adresse e-mail",
    preview: "Confirmez votre e-mail pour voir vos réservations (lien valable 24 heures).",
    hello: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    body: "Ouvrez ce lien pour confirmer votre adresse e-mail. Votre compte affichera alors toutes les réservations faites avec elle, y compris les précédentes.",
    button: "Confirmer mon e-mail",
    fine: "Si vous n'avez pas créé de compte, ignorez cet e-mail.",
  },
  es: {
    subject: "Confirme su correo electrónico",
    preview: "Confirme su correo para ver sus reservas (enlace válido durante 24 horas).",
    hello: (name) => (name ? `Hola ${name}:` : "Hola:"),
    body: "Abra este enlace para confirmar su dirección de correo. Su cuenta mostrará entonces todas las reservas hechas con ella, incluidas las anteriores.",
    button: "Confirmar mi correo",
    fine: "Si no ha creado una cuenta, ignore este correo.",
  },
  zh: {
    subject: "确认您的电子邮箱",
    preview: "确认您的邮箱即可查看您的预订（链接 24 小时内有效）。",
    hello: (name) => (name ? `${name}，您好：` : "您好："),
    body: "请打开此链接确认您的电子邮箱地址。确认后，您的账户将显示使用该邮箱的所有预订，包括之前的预订。",
    button: "确认我的邮箱",
    fine: "如果您没有创建账户，请忽略此邮件。",
  },
};

/** The e-mail with the link that verifies the address of a new account (decision 0046). */
export function verificationMail({ to, name, url, language }: { to: string; name: string; url: string; language: ContentLanguage }): BrandedMail {
  const text = TEXTS[language];
  return {
    kind: "email_verification",
    to,
    subject: text.subject,
    branded: {
      language,
      audience: "customer",
      preview: text.preview,
      heading: text.subject,
      intro: [text.hello(name), text.body],
      sections: [],
      buttons: [{ label: text.button, url }],
      finePrint: [text.fine],
    },
  };
}
