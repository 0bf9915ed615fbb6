import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { extraBodySchema } from "../../../domain/admin-catalogue-schemas.ts";
import { centsToEuros, eurosToCents, parseEuros } from "../../../domain/money.ts";
import { EXTRA_TEXT_FIELDS, type ContentLanguage } from "../../../domain/translations.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog.tsx";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { firstIssueMessage } from "./catalogue-form-error.ts";
import { LanguageTabs } from "./language-tabs.tsx";
import { PhotoPicker } from "./photo-picker.tsx";
import { TranslatableField } from "./translatable-field.tsx";
import { missingIn, textsFromRow, textsToBody, type TextsByLanguage } from "./translatable-texts.ts";
import { useAdminExtras, type AdminExtra } from "./use-admin-catalogue.ts";

interface ExtraForm {
  price: string;
  imageUrl: string | null;
  texts: TextsByLanguage<typeof EXTRA_TEXT_FIELDS>;
}

const formOf = (extra: AdminExtra | null): ExtraForm => ({
  price: extra ? String(centsToEuros(extra.priceCents)) : "",
  imageUrl: extra?.imageUrl ?? null,
  texts: textsFromRow(EXTRA_TEXT_FIELDS, extra ?? {}),
});

/** A price typed in euros ("8", "8,50", "8.5") as cents, or NaN when it is not a number. */
function priceToCents(text: string): number {
  const euros = parseEuros(text);
  return Number.isFinite(euros) ? eurosToCents(euros) : Number.NaN;
}

/** Create or edit an extra: price (step 0.01) and image; name and description in every language. */
export function ExtraDialog({ extra, open, onClose }: { extra: AdminExtra | null; open: boolean; onClose: () => void }) {
  const id = useId();
  const { save } = useAdminExtras();
  const [lang, setLang] = useState<ContentLanguage>("en");
  const [error, setError] = useState<string>();
  const form = useForm<ExtraForm>({ values: formOf(extra) });
  const texts = useWatch({ control: form.control, name: "texts" });
  const imageUrl = useWatch({ control: form.control, name: "imageUrl" });

  const submit = form.handleSubmit(async (values) => {
    const parsed = extraBodySchema.safeParse({
      priceCents: priceToCents(values.price),
      imageUrl: values.imageUrl,
      ...textsToBody(EXTRA_TEXT_FIELDS, values.texts),
    });
    if (!parsed.success) return setError(firstIssueMessage(parsed.error));
    setError(undefined);
    try {
      await save.mutateAsync({ id: extra?.id, body: parsed.data });
      onClose();
    } catch {
      // The toast says what failed; the dialog keeps what was typed.
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{extra ? "Editar extra" : "Novo extra"}</DialogTitle>
          <DialogDescription>O nome e a descrição aparecem na língua de cada visitante.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id={`${id}-price`} label="Preço (€)">
            <Input type="number" min={0} step={0.01} inputMode="decimal" {...fieldAria(`${id}-price`)} {...form.register("price")} />
          </FormField>
          <PhotoPicker label="Imagem" value={imageUrl} onChange={(url) => form.setValue("imageUrl", url, { shouldDirty: true })} />
          <LanguageTabs value={lang} onChange={setLang} missing={missingIn(EXTRA_TEXT_FIELDS, texts)} />
          <TranslatableField id={id} label="Nome" lang={lang} field="name" english={texts.en.name} register={form.register} />
          <TranslatableField id={id} label="Descrição" lang={lang} field="description" english={texts.en.description} register={form.register} multiline />
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Spinner />}
              {extra ? "Guardar" : "Criar extra"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
