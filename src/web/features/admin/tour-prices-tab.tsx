import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { inputClassName } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { ListEmpty, ListError, ListLoading } from "./list-states.tsx";
import { TourPriceForm } from "./tour-price-form.tsx";
import { useDeleteTourPrice, useTourPrices } from "./use-admin-tour-prices.ts";
import { useAdminTours } from "./use-admin-tours.ts";
import { useErrorToast } from "./use-error-toast.ts";
import { formatEuros } from "../../../domain/money.ts";

/** The chosen tour's price rows (vehicle class, passengers, price), each deletable after asking. */
function TourPriceRows({ tourId }: { tourId: string }) {
  const prices = useTourPrices(tourId);
  const remove = useDeleteTourPrice();
  useErrorToast(prices.error, "Erro ao carregar preços do tour");

  if (prices.isPending) return <ListLoading />;
  if (prices.isError) return <ListError title="Erro ao carregar preços do tour" detail={prices.error.message} onRetry={() => prices.refetch()} />;
  if (prices.data.length === 0) return <ListEmpty>Nenhum preço definido para este tour</ListEmpty>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Classe de veículo</TableHead>
          <TableHead>Passageiros</TableHead>
          <TableHead className="text-right">Preço</TableHead>
          <TableHead>
            <span className="sr-only">Ações</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {prices.data.map((price) => {
          const band = `${price.minPassengers}-${price.maxPassengers} pax`;
          return (
            <TableRow key={price.id}>
              <TableCell className="font-medium">{price.vehicleClass}</TableCell>
              <TableCell className="whitespace-nowrap">{band}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">{formatEuros(price.priceCents, "pt")}</TableCell>
              <TableCell className="text-right">
                <ConfirmDialog
                  title="Eliminar preço?"
                  description={`O preço de ${price.vehicleClass} para ${band} será eliminado. Esta ação não pode ser desfeita.`}
                  onConfirm={() => remove.mutate(price)}
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`Eliminar preço ${price.vehicleClass} ${band}`}>
                      <Trash2 aria-hidden="true" className="text-destructive" />
                    </Button>
                  }
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Gestão de Preços de Tours: choose a tour, see and delete its rows, add one. */
export function TourPricesTab() {
  const selectId = useId();
  const [tourId, setTourId] = useState("");
  const tours = useAdminTours();
  useErrorToast(tours.error, "Erro ao carregar tours");

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Gestão de Preços de Tours</h2>
        </CardTitle>
        <CardDescription>Preço de cada tour por classe de veículo e número de passageiros.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="max-w-md space-y-1.5">
          <Label htmlFor={selectId}>Tour</Label>
          <select id={selectId} className={inputClassName} value={tourId} onChange={(e) => setTourId(e.target.value)}>
            <option value="">{tours.isPending ? "Carregando..." : "Selecione um tour"}</option>
            {tours.data?.map((tour) => (
              <option key={tour.id} value={tour.id}>
                {tour.name}
              </option>
            ))}
          </select>
        </div>
        {tours.isError ? (
          <ListError title="Erro ao carregar tours" detail={tours.error.message} onRetry={() => tours.refetch()} />
        ) : tourId === "" ? (
          <ListEmpty>Selecione um tour</ListEmpty>
        ) : (
          <>
            <TourPriceRows tourId={tourId} />
            <TourPriceForm key={tourId} tourId={tourId} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
