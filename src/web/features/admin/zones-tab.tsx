import { MapPin, Pencil, Plus, Trash2, TriangleAlert, X } from "lucide-react";
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { formatKm, joinZoneNames, priceOf, type AdminZone, type SavedZone } from "./admin-zone.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { ListEmpty, ListError, ListLoading } from "./list-states.tsx";
import { OVERLAP_EXPLANATION, useAdminZones, useDeleteZone } from "./use-admin-zones.ts";
import { useErrorToast } from "./use-error-toast.ts";
import { ZoneDialog } from "./zone-dialog.tsx";
import { ZonesMap } from "./zones-map.tsx";
import { formatEuros } from "../../../domain/money.ts";

/** The classes shown as price columns: those of the vehicles, then any other a zone has a price for. */
function priceClasses(vehicleClasses: readonly string[], zones: readonly AdminZone[]): string[] {
  const extra = zones.flatMap((z) => z.prices.map((p) => p.vehicleClass)).filter((c) => !vehicleClasses.includes(c));
  return [...vehicleClasses, ...new Set(extra)];
}

/** Zonas: fixed-price trips, their prices per vehicle class, a map, and the overlaps that make pricing ambiguous. */
export function ZonesTab() {
  const list = useAdminZones();
  const remove = useDeleteZone();
  const [dialog, setDialog] = useState<{ open: boolean; zoneId: string | null }>({ open: false, zoneId: null });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [lastSave, setLastSave] = useState<SavedZone | null>(null);
  useErrorToast(list.error, "Erro ao carregar zonas");

  const openDialog = (zoneId: string | null) => {
    setDialog({ open: true, zoneId });
    if (zoneId) setSelectedId(zoneId);
  };
  const saved = (answer: SavedZone) => {
    setDialog((d) => ({ ...d, open: false }));
    setSelectedId(answer.zone.id);
    setLastSave(answer.warnings.length > 0 ? answer : null);
  };
  const zones = list.data?.zones ?? [];
  const classes = list.data ? priceClasses(list.data.vehicleClasses, zones) : [];

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle asChild>
            <h2>Gestão de Zonas</h2>
          </CardTitle>
          <CardDescription className="max-w-prose">
            Preços fixos entre uma origem e um destino, nos dois sentidos. Uma viagem é cobrada pela primeira zona que lhe
            corresponde, pela ordem de criação (coluna Ordem): zonas sobrepostas podem cobrar uma viagem pela zona errada.
          </CardDescription>
        </div>
        <Button onClick={() => openDialog(null)} disabled={!list.data}>
          <Plus aria-hidden="true" />
          Nova zona
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {lastSave && (
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>«{lastSave.zone.name}» sobrepõe-se a outras zonas</AlertTitle>
            <AlertDescription>
              <p>
                Partilha viagens com {joinZoneNames(lastSave.warnings)}. {OVERLAP_EXPLANATION} Ajuste os raios ou as moradas
                para as separar.
              </p>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => setLastSave(null)}>
                <X aria-hidden="true" />
                Fechar aviso
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {list.isPending ? (
          <ListLoading />
        ) : list.isError ? (
          <ListError title="Erro ao carregar zonas" detail={list.error.message} onRetry={() => list.refetch()} />
        ) : zones.length === 0 ? (
          <ListEmpty>Nenhuma zona encontrada</ListEmpty>
        ) : (
          <>
            <ZonesMap zones={zones} highlightId={selectedId} label="Mapa das zonas" />
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="text-right">Ordem</TableHead>
                  <TableHead>Nome</TableHead>
                  <TableHead>Origem → Destino</TableHead>
                  <TableHead>Raios</TableHead>
                  {classes.map((c) => (
                    <TableHead key={c} className="text-right">
                      {c}
                    </TableHead>
                  ))}
                  <TableHead className="sticky right-0 bg-card text-right shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]">Ações</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {zones.map((zone) => (
                  <TableRow key={zone.id} data-state={zone.id === selectedId ? "selected" : undefined}>
                    <TableCell className="text-right tabular-nums">{zone.matchOrder}</TableCell>
                    <TableCell className="min-w-36 font-medium">
                      {zone.name}
                      {zone.overlaps.length > 0 && (
                        <Badge variant="yellow" className="ml-2" title={`Partilha viagens com ${joinZoneNames(zone.overlaps)}`}>
                          Sobreposta
                        </Badge>
                      )}
                    </TableCell>
                    <TableCell className="min-w-48">
                      {zone.origin} → {zone.destination}
                    </TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums">
                      {formatKm(zone.originRadiusKm)} / {formatKm(zone.destinationRadiusKm)}
                    </TableCell>
                    {classes.map((c) => {
                      const cents = priceOf(zone, c);
                      return (
                        <TableCell key={c} className="text-right whitespace-nowrap tabular-nums">
                          {cents === null ? <span className="text-muted-foreground">—</span> : formatEuros(cents, "pt")}
                        </TableCell>
                      );
                    })}
                    {/* Kept in sight at the table's right edge when the price columns scroll. */}
                    <TableCell className="sticky right-0 bg-card shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]">
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Mostrar ${zone.name} no mapa`}
                          title="Mostrar no mapa"
                          aria-pressed={zone.id === selectedId}
                          onClick={() => setSelectedId(zone.id === selectedId ? null : zone.id)}
                        >
                          <MapPin aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="icon" aria-label={`Editar ${zone.name}`} title="Editar" onClick={() => openDialog(zone.id)}>
                          <Pencil aria-hidden="true" />
                        </Button>
                        <ConfirmDialog
                          title="Eliminar zona?"
                          description={`A zona "${zone.name}" e os seus preços serão eliminados. Esta ação não pode ser desfeita.`}
                          onConfirm={() => remove.mutate(zone.id)}
                          trigger={
                            <Button variant="ghost" size="icon" aria-label={`Eliminar ${zone.name}`} title="Eliminar">
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
          </>
        )}
      </CardContent>
      {list.data && (
        <ZoneDialog
          zoneId={dialog.zoneId}
          open={dialog.open}
          zones={zones}
          vehicleClasses={list.data.vehicleClasses}
          onClose={() => setDialog((d) => ({ ...d, open: false }))}
          onSaved={saved}
        />
      )}
    </Card>
  );
}
