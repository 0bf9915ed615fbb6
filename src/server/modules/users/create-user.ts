import { APIError } from "better-auth/api";
import type { CreateUserInput } from "../../../domain/admin-user-schemas.ts";
import type { Auth } from "../../auth/auth.ts";
import type { Db } from "../../db/client.ts";
import { createAccount, findUser, findUserIdByEmail, type UserListItem } from "./service.ts";

export type CreateUserResult =
  | { kind: "ok"; user: UserListItem }
  | { kind: "email_taken" }
  /** better-auth refused the account; `message` is its reason (our account rules answer in Portuguese). */
  | { kind: "refused"; message: string };

/** Adicionar Utilizador: an account made like a sign-up (no session left behind), its phone and role. */
export async function createUserByAdmin(auth: Auth, db: Db, input: CreateUserInput): Promise<CreateUserResult> {
  if (await findUserIdByEmail(db, input.email)) return { kind: "email_taken" };
  let userId: string;
  try {
    userId = await createAccount(auth, db, { ...input, phone: input.phone ?? undefined }, input.role);
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    // Two admins creating the same e-mail at once: the second one lands here.
    if (await findUserIdByEmail(db, input.email)) return { kind: "email_taken" };
    return { kind: "refused", message: error.body?.message ?? "Pedido recusado" };
  }
  const user = await findUser(db, userId);
  if (!user) throw new Error("createUserByAdmin: the new account was not found");
  return { kind: "ok", user };
}
