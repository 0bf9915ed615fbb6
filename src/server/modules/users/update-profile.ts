import { and, eq } from "drizzle-orm";
import type { UpdateProfileInput } from "../../../domain/admin-user-schemas.ts";
import type { Db } from "../../db/client.ts";
import { profiles, userRoles, users, vehicles } from "../../db/schema.ts";
import { findUser, type UserListItem } from "./service.ts";

export type UpdateProfileResult =
  | { kind: "ok"; user: UserListItem }
  | { kind: "not_found" }
  | { kind: "vehicle_not_found" }
  | { kind: "not_driver" };

/**
 * Changes a user's name, phone and/or usual vehicle; the account's name follows the profile's (as
 * /update-user does). A usual vehicle must exist and is only set for a driver (clearing it is always allowed);
 * so is the car the customer is told about (make, model, colour, plate; decision 0050).
 */
export async function updateUserProfile(db: Db, userId: string, input: UpdateProfileInput): Promise<UpdateProfileResult> {
  const outcome = await db.transaction(async (tx) => {
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    if (!user) return "not_found" as const;
    if (input.vehicleId || input.car) {
      const [vehicle] = input.vehicleId
        ? await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, input.vehicleId))
        : [];
      if (input.vehicleId && !vehicle) return "vehicle_not_found" as const;
      const [driver] = await tx
        .select({ id: userRoles.id })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "driver")));
      if (!driver) return "not_driver" as const;
    }
    if (input.name !== undefined) await tx.update(users).set({ name: input.name }).where(eq(users.id, userId));
    const changes = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.phone !== undefined && { phone: input.phone }),
      ...(input.vehicleId !== undefined && { vehicleId: input.vehicleId }),
      ...carChanges(input.car),
    };
    await tx
      .insert(profiles)
      .values({ userId, name: input.name ?? user.name, phone: input.phone ?? null, vehicleId: input.vehicleId ?? null, ...carChanges(input.car) })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...changes, updatedAt: new Date() } });
    return "ok" as const;
  });
  if (outcome !== "ok") return { kind: outcome };
  const user = await findUser(db, userId);
  return user ? { kind: "ok", user } : { kind: "not_found" };
}

/** The car's fields that were given (a null clears one). */
function carChanges(car: UpdateProfileInput["car"]) {
  if (!car) return {};
  return {
    ...(car.make !== undefined && { carMake: car.make }),
    ...(car.model !== undefined && { carModel: car.model }),
    ...(car.colour !== undefined && { carColour: car.colour }),
    ...(car.plate !== undefined && { carPlate: car.plate }),
  };
}
