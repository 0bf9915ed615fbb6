import { Archive, Eye, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import type { ContactMessage, ContactStatus } from "./contact-message.ts";
import { ListEmpty, ListError, ListLoading } from "./list-states.tsx";
import { MessageDetailsDialog } from "./message-details-dialog.tsx";
import { MessageStatusBadge } from "./message-status-badge.tsx";
import { PaginationBar } from "./pagination-bar.tsx";
import { useAdminMessages, useDeleteMessage, useUpdateMessageStatus } from "./use-admin-messages.ts";
import { useErrorToast } from "./use-error-toast.ts";
import { formatDateTime } from "../../../domain/lisbon-date.ts";

/** Mensagens de Contacto: what visitors sent through /contact, newest first. */
export function MessagesTab() {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ContactMessage | null>(null);
  const list = useAdminMessages(page);
  const updateStatus = useUpdateMessageStatus();
  const remove = useDeleteMessage();
  useErrorToast(list.error, "Erro ao carregar mensagens");

  const changeStatus = (message: ContactMessage, status: ContactStatus, silent = false) =>
    updateStatus.mutate(
      { id: message.id, status, silent },
      {
        onSuccess: (data) =>
          setSelected((current) =>
            current?.id === message.id ? { ...current, ...(data?.message ?? {}), status } : current,
          ),
      },
    );
  const openMessage = (message: ContactMessage) => {
    setSelected(message);
    if (message.status === "new") changeStatus(message, "read", true);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Mensagens de Contacto</h2>
        </CardTitle>
        <CardDescription>Mensagens enviadas pelo formulário de contacto do site.</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <ListLoading />
        ) : list.isError ? (
          <ListError title="Erro ao carregar mensagens" detail={list.error.message} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <ListEmpty>Nenhuma mensagem encontrada</ListEmpty>
        ) : (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Nome</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Assunto</TableHead>
                  <TableHead>Estado</TableHead>
                  <TableHead>Data</TableHead>
                  <TableHead className="text-right">Ações</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.items.map((message) => (
                  <TableRow key={message.id} className={message.status === "new" ? "font-medium" : undefined}>
                    <TableCell className="whitespace-nowrap">{message.name}</TableCell>
                    <TableCell>{message.email}</TableCell>
                    <TableCell className="max-w-xs min-w-40 truncate" title={message.subject}>
                      {message.subject}
                    </TableCell>
                    <TableCell>
                      <MessageStatusBadge status={message.status} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateTime(message.createdAt, "pt")}</TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="icon" aria-label={`Ver mensagem de ${message.name}`} title="Ver" onClick={() => openMessage(message)}>
                          <Eye aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Arquivar mensagem de ${message.name}`}
                          title="Arquivar"
                          disabled={message.status === "archived"}
                          onClick={() => changeStatus(message, "archived")}
                        >
                          <Archive aria-hidden="true" />
                        </Button>
                        <ConfirmDialog
                          title="Eliminar mensagem?"
                          description={`A mensagem de ${message.name} será eliminada. Esta ação não pode ser desfeita.`}
                          onConfirm={() => remove.mutate(message.id)}
                          trigger={
                            <Button variant="ghost" size="icon" aria-label={`Eliminar mensagem de ${message.name}`} title="Eliminar">
                              <Trash2 aria-hidden="true" className="text-destructive" />
                            </Button>
                          }
                        />
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <PaginationBar page={page} total={list.data.total} onPageChange={setPage} />
          </>
        )}
      </CardContent>
      <MessageDetailsDialog message={selected} onClose={() => setSelected(null)} onChangeStatus={changeStatus} />
    </Card>
  );
}
