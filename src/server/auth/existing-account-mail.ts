import type { BrandedMail } from "../mail/types.ts";

/**
 * What the owner of an address receives when someone signs up with it again (in Portuguese, like
 * the login screens): the sign-up itself answers as for a new account, so it does not tell the
 * visitor whether the address has one (decision 0031).
 */
export function existingAccountMail({ to, name, loginUrl }: { to: string; name: string; loginUrl: string }): BrandedMail {
  const greeting = name ? `Olá ${name},` : "Olá,";
  return {
    kind: "sign_up_existing_account",
    to,
    subject: "Já tem uma conta connosco",
    branded: {
      language: "pt",
      audience: "company",
      preview: "Alguém tentou criar uma conta com o seu email.",
      heading: "Já tem uma conta connosco",
      intro: [
        greeting,
        "Recebemos um pedido para criar uma conta com este email, mas já tem uma conta connosco. Nada foi alterado.",
        "Se foi você, entre com a sua senha; se a esqueceu, use “Esqueceu a senha?” na página de entrada.",
      ],
      sections: [],
      buttons: [{ label: "Entrar na minha conta", url: loginUrl }],
      finePrint: ["Se não fez este pedido, ignore este email: a sua conta continua como estava."],
    },
  };
}
