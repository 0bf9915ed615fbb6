import { Car, CarFront, ShieldMinus, ShieldPlus, Trash2 } from "lucide-react";
import type { Role } from "../../../domain/roles.ts";
import { OWN_ROW_REASONS, type AdminUser } from "./admin-user.ts";
import { ChangePasswordDialog } from "./change-password-dialog.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { useChangeUserRole, useDeleteUser } from "./use-admin-users.ts";
import { UserActionButton } from "./user-action-button.tsx";

const ROLE_ACTIONS = {
  admin: { grant: "Tornar Admin", revoke: "Remover Admin", grantIcon: ShieldPlus, revokeIcon: ShieldMinus },
  driver: { grant: "Tornar Motorista", revoke: "Remover Motorista", grantIcon: Car, revokeIcon: CarFront },
} as const;

/**
 * A user row's actions: toggle admin, toggle driver, Alterar Password, Eliminar (after asking).
 * On the signed-in admin's own row, Remover Admin and Eliminar are disabled (the server refuses them too).
 */
export function UserRowActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const changeRole = useChangeUserRole();
  const remove = useDeleteUser();
  const roleBusy = changeRole.isPending;

  const roleButton = (role: Role) => {
    const has = user.roles.includes(role);
    const action = ROLE_ACTIONS[role];
    const ownAdmin = isSelf && role === "admin" && has;
    return (
      <UserActionButton
        key={role}
        icon={has ? action.revokeIcon : action.grantIcon}
        label={has ? action.revoke : action.grant}
        userName={user.name}
        disabled={roleBusy || ownAdmin}
        title={ownAdmin ? OWN_ROW_REASONS.revokeOwnAdmin : undefined}
        onClick={() => changeRole.mutate({ userId: user.id, role, grant: !has })}
      />
    );
  };

  return (
    <div className="flex flex-wrap justify-end gap-1">
      {roleButton("admin")}
      {roleButton("driver")}
      <ChangePasswordDialog user={user} />
      {isSelf ? (
        <UserActionButton icon={Trash2} label="Eliminar" userName={user.name} destructive disabled title={OWN_ROW_REASONS.deleteSelf} />
      ) : (
        <ConfirmDialog
          title="Eliminar utilizador?"
          description={`A conta de ${user.name} (${user.email}) será eliminada. Esta ação não pode ser desfeita.`}
          onConfirm={() => remove.mutate(user.id)}
          trigger={<UserActionButton icon={Trash2} label="Eliminar" userName={user.name} destructive />}
        />
      )}
    </div>
  );
}
