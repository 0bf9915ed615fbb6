import { Save } from "lucide-react";
import { useId, useState } from "react";
import { contentBodySchema } from "../../../domain/admin-catalogue-schemas.ts";
import { CONTENT_TEXT_FIELDS, type ContentLanguage } from "../../../domain/translations.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { firstIssueMessage } from "./catalogue-form-error.ts";
import { LanguageTabs } from "./language-tabs.tsx";
import { missingIn, textsFromRow, textsToBody } from "./translatable-texts.ts";
import { useAdminContent, type AdminContentItem } from "./use-admin-catalogue.ts";

/**
 * One site text with its own save button (spec section 2). A translatable text is edited one
 * language at a time; company details are the same in every language.
 */
export function ContentFieldEditor({
  item,
  label,
  translatable,
  multiline = false,
  type = "text",
  saveName,
}: {
  item: AdminContentItem;
  label: string;
  /** What the save button names for screen readers ("Guardar <saveName>"); the label in lower case by default. */
  saveName?: string;
  translatable: boolean;
  multiline?: boolean;
  type?: "text" | "email" | "tel";
}) {
  const id = useId();
  const { save } = useAdminContent();
  const [lang, setLang] = useState<ContentLanguage>("en");
  const [texts, setTexts] = useState(() => textsFromRow(CONTENT_TEXT_FIELDS, item));
  const [error, setError] = useState<string>();
  const fieldId = `${id}-${lang}`;
  const hint = translatable && lang !== "en" ? `Em inglês: ${texts.en.value || "—"}` : undefined;
  const props = {
    ...fieldAria(fieldId, error, hint),
    lang: translatable ? lang : undefined,
    value: texts[lang].value,
    onChange: (event: { target: { value: string } }) => setTexts({ ...texts, [lang]: { value: event.target.value } }),
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = textsToBody(CONTENT_TEXT_FIELDS, texts);
    const parsed = contentBodySchema.safeParse(translatable ? body : { value: body.value, translations: {} });
    if (!parsed.success) return setError(firstIssueMessage(parsed.error));
    setError(undefined);
    save.mutate({ section: item.section, key: item.key, body: parsed.data });
  };

  return (
    <form noValidate onSubmit={submit} className="min-w-0 space-y-2 rounded-lg border p-4">
      {translatable && <LanguageTabs value={lang} onChange={setLang} missing={missingIn(CONTENT_TEXT_FIELDS, texts)} />}
      <FormField id={fieldId} label={translatable && lang !== "en" ? `${label} (${lang.toUpperCase()})` : label} error={error} hint={hint}>
        {multiline ? <Textarea rows={4} {...props} /> : <Input type={type} {...props} />}
      </FormField>
      <div className="flex justify-end">
        {/* "Guardar" on screen, the field's name for screen readers: a long label never widens the form. */}
        <Button type="submit" size="sm" disabled={save.isPending} aria-label={`Guardar ${saveName ?? label.toLowerCase()}`}>
          {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
          Guardar
        </Button>
      </div>
    </form>
  );
}
