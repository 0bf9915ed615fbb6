import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState, type ReactElement } from "react";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { TOUR_LIMITS } from "../../../domain/admin-tour-schemas.ts";
import { MAX_TOUR_HOURS } from "../../../domain/tour-duration.ts";
import { CONTENT_LANGUAGES, TOUR_TEXT_FIELDS, type ContentLanguage } from "../../../domain/translations.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "../../components/ui/dialog.tsx";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import type { AdminTour } from "./admin-tour.ts";
import { LanguageTabs } from "./language-tabs.tsx";
import { PhotoPicker, PhotosPicker } from "./photo-picker.tsx";
import { emptyTourForm, tourFormFromTour, tourFormSchema, toTourBody, type TourFormOutput, type TourFormValues, type TourTexts } from "./tour-form-schema.ts";
import { TourTextFields } from "./tour-text-fields.tsx";
import { missingIn } from "./translatable-texts.ts";
import { useSaveTour } from "./use-admin-tours.ts";

const SLUG_HINT = "Vazio: gerado a partir do nome.";

/** Novo Tour, or Editar Tour with `tour`: texts in five languages, slug, duration, prices, capacity and photos. */
export function TourDialog({ tour, trigger }: { tour?: AdminTour; trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  const title = tour ? "Editar Tour" : "Novo Tour";
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Textos em inglês obrigatórios; as outras línguas mostram o inglês enquanto estiverem vazias.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: each opening starts from the tour as it is now. */}
        <TourForm tour={tour} onClose={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function TourForm({ tour, onClose }: { tour?: AdminTour; onClose: () => void }) {
  const [lang, setLang] = useState<ContentLanguage>("en");
  const baseId = useId();
  const save = useSaveTour(tour?.id);
  const form = useForm<TourFormValues, unknown, TourFormOutput>({
    resolver: zodResolver(tourFormSchema),
    defaultValues: tour ? tourFormFromTour(tour) : emptyTourForm(),
  });
  const { errors, isSubmitting } = form.formState;
  const texts = useWatch({ control: form.control, name: "texts" }) as TourTexts;

  /** A text refused in a language not on screen: show that language. */
  const showLanguageWithError = (failed: FieldErrors<TourFormValues>) => {
    if (failed.texts?.[lang]) return;
    const first = CONTENT_LANGUAGES.find((l) => failed.texts?.[l]);
    if (first) setLang(first);
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toTourBody(values));
      onClose();
    } catch {
      // The hook's toast says what failed; the dialog stays open with what was typed.
    }
  }, showLanguageWithError);
  const ids = {
    slug: `${baseId}-slug`,
    duration: `${baseId}-duration`,
    price: `${baseId}-price`,
    extraHourPrice: `${baseId}-extra-hour-price`,
    capacity: `${baseId}-capacity`,
  };

  return (
    <form noValidate onSubmit={submit} className="grid min-w-0 gap-4">
      <LanguageTabs value={lang} onChange={setLang} missing={missingIn(TOUR_TEXT_FIELDS, texts)} />
      <TourTextFields key={lang} form={form} lang={lang} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={ids.slug} label="Slug (opcional)" error={errors.slug?.message} hint={SLUG_HINT}>
          <Input {...fieldAria(ids.slug, errors.slug?.message, SLUG_HINT)} {...form.register("slug")} />
        </FormField>
        <FormField id={ids.duration} label="Duração (horas)" error={errors.durationHours?.message}>
          <Input
            type="number"
            inputMode="decimal"
            min="0"
            max={MAX_TOUR_HOURS}
            step="0.5"
            placeholder="8"
            {...fieldAria(ids.duration, errors.durationHours?.message)}
            {...form.register("durationHours")}
          />
        </FormField>
        <FormField id={ids.price} label="Preço (€)" error={errors.price?.message}>
          <Input type="number" inputMode="decimal" min="0" step="0.01" {...fieldAria(ids.price, errors.price?.message)} {...form.register("price")} />
        </FormField>
        <FormField id={ids.extraHourPrice} label="Preço por hora extra (€)" error={errors.extraHourPrice?.message}>
          <Input
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            {...fieldAria(ids.extraHourPrice, errors.extraHourPrice?.message)}
            {...form.register("extraHourPrice")}
          />
        </FormField>
        <FormField id={ids.capacity} label="Capacidade (pessoas)" error={errors.capacity?.message}>
          <Input type="number" inputMode="numeric" min="1" step="1" {...fieldAria(ids.capacity, errors.capacity?.message)} {...form.register("capacity")} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => <PhotoPicker label="Foto principal" value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={form.control}
        name="additionalImages"
        render={({ field }) => (
          <PhotosPicker label="Fotos adicionais" value={field.value} onChange={field.onChange} max={TOUR_LIMITS.maxAdditionalImages} />
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {tour ? "Guardar Tour" : "Criar Tour"}
        </Button>
      </DialogFooter>
    </form>
  );
}
