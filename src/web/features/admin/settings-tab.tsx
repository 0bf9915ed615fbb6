import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  companySettingsInputSchema,
  formatCoordinate,
  SETTINGS_LIMITS,
  type CompanySettingsInput,
} from "../../../domain/settings-schema.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { PlaceInput } from "../booking/place-input.tsx";
import { ListError, ListLoading } from "./list-states.tsx";
import { useCompanySettings, useSaveCompanySettings, type CompanySettings } from "./use-admin-settings.ts";
import { useErrorToast } from "./use-error-toast.ts";

function SettingsForm({ settings }: { settings: CompanySettings | null }) {
  const id = useId();
  const save = useSaveCompanySettings();
  const form = useForm<CompanySettingsInput>({
    resolver: zodResolver(companySettingsInputSchema),
    defaultValues: {
      address: settings?.address ?? "",
      travelBufferMinutes: settings?.travelBufferMinutes ?? SETTINGS_LIMITS.travelBufferDefault,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      form.reset({ address: answer.settings.address, travelBufferMinutes: answer.settings.travelBufferMinutes });
    } catch {
      // The hook's toast says why; the field keeps what was typed.
    }
  });
  const error = errors.address?.message;
  const hint = "Escolha uma sugestão ou escreva a morada completa: as coordenadas são obtidas ao guardar.";
  const bufferError = errors.travelBufferMinutes?.message;
  const bufferHint =
    "O tempo mínimo entre o fim de um serviço e o início do seguinte do mesmo motorista: o Despacho assinala intervalos mais curtos.";

  return (
    <form noValidate onSubmit={submit} className="grid max-w-2xl gap-4">
      <FormField
        id={`${id}-address`}
        label="Morada"
        error={error}
        hint={hint}
      >
        <Controller
          control={form.control}
          name="address"
          render={({ field }) => (
            <PlaceInput
              {...fieldAria(`${id}-address`, error, hint)}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              language="pt"
              noResultsText="Nenhum local encontrado"
              placeholder="Ex.: Rua de Santo António 10, Faro"
            />
          )}
        />
      </FormField>
      <dl className="grid grid-cols-2 gap-4 text-sm sm:max-w-md">
        <div>
          <dt className="text-muted-foreground">Latitude</dt>
          <dd className="font-medium tabular-nums">{settings ? formatCoordinate(settings.lat) : "—"}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Longitude</dt>
          <dd className="font-medium tabular-nums">{settings ? formatCoordinate(settings.lng) : "—"}</dd>
        </div>
      </dl>
      <FormField
        id={`${id}-buffer`}
        label="Intervalo mínimo entre serviços (minutos)"
        error={bufferError}
        hint={bufferHint}
        className="sm:max-w-md"
      >
        <Input
          type="number"
          min={SETTINGS_LIMITS.travelBufferMin}
          max={SETTINGS_LIMITS.travelBufferMax}
          step={5}
          inputMode="numeric"
          className="w-32"
          {...fieldAria(`${id}-buffer`, bufferError, bufferHint)}
          {...form.register("travelBufferMinutes", { valueAsNumber: true })}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : <Save aria-hidden="true" />}
          Guardar Configurações
        </Button>
      </div>
    </form>
  );
}

/** Configurações da Empresa: the company address, the starting point for distances, and its coordinates. */
export function SettingsTab() {
  const settings = useCompanySettings();
  useErrorToast(settings.error, "Erro ao carregar configurações");

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Configurações da Empresa</h2>
        </CardTitle>
        <CardDescription>A morada da empresa é o ponto de partida para o cálculo de distâncias e preços por escalão.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <ListLoading />
        ) : settings.isError ? (
          <ListError title="Erro ao carregar configurações" detail={settings.error.message} onRetry={() => settings.refetch()} />
        ) : (
          <SettingsForm settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}
