import type { BrandedMail } from "../mail/types.ts";

/** The e-mail with the link to /reset-password (in Portuguese, like the login screens), in the company's layout. */
export function passwordResetMail({ to, name, url }: { to: string; name: string; url: string }): BrandedMail {
  const greeting = name ? `Olá ${name},` : "Olá,";
  return {
    kind: "password_reset",
    to,
    subject: "Redefinir a sua senha",
    branded: {
      language: "pt",
      audience: "company",
      preview: "Escolha uma nova senha (link válido durante 1 hora).",
      heading: "Redefinir a sua senha",
      intro: [
        greeting,
        "Recebemos um pedido para redefinir a senha da sua conta.",
        "Abra este link para escolher uma nova senha (válido durante 1 hora):",
      ],
      sections: [],
      buttons: [{ label: "Escolher uma nova senha", url }],
      finePrint: ["Se não fez este pedido, ignore este email."],
    },
  };
}
