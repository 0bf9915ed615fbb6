import type { ReactNode } from "react";
import { ZONE_MESSAGES } from "../../../domain/zone-schemas.ts";
import { formatCoordinate } from "../../../domain/settings-schema.ts";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { PlaceInput } from "../booking/place-input.tsx";
import type { PlacePreview } from "./use-place-preview.ts";

function previewHint(preview: PlacePreview): ReactNode {
  switch (preview.status) {
    case "known":
    case "found":
      return `Coordenadas: ${formatCoordinate(preview.point.lat)}, ${formatCoordinate(preview.point.lng)}`;
    case "pending":
      return "A localizar a morada...";
    case "not_found":
      return <span className="text-amber-700 dark:text-amber-400">{ZONE_MESSAGES.geocodeFailed}</span>;
    default:
      return "Escolha uma sugestão ou escreva a morada: as coordenadas são obtidas ao guardar.";
  }
}

/** An origin or destination: Portuguese address suggestions, and where the typed place is. */
export function ZonePlaceField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  preview,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  error?: string;
  preview: PlacePreview;
}) {
  const hint = previewHint(preview);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <PlaceInput
        {...fieldAria(id, error, hint)}
        value={value}
        onValueChange={onChange}
        onBlur={onBlur}
        language="pt"
        noResultsText="Nenhum local encontrado"
        placeholder="Ex.: Aeroporto de Faro"
      />
    </FormField>
  );
}
