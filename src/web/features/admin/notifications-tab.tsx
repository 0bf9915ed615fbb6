import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { CreateNotificationDialog } from "./create-notification-dialog.tsx";
import { ListEmpty, ListError, ListLoading } from "./list-states.tsx";
import { NotificationTypeBadge } from "./notification-type-badge.tsx";
import { PaginationBar } from "./pagination-bar.tsx";
import { useAdminNotifications, useDeleteNotification } from "./use-admin-notifications.ts";
import { useErrorToast } from "./use-error-toast.ts";
import { formatDateTime } from "../../../domain/lisbon-date.ts";

/** Gestão de Notificações: every notification sent to drivers, newest first. */
export function NotificationsTab() {
  const [page, setPage] = useState(1);
  const list = useAdminNotifications(page);
  const remove = useDeleteNotification();
  useErrorToast(list.error, "Erro ao carregar notificações");

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle asChild>
            <h2>Gestão de Notificações</h2>
          </CardTitle>
          <CardDescription>Avisos enviados para a app dos motoristas.</CardDescription>
        </div>
        <CreateNotificationDialog />
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <ListLoading />
        ) : list.isError ? (
          <ListError title="Erro ao carregar notificações" detail={list.error.message} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <ListEmpty>Nenhuma notificação encontrada</ListEmpty>
        ) : (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Tipo</TableHead>
                  <TableHead>Título</TableHead>
                  <TableHead>Destinatário</TableHead>
                  <TableHead>Mensagem</TableHead>
                  <TableHead>Data/Hora</TableHead>
                  <TableHead>Estado</TableHead>
                  <TableHead>
                    <span className="sr-only">Ações</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.items.map((notification) => (
                  <TableRow key={notification.id}>
                    <TableCell>
                      <NotificationTypeBadge type={notification.type} />
                    </TableCell>
                    <TableCell className="font-medium">{notification.title}</TableCell>
                    <TableCell className="whitespace-nowrap">{notification.recipientName ?? "Todos"}</TableCell>
                    <TableCell className="max-w-xs min-w-48 truncate" title={notification.message}>
                      {notification.message}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateTime(notification.createdAt, "pt")}</TableCell>
                    <TableCell>
                      <Badge variant={notification.read ? "grey" : "outline"}>{notification.read ? "Lida" : "Não lida"}</Badge>
                    </TableCell>
                    <TableCell className="text-right">
                      <ConfirmDialog
                        title="Eliminar notificação?"
                        description={`A notificação "${notification.title}" será eliminada. Esta ação não pode ser desfeita.`}
                        onConfirm={() => remove.mutate(notification.id)}
                        trigger={
                          <Button variant="ghost" size="icon" aria-label={`Eliminar notificação ${notification.title}`}>
                            <Trash2 aria-hidden="true" className="text-destructive" />
                          </Button>
                        }
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <PaginationBar page={page} total={list.data.total} onPageChange={setPage} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
