import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { MissingLanguages } from "./language-tabs.tsx";
import { ListEmpty, ListError, ListLoading } from "./list-states.tsx";
import { useAdminVehicles, type AdminVehicle } from "./use-admin-catalogue.ts";
import { useErrorToast } from "./use-error-toast.ts";
import { VehicleDialog } from "./vehicle-dialog.tsx";

/** Veículos: the fleet by name; create, edit and delete (after asking). */
export function VehiclesTab() {
  const { list, remove } = useAdminVehicles();
  const [editing, setEditing] = useState<AdminVehicle | null>(null);
  const [open, setOpen] = useState(false);
  useErrorToast(list.error, "Erro ao carregar veículos");
  const edit = (vehicle: AdminVehicle | null) => {
    setEditing(vehicle);
    setOpen(true);
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle asChild>
            <h2>Gestão de Veículos</h2>
          </CardTitle>
          <CardDescription>A frota mostrada no site e oferecida no formulário de reserva.</CardDescription>
        </div>
        <Button onClick={() => edit(null)}>
          <Plus aria-hidden="true" />
          Novo veículo
        </Button>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <ListLoading />
        ) : list.isError ? (
          <ListError title="Erro ao carregar veículos" detail={list.error.message} onRetry={() => list.refetch()} />
        ) : list.data.length === 0 ? (
          <ListEmpty>Nenhum veículo registado</ListEmpty>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Nome</TableHead>
                <TableHead>Classe</TableHead>
                <TableHead className="text-right">Capacidade</TableHead>
                <TableHead className="hidden md:table-cell">Características</TableHead>
                <TableHead>Traduções</TableHead>
                <TableHead className="text-right">Ações</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.map((vehicle) => (
                <TableRow key={vehicle.id}>
                  <TableCell className="min-w-32 font-medium">{vehicle.name}</TableCell>
                  <TableCell className="whitespace-nowrap">{vehicle.class}</TableCell>
                  <TableCell className="text-right tabular-nums">{vehicle.capacity}</TableCell>
                  <TableCell className="hidden max-w-72 min-w-48 text-muted-foreground md:table-cell">{vehicle.features.join(", ") || "—"}</TableCell>
                  <TableCell>
                    <MissingLanguages languages={vehicle.missingLanguages} />
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="icon" aria-label={`Editar ${vehicle.name}`} title="Editar" onClick={() => edit(vehicle)}>
                        <Pencil aria-hidden="true" />
                      </Button>
                      <ConfirmDialog
                        title="Eliminar veículo?"
                        description={`${vehicle.name} deixa de aparecer no site. As reservas já feitas mantêm a sua classe.`}
                        onConfirm={() => remove.mutate(vehicle.id)}
                        trigger={
                          <Button variant="ghost" size="icon" aria-label={`Eliminar ${vehicle.name}`} title="Eliminar">
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
      <VehicleDialog vehicle={editing} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
