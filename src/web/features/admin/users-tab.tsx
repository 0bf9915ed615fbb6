import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { useAuth } from "../auth/use-auth.ts";
import { CreateUserDialog } from "./create-user-dialog.tsx";
import { ListEmpty, ListError, ListLoading } from "./list-states.tsx";
import { useAdminUsers } from "./use-admin-users.ts";
import { useErrorToast } from "./use-error-toast.ts";
import { UserRoleBadges } from "./user-role-badges.tsx";
import { UserRowActions } from "./user-row-actions.tsx";
import { UsualVehicleSelect } from "./users-tab-vehicle-select.tsx";
import { DriverCarDialog } from "./users-tab-car-dialog.tsx";

/** Gestão de Utilizadores: every account with its roles; roles, passwords and accounts are managed here. */
export function UsersTab() {
  const list = useAdminUsers();
  const { user: me } = useAuth();
  useErrorToast(list.error, "Erro ao carregar utilizadores");

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle asChild>
            <h2>Gestão de Utilizadores</h2>
          </CardTitle>
          <CardDescription>Contas de administradores e motoristas, e as suas funções.</CardDescription>
        </div>
        <CreateUserDialog />
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <ListLoading />
        ) : list.isError ? (
          <ListError title="Erro ao carregar utilizadores" detail={list.error.message} onRetry={() => list.refetch()} />
        ) : list.data.length === 0 ? (
          <ListEmpty>Nenhum utilizador encontrado</ListEmpty>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Nome</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Telefone</TableHead>
                <TableHead>Roles</TableHead>
                <TableHead>Viatura habitual</TableHead>
                <TableHead className="text-right">Ações</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.map((user) => {
                const isSelf = me?.id === user.id;
                return (
                  <TableRow key={user.id}>
                    <TableCell className="font-medium whitespace-nowrap">
                      {user.name}
                      {isSelf && <span className="ml-1.5 text-xs font-normal text-muted-foreground">(você)</span>}
                    </TableCell>
                    <TableCell>{user.email}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {user.phone ?? <span className="text-muted-foreground">—</span>}
                    </TableCell>
                    <TableCell>
                      <UserRoleBadges roles={user.roles} />
                    </TableCell>
                    <TableCell>
                      <UsualVehicleSelect user={user} />
                      <DriverCarDialog user={user} />
                    </TableCell>
                    <TableCell>
                      <UserRowActions user={user} isSelf={isSelf} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
