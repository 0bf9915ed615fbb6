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
  rows = 4,
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
  rows?: number;
  /** Entered comma-separated (spec section 5). */
  list?: boolean;
  error?: string;
}) {
  const fieldId = `${id}-${lang}-${field}`;
  const hint =
    [list ? "Separados por vírgulas." : "", lang === "en" ? "" : english.trim() ? `Em inglês: ${english.trim()}` : "Sem texto em inglês."]
      .filter(Boolean)
      .join(" ") || undefined;
  const props = { ...fieldAria(fieldId, error, hint), lang, ...register(`texts.${lang}.${field}`) };
  return (
    <FormField id={fieldId} label={lang === "en" ? label : `${label} (${lang.toUpperCase()})`} error={error} hint={hint}>
      {multiline ? <Textarea rows={rows} {...props} /> : <Input {...props} />}
    </FormField>
  );
}
