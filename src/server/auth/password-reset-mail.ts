import { escapeHtml } from "../lib/escape-html.ts";

/** The e-mail with the link to /reset-password (in Portuguese, like the login screens). */
export function passwordResetMail({ to, name, url }: { to: string; name: string; url: string }) {
  const greeting = name ? `Olá ${name},` : "Olá,";
  return {
    kind: "password_reset",
    to,
    subject: "Redefinir a sua senha",
    text: `${greeting}\n\nRecebemos um pedido para redefinir a senha da sua conta.\nAbra este link para escolher uma nova senha (válido durante 1 hora):\n\n${url}\n\nSe não fez este pedido, ignore este email.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Recebemos um pedido para redefinir a senha da sua conta.</p><p><a href="${escapeHtml(url)}">Escolher uma nova senha</a> (válido durante 1 hora)</p><p>Se não fez este pedido, ignore este email.</p>`,
  };
}
