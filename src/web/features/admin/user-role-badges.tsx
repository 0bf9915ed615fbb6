import type { Role } from "../../../domain/roles.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { ROLE_BADGES, ROLE_LABELS, sortRoles } from "./admin-user.ts";

/** A user's roles as badges (Admin, Motorista), or Sem role. */
export function UserRoleBadges({ roles }: { roles: readonly Role[] }) {
  if (roles.length === 0) return <Badge variant="grey">Sem role</Badge>;
  return (
    <div className="flex flex-wrap gap-1">
      {sortRoles(roles).map((role) => (
        <Badge key={role} variant={ROLE_BADGES[role]}>
          {ROLE_LABELS[role]}
        </Badge>
      ))}
    </div>
  );
}
