import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useId, useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { findZoneOverlaps, type NamedZoneGeometry } from "../../../domain/zone-overlap.ts";
import { ZONE_LIMITS } from "../../../domain/zone-schemas.ts";
import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { DialogFooter } from "../../components/ui/dialog.tsx";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { joinZoneNames, type AdminZone, type SavedZone } from "./admin-zone.ts";
import { OVERLAP_EXPLANATION, useSaveZone } from "./use-admin-zones.ts";
import { usePlacePreview } from "./use-place-preview.ts";
import { zoneBody, zoneFormSchema, zoneFormValues, type ZoneFormOutput, type ZoneFormValues } from "./zone-form-schema.ts";
import { ZonePlaceField } from "./zone-place-field.tsx";
import { ZonesMap } from "./zones-map.tsx";

const ROAD_SPEED_HINT =
  "Velocidade típica na estrada para as transferências desta zona: define a duração estimada de cada serviço no Despacho.";

const radiusInput = { type: "number", min: ZONE_LIMITS.radiusMinKm, step: 0.1, inputMode: "decimal" } as const;

/**
 * The zone's fields: name, origin and destination (suggestions restricted to Portugal), radii,
 * one price per vehicle class. While it is filled in, a map shows the zone among the others and a
 * note names the zones it would share trips with.
 */
export function ZoneForm({
  zone,
  vehicleClasses,
  zones,
  onCancel,
  onSaved,
}: {
  zone: AdminZone | null;
  vehicleClasses: readonly string[];
  zones: readonly AdminZone[];
  onCancel(): void;
  onSaved(answer: SavedZone): void;
}) {
  const id = useId();
  const save = useSaveZone();
  const form = useForm<ZoneFormValues, unknown, ZoneFormOutput>({
    resolver: zodResolver(zoneFormSchema),
    defaultValues: zoneFormValues(zone, vehicleClasses),
  });
  const { errors, isSubmitting } = form.formState;
  const [name, origin, destination, originRadiusKm, destinationRadiusKm, prices] = useWatch({
    control: form.control,
    name: ["name", "origin", "destination", "originRadiusKm", "destinationRadiusKm", "prices"],
  });
  const knownOrigin = zone ? { text: zone.origin, point: { lat: zone.originLat, lng: zone.originLng } } : null;
  const knownDestination = zone
    ? { text: zone.destination, point: { lat: zone.destinationLat, lng: zone.destinationLng } }
    : null;
  const originPreview = usePlacePreview(origin, knownOrigin);
  const destinationPreview = usePlacePreview(destination, knownDestination);

  const o = originPreview.point;
  const d = destinationPreview.point;
  const radiiValid = originRadiusKm >= ZONE_LIMITS.radiusMinKm && destinationRadiusKm >= ZONE_LIMITS.radiusMinKm;
  const draft = useMemo(
    () =>
      o && d && radiiValid
        ? {
            name: name.trim() || "Nova zona",
            originLat: o.lat,
            originLng: o.lng,
            originRadiusKm,
            destinationLat: d.lat,
            destinationLng: d.lng,
            destinationRadiusKm,
          }
        : null,
    [name, o?.lat, o?.lng, d?.lat, d?.lng, originRadiusKm, destinationRadiusKm, radiiValid], // eslint-disable-line react-hooks/exhaustive-deps -- o and d are new objects each render
  );
  const inMatchOrder: NamedZoneGeometry[] = useMemo(() => [...zones].sort((a, b) => a.matchOrder - b.matchOrder), [zones]);
  const overlaps = draft ? findZoneOverlaps({ ...draft, id: zone?.id ?? null }, inMatchOrder) : [];

  const submit = form.handleSubmit(async (values) => {
    const body = zoneBody(values, {
      origin: zone && values.origin === zone.origin ? knownOrigin!.point : null,
      destination: zone && values.destination === zone.destination ? knownDestination!.point : null,
    });
    try {
      onSaved(await save.mutateAsync({ id: zone?.id ?? null, body }));
    } catch {
      // The hook's toast says why; the dialog keeps what was typed.
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id={`${id}-name`} label="Nome" error={errors.name?.message}>
        <Input
          {...fieldAria(`${id}-name`, errors.name?.message)}
          placeholder="Aeroporto de Faro → Vilamoura"
          {...form.register("name")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="origin"
          render={({ field }) => (
            <ZonePlaceField
              id={`${id}-origin`}
              label="Origem"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.origin?.message}
              preview={originPreview}
            />
          )}
        />
        <Controller
          control={form.control}
          name="destination"
          render={({ field }) => (
            <ZonePlaceField
              id={`${id}-destination`}
              label="Destino"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.destination?.message}
              preview={destinationPreview}
            />
          )}
        />
        <FormField id={`${id}-origin-radius`} label="Raio da origem (km)" error={errors.originRadiusKm?.message}>
          <Input
            {...radiusInput}
            {...fieldAria(`${id}-origin-radius`, errors.originRadiusKm?.message)}
            {...form.register("originRadiusKm", { valueAsNumber: true })}
          />
        </FormField>
        <FormField id={`${id}-destination-radius`} label="Raio do destino (km)" error={errors.destinationRadiusKm?.message}>
          <Input
            {...radiusInput}
            {...fieldAria(`${id}-destination-radius`, errors.destinationRadiusKm?.message)}
            {...form.register("destinationRadiusKm", { valueAsNumber: true })}
          />
        </FormField>
        <FormField
          id={`${id}-road-speed`}
          label="Velocidade média (km/h)"
          error={errors.roadSpeedKmh?.message}
          hint={ROAD_SPEED_HINT}
        >
          <Input
            type="number"
            min={ZONE_LIMITS.roadSpeedMinKmh}
            max={ZONE_LIMITS.roadSpeedMaxKmh}
            step={1}
            inputMode="numeric"
            {...fieldAria(`${id}-road-speed`, errors.roadSpeedKmh?.message, ROAD_SPEED_HINT)}
            {...form.register("roadSpeedKmh", { valueAsNumber: true })}
          />
        </FormField>
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Preço por classe de veículo (€)</legend>
        {prices.length === 0 ? (
          <p className="text-sm text-muted-foreground">Ainda não há veículos: crie veículos para definir preços por classe.</p>
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {prices.map((price, index) => {
              const fieldId = `${id}-price-${index}`;
              const error = errors.prices?.[index]?.euros?.message;
              return (
                <FormField key={price.vehicleClass} id={fieldId} label={price.vehicleClass} error={error}>
                  <Input
                    type="number"
                    min={0}
                    step={0.01}
                    inputMode="decimal"
                    placeholder="0,00"
                    {...fieldAria(fieldId, error)}
                    {...form.register(`prices.${index}.euros`)}
                  />
                </FormField>
              );
            })}
          </div>
        )}
        <p className="text-xs text-muted-foreground">Vazio ou 0: esta classe não tem preço nesta zona.</p>
      </fieldset>

      {overlaps.length > 0 && (
        <Alert variant="warning" role="status">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Sobreposição com {overlaps.length === 1 ? "outra zona" : `${overlaps.length} zonas`}</AlertTitle>
          <AlertDescription>
            Esta zona partilha viagens com {joinZoneNames(overlaps)}. {OVERLAP_EXPLANATION} Pode guardar na mesma.
          </AlertDescription>
        </Alert>
      )}

      <ZonesMap
        zones={zones}
        highlightId={zone?.id ?? null}
        draft={draft}
        label="Mapa da zona a editar"
        heightClassName="h-48 sm:h-64"
      />

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {zone ? "Guardar" : "Criar zona"}
        </Button>
      </DialogFooter>
    </form>
  );
}
