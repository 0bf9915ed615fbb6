import { Pencil, Plus, Trash2, Wand2 } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { MissingLanguages } from "./language-tabs.tsx";
import { ListEmpty, ListError, ListLoading } from "./list-states.tsx";
import { TourDialog } from "./tour-dialog.tsx";
import { useAdminTours, useDeleteTour, useFixTourSlugs } from "./use-admin-tours.ts";
import { useErrorToast } from "./use-error-toast.ts";
import { formatEuros } from "../../../domain/money.ts";
import { formatDuration } from "../../../domain/lisbon-date.ts";

/** Gestão de Tours: every tour by name, with its texts' missing languages; create, edit, delete, fix slugs. */
export function ToursTab() {
  const list = useAdminTours();
  const remove = useDeleteTour();
  const fixSlugs = useFixTourSlugs();
  useErrorToast(list.error, "Erro ao carregar tours");

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle asChild>
            <h2>Gestão de Tours</h2>
          </CardTitle>
          <CardDescription>Os tours do site, com os textos em cinco línguas.</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            title="Corrigir slugs?"
            description="Os slugs de todos os tours serão gerados de novo a partir dos nomes. Os endereços antigos continuam a funcionar: levam ao endereço novo de cada tour."
            confirmLabel="Corrigir"
            onConfirm={() => fixSlugs.mutate()}
            trigger={
              <Button variant="outline" disabled={fixSlugs.isPending}>
                <Wand2 aria-hidden="true" />
                Corrigir Slugs
              </Button>
            }
          />
          <TourDialog
            trigger={
              <Button>
                <Plus aria-hidden="true" />
                Novo Tour
              </Button>
            }
          />
        </div>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <ListLoading />
        ) : list.isError ? (
          <ListError title="Erro ao carregar tours" detail={list.error.message} onRetry={() => list.refetch()} />
        ) : list.data.length === 0 ? (
          <ListEmpty>Nenhum tour encontrado</ListEmpty>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Nome</TableHead>
                <TableHead>Duração</TableHead>
                <TableHead className="text-right">Preço</TableHead>
                <TableHead>Capacidade</TableHead>
                <TableHead>
                  <span className="sr-only">Ações</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.map((tour) => (
                <TableRow key={tour.id}>
                  <TableCell className="min-w-48">
                    <div className="font-medium">{tour.name}</div>
                    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <span>/{tour.slug}</span>
                      <MissingLanguages languages={tour.missingLanguages} />
                    </div>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDuration(tour.durationHours, "pt")}</TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">{formatEuros(tour.priceCents, "pt")}</TableCell>
                  <TableCell className="whitespace-nowrap">{tour.capacity} pessoas</TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <TourDialog
                      tour={tour}
                      trigger={
                        <Button variant="ghost" size="icon" aria-label={`Editar tour ${tour.name}`}>
                          <Pencil aria-hidden="true" />
                        </Button>
                      }
                    />
                    <ConfirmDialog
                      title="Eliminar tour?"
                      description={`O tour "${tour.name}" e os seus preços serão eliminados; as reservas existentes mantêm os seus dados. Esta ação não pode ser desfeita.`}
                      onConfirm={() => remove.mutate(tour.id)}
                      trigger={
                        <Button variant="ghost" size="icon" aria-label={`Eliminar tour ${tour.name}`}>
                          <Trash2 aria-hidden="true" className="text-destructive" />
                        </Button>
                      }
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
