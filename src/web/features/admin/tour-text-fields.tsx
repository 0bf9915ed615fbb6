import { useId } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import type { ContentLanguage } from "../../../domain/translations.ts";
import type { TourFormOutput, TourFormValues, TourTextField } from "./tour-form-schema.ts";
import { TranslatableField } from "./translatable-field.tsx";

const FIELDS: { name: TourTextField; label: string; rows?: number; list?: boolean }[] = [
  { name: "name", label: "Nome" },
  { name: "description", label: "Descrição", rows: 4 },
  { name: "highlights", label: "Destaques", rows: 2, list: true },
  { name: "itinerary", label: "Itinerário", rows: 4 },
  { name: "inclusions", label: "Inclusões", rows: 2, list: true },
  { name: "exclusions", label: "Exclusões", rows: 2, list: true },
];

/**
 * A tour's texts in one language. English is required; in the other languages each field may
 * stay empty (the English text then shows) and the English text is given under it as a hint.
 */
export function TourTextFields({ form, lang }: { form: UseFormReturn<TourFormValues, unknown, TourFormOutput>; lang: ContentLanguage }) {
  const baseId = useId();
  const english = useWatch({ control: form.control, name: "texts.en" });
  const errors = form.formState.errors.texts?.[lang];

  return (
    <div className="grid gap-4" lang={lang}>
      {FIELDS.map(({ name, label, rows, list }) => (
        <TranslatableField
          key={name}
          id={baseId}
          label={label}
          lang={lang}
          field={name}
          english={english[name]}
          register={form.register}
          multiline={rows !== undefined}
          rows={rows}
          list={list}
          error={errors?.[name]?.message}
        />
      ))}
    </div>
  );
}
