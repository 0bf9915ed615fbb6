import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useId, useState, type ComponentProps } from "react";
import { Controller, useForm, type Control } from "react-hook-form";
import {
  companySettingsInputSchema,
  formatCoordinate,
  SETTINGS_LIMITS,
  type CompanySettingsInput,
} from "../../../domain/settings-schema.ts";
import { parsePercentText } from "../../../domain/vat.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input, inputClassName } from "../../components/ui/input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { PlaceInput } from "../booking/place-input.tsx";
import { ListError, ListLoading } from "./list-states.tsx";
import { useCompanySettings, useSaveCompanySettings, type CompanySettings } from "./use-admin-settings.ts";
import { useErrorToast } from "./use-error-toast.ts";

/** A percent as the field shows it: 13.5 → "13,5"; nothing for an unreadable value. */
const percentText = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? String(value).replace(".", ",") : "");

/**
 * A percent typed the Portuguese way ("13,5") or with a point ("13.5"): the form holds the number
 * (NaN for text that is none, which the schema refuses with the field's message).
 */
function PercentInput({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<typeof Input>, "value" | "onChange" | "type"> & { value: number | undefined; onValueChange: (value: number) => void }) {
  const [text, setText] = useState(() => percentText(value));
  // A reset after saving (or another value from outside) shows that value; typing keeps the text.
  const typed = parsePercentText(text);
  const shown = Object.is(typed, value) ? text : percentText(value);
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onValueChange(parsePercentText(event.target.value));
      }}
    />
  );
}

/** One VAT rate of the form, typed as a percent. */
function VatRateField({
  control,
  name,
  id,
  label,
  error,
}: {
  control: Control<CompanySettingsInput>;
  name: "vatTransferPercent" | "vatTourPercent";
  id: string;
  label: string;
  error: string | undefined;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <PercentInput
            {...fieldAria(id, error)}
            className="w-28"
            name={field.name}
            ref={field.ref}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </FormField>
  );
}

const formValues = (settings: CompanySettings | null): CompanySettingsInput => ({
  address: settings?.address ?? "",
  travelBufferMinutes: settings?.travelBufferMinutes ?? SETTINGS_LIMITS.travelBufferDefault,
  vatTransferPercent: settings?.vatTransferPercent ?? SETTINGS_LIMITS.vatTransferPercentDefault,
  vatTourPercent: settings?.vatTourPercent ?? SETTINGS_LIMITS.vatTourPercentDefault,
  driverContact: settings?.driverContact ?? "company",
});

function SettingsForm({ settings }: { settings: CompanySettings | null }) {
  const id = useId();
  const save = useSaveCompanySettings();
  const form = useForm<CompanySettingsInput>({
    resolver: zodResolver(companySettingsInputSchema),
    defaultValues: formValues(settings),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      form.reset(formValues(answer.settings));
    } catch {
      // The hook's toast says why; the field keeps what was typed.
    }
  });
  const error = errors.address?.message;
  const hint = "Escolha uma sugestão ou escreva a morada completa: as coordenadas são obtidas ao guardar.";
  const bufferError = errors.travelBufferMinutes?.message;
  const bufferHint =
    "O tempo mínimo entre o fim de um serviço e o início do seguinte do mesmo motorista: o Despacho assinala intervalos mais curtos.";
  const vatTransferError = errors.vatTransferPercent?.message;
  const vatTourError = errors.vatTourPercent?.message;
  const vatHint =
    "Os preços incluem IVA: o recibo em PDF de cada reserva paga separa o valor líquido e o IVA de cada linha, com a taxa do tipo de serviço (os extras seguem a do serviço). " +
    "Em Portugal continental, o transporte de passageiros tem normalmente 6% e os serviços turísticos 23%: confirme as taxas com o seu contabilista. " +
    "Aceita até 2 casas decimais (ex.: 13,5). Os recibos usam as taxas em vigor quando são emitidos.";

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
      <fieldset className="grid gap-3 sm:max-w-xl" aria-describedby={`${id}-vat-hint`}>
        <legend className="mb-1 text-sm font-semibold">Taxas de IVA</legend>
        <div className="grid grid-cols-2 gap-4">
          <VatRateField control={form.control} name="vatTransferPercent" id={`${id}-vat-transfer`} label="Transferências (%)" error={vatTransferError} />
          <VatRateField control={form.control} name="vatTourPercent" id={`${id}-vat-tour`} label="Tours (%)" error={vatTourError} />
        </div>
        <p id={`${id}-vat-hint`} className="text-xs text-muted-foreground">
          {vatHint}
        </p>
      </fieldset>
      <FormField
        id={`${id}-driver-contact`}
        label="Contacto do motorista dado ao cliente"
        hint="O email de atribuição e a página da reserva mostram este número (telefone e WhatsApp)."
        className="sm:max-w-md"
      >
        <select
          className={inputClassName}
          {...fieldAria(`${id}-driver-contact`, undefined, "O email de atribuição e a página da reserva mostram este número (telefone e WhatsApp).")}
          {...form.register("driverContact")}
        >
          <option value="company">O número da empresa</option>
          <option value="driver">O número do próprio motorista</option>
        </select>
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

/**
 * Configurações da Empresa: the company address, the starting point for distances, and its
 * coordinates; the dispatch board's travel buffer; the VAT rates of the receipts.
 */
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
