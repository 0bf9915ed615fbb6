import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { vehicleBodySchema } from "../../../domain/admin-catalogue-schemas.ts";
import { VEHICLE_TEXT_FIELDS, type ContentLanguage } from "../../../domain/translations.ts";
import { VEHICLE_CLASSES } from "../../../domain/vehicle-classes.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog.tsx";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input, inputClassName } from "../../components/ui/input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { firstIssueMessage } from "./catalogue-form-error.ts";
import { LanguageTabs } from "./language-tabs.tsx";
import { PhotoPicker } from "./photo-picker.tsx";
import { TranslatableField } from "./translatable-field.tsx";
import { missingIn, textsFromRow, textsToBody, type TextsByLanguage } from "./translatable-texts.ts";
import { useAdminVehicles, type AdminVehicle } from "./use-admin-catalogue.ts";

interface VehicleForm {
  name: string;
  class: string;
  capacity: string;
  imageUrl: string | null;
  texts: TextsByLanguage<typeof VEHICLE_TEXT_FIELDS>;
}

const formOf = (vehicle: AdminVehicle | null): VehicleForm => ({
  name: vehicle?.name ?? "",
  class: vehicle?.class ?? "",
  capacity: vehicle ? String(vehicle.capacity) : "",
  imageUrl: vehicle?.imageUrl ?? null,
  texts: textsFromRow(VEHICLE_TEXT_FIELDS, vehicle ?? {}),
});

/** Create or edit a vehicle: name, class, capacity and image; description and features in every language. */
export function VehicleDialog({ vehicle, open, onClose }: { vehicle: AdminVehicle | null; open: boolean; onClose: () => void }) {
  const id = useId();
  const { save } = useAdminVehicles();
  const [lang, setLang] = useState<ContentLanguage>("en");
  const [error, setError] = useState<string>();
  const form = useForm<VehicleForm>({ values: formOf(vehicle) });
  const texts = useWatch({ control: form.control, name: "texts" });
  const imageUrl = useWatch({ control: form.control, name: "imageUrl" });

  const submit = form.handleSubmit(async (values) => {
    const parsed = vehicleBodySchema.safeParse({
      name: values.name,
      class: values.class,
      capacity: values.capacity === "" ? undefined : Number(values.capacity),
      imageUrl: values.imageUrl,
      ...textsToBody(VEHICLE_TEXT_FIELDS, values.texts),
    });
    if (!parsed.success) return setError(firstIssueMessage(parsed.error));
    setError(undefined);
    try {
      await save.mutateAsync({ id: vehicle?.id, body: parsed.data });
      onClose();
    } catch {
      // The toast says what failed; the dialog keeps what was typed.
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{vehicle ? "Editar veículo" : "Novo veículo"}</DialogTitle>
          <DialogDescription>A descrição e as características aparecem na língua de cada visitante.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
            <FormField id={`${id}-name`} label="Nome">
              <Input {...fieldAria(`${id}-name`)} {...form.register("name")} placeholder="Mercedes-Benz V-Class" />
            </FormField>
            <FormField id={`${id}-class`} label="Classe">
              <select id={`${id}-class`} className={inputClassName} {...form.register("class")}>
                <option value="" disabled>
                  Escolha
                </option>
                {VEHICLE_CLASSES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id={`${id}-capacity`} label="Capacidade">
              <Input type="number" min={1} max={50} step={1} {...fieldAria(`${id}-capacity`)} {...form.register("capacity")} />
            </FormField>
          </div>
          <PhotoPicker label="Imagem" value={imageUrl} onChange={(url) => form.setValue("imageUrl", url, { shouldDirty: true })} />
          <LanguageTabs value={lang} onChange={setLang} missing={missingIn(VEHICLE_TEXT_FIELDS, texts)} />
          <TranslatableField id={id} label="Descrição" lang={lang} field="description" english={texts.en.description} register={form.register} multiline />
          <TranslatableField id={id} label="Características" lang={lang} field="features" english={texts.en.features} register={form.register} list />
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
              {vehicle ? "Guardar" : "Criar veículo"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
