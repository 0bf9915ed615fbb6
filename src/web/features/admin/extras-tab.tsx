import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { ExtraDialog } from "./extra-dialog.tsx";
import { MissingLanguages } from "./language-tabs.tsx";
import { ListEmpty, ListError, ListLoading } from "./list-states.tsx";
import { useAdminExtras, type AdminExtra } from "./use-admin-catalogue.ts";
import { useErrorToast } from "./use-error-toast.ts";
import { formatEuros } from "../../../domain/money.ts";

/** Extras: what a customer can add to a booking, ordered by name; create, edit and delete (after asking). */
export function ExtrasTab() {
  const { list, remove } = useAdminExtras();
  const [editing, setEditing] = useState<AdminExtra | null>(null);
  const [open, setOpen] = useState(false);
  useErrorToast(list.error, "Erro ao carregar extras");
  const edit = (extra: AdminExtra | null) => {
    setEditing(extra);
    setOpen(true);
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle asChild>
            <h2>Gestão de Extras</h2>
          </CardTitle>
          <CardDescription>Cadeiras de criança, bagagem extra e outros serviços do formulário de reserva.</CardDescription>
        </div>
        <Button onClick={() => edit(null)}>
          <Plus aria-hidden="true" />
          Novo extra
        </Button>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <ListLoading />
        ) : list.isError ? (
          <ListError title="Erro ao carregar extras" detail={list.error.message} onRetry={() => list.refetch()} />
        ) : list.data.length === 0 ? (
          <ListEmpty>Nenhum extra registado</ListEmpty>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Nome</TableHead>
                <TableHead className="text-right">Preço</TableHead>
                <TableHead className="hidden md:table-cell">Descrição</TableHead>
                <TableHead>Traduções</TableHead>
                <TableHead className="text-right">Ações</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.map((extra) => (
                <TableRow key={extra.id}>
                  <TableCell className="min-w-32 font-medium">{extra.name}</TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">{formatEuros(extra.priceCents, "pt")}</TableCell>
                  <TableCell className="hidden max-w-80 min-w-48 text-muted-foreground md:table-cell">{extra.description || "—"}</TableCell>
                  <TableCell>
                    <MissingLanguages languages={extra.missingLanguages} />
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="icon" aria-label={`Editar ${extra.name}`} title="Editar" onClick={() => edit(extra)}>
                        <Pencil aria-hidden="true" />
                      </Button>
                      <ConfirmDialog
                        title="Eliminar extra?"
                        description={`${extra.name} deixa de ser oferecido no formulário de reserva.`}
                        onConfirm={() => remove.mutate(extra.id)}
                        trigger={
                          <Button variant="ghost" size="icon" aria-label={`Eliminar ${extra.name}`} title="Eliminar">
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
        )}
      </CardContent>
      <ExtraDialog extra={editing} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
