import { and, asc, eq, sql } from "drizzle-orm";
import type { Role } from "../../../domain/roles.ts";
import type { Auth } from "../../auth/auth.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { profiles, sessions, userRoles, users, vehicles } from "../../db/schema.ts";

export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row?.id ?? null;
}

export async function grantRole(db: DbOrTx, userId: string, role: Role): Promise<void> {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function revokeRole(db: DbOrTx, userId: string, role: Role): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

export async function adminExists(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: userRoles.id }).from(userRoles).where(eq(userRoles.role, "admin")).limit(1);
  return row !== undefined;
}

export interface NewAccount {
  email: string;
  password: string;
  name: string;
  phone?: string;
}

/**
 * Creates an e-mail/password account through better-auth (hashing, profile hook) and grants
 * the role. No session is left behind: the person signs in themselves.
 */
export async function createAccount(auth: Auth, db: Db, input: NewAccount, role?: Role): Promise<string> {
  const result = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.name },
  });
  const userId = result.user.id;
  await db.delete(sessions).where(eq(sessions.userId, userId));
  if (input.phone) await db.update(profiles).set({ phone: input.phone }).where(eq(profiles.userId, userId));
  if (role) await grantRole(db, userId, role);
  return userId;
}

export interface UserListItem {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  roles: Role[];
  /** A driver's usual vehicle (the dispatch board compares its seats with the passengers), or null. */
  vehicle: { id: string; name: string; capacity: number } | null;
  /** The car the customer is told about (decision 0050): make, model, colour, plate, each or null. */
  car: { make: string | null; model: string | null; colour: string | null; plate: string | null };
  createdAt: Date;
}

const displayName = sql<string>`coalesce(nullif(${profiles.name}, ''), ${users.name})`;

/** Accounts with their profile and roles (the admin Users tab's row shape). */
function selectUserItems(db: DbOrTx) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: displayName,
      phone: profiles.phone,
      // As text[]: an array of the enum would reach us as the string "{admin,driver}".
      roles: sql<Role[]>`coalesce(array_agg(${userRoles.role}::text order by ${userRoles.role}) filter (where ${userRoles.role} is not null), '{}'::text[])`,
      vehicle: sql<UserListItem["vehicle"]>`case when ${vehicles.id} is null then null else json_build_object('id', ${vehicles.id}, 'name', ${vehicles.name}, 'capacity', ${vehicles.capacity}) end`,
      car: sql<UserListItem["car"]>`json_build_object('make', ${profiles.carMake}, 'model', ${profiles.carModel}, 'colour', ${profiles.carColour}, 'plate', ${profiles.carPlate})`,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(vehicles, eq(vehicles.id, profiles.vehicleId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .groupBy(users.id, profiles.name, profiles.phone, profiles.carMake, profiles.carModel, profiles.carColour, profiles.carPlate, vehicles.id)
    .$dynamic();
}

/** Every account with its profile and roles, by name (admin Users tab). */
export async function listUsers(db: DbOrTx): Promise<UserListItem[]> {
  return selectUserItems(db).orderBy(asc(displayName));
}

/** One account in the list's shape, or null when there is none with this id. */
export async function findUser(db: DbOrTx, userId: string): Promise<UserListItem | null> {
  const [row] = await selectUserItems(db).where(eq(users.id, userId));
  return row ?? null;
}
