import type { UseFormRegister } from "react-hook-form";
import type { ContentLanguage } from "../../../domain/translations.ts";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";

/**
 * One text of a catalogue form in the language being edited (`texts.<lang>.<field>`). Outside
 * English the English text shows as the hint, so the admin translates what the visitor would
 * otherwise read; an empty translation falls back to it.
 */
export function TranslatableField({
  id,
  label,
  lang,
  field,
  english,
  register,
  multiline = false,
  list = false,
  error,
}: {
  id: string;
  label: string;
  lang: ContentLanguage;
  field: string;
  english: string;
  // The forms differ in their other fields; this one only registers `texts.<lang>.<field>`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  register: UseFormRegister<any>;
  multiline?: boolean;
  /** Entered comma-separated (spec section 5). */
  list?: boolean;
  error?: string;
}) {
  const fieldId = `${id}-${lang}-${field}`;
  const hint =
    lang === "en"
      ? list
        ? "Separe os itens com vírgulas."
        : undefined
      : english
        ? `Em inglês: ${english}`
        : "Sem texto em inglês.";
  const props = { ...fieldAria(fieldId, error, hint), lang, ...register(`texts.${lang}.${field}`) };
  return (
    <FormField id={fieldId} label={lang === "en" ? label : `${label} (${lang.toUpperCase()})`} error={error} hint={hint}>
      {multiline ? <Textarea rows={4} {...props} /> : <Input {...props} />}
    </FormField>
  );
}
