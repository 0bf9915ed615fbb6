import { ROLES, type Role } from "../../../domain/roles.ts";
import type { BadgeProps } from "../../components/ui/badge.tsx";

/** A row of GET /api/users (sorted by name on the server). */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  roles: Role[];
  /** A driver's usual vehicle (Viatura habitual), or null. */
  vehicle: { id: string; name: string; capacity: number } | null;
  /** The car the customer is told about before a pickup (decision 0050). */
  car?: { make: string | null; model: string | null; colour: string | null; plate: string | null };
  createdAt: string;
}

/** POST /api/users: a new account with one role (Motorista by default in the form). */
export interface CreateUserBody {
  email: string;
  password: string;
  name: string;
  phone?: string;
  role: Role;
}

export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", driver: "Motorista" };

export const ROLE_BADGES: Record<Role, BadgeProps["variant"]> = { admin: "gold", driver: "blue" };

/** The user's roles in a fixed order (admin first), whatever order the server sent. */
export const sortRoles = (roles: readonly Role[]): Role[] => ROLES.filter((role) => roles.includes(role));

/** Why the signed-in admin's own row cannot do some things (the server refuses them too). */
export const OWN_ROW_REASONS = {
  revokeOwnAdmin: "Não pode remover o seu próprio papel de administrador.",
  deleteSelf: "Não pode eliminar a sua própria conta.",
} as const;

/** Spec: admin roles come only from this interface. */
export const ADMIN_ROLE_NOTICE =
  "As funções de administrador só devem ser atribuídas através desta interface — nunca automaticamente nem por emails definidos no código.";
