import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { TOUR_LIMITS } from "../../../domain/admin-tour-schemas.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input, inputClassName } from "../../components/ui/input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { EMPTY_TOUR_PRICE_FORM, tourPriceFormSchema, type TourPriceFormOutput, type TourPriceFormValues } from "./tour-price-form-schema.ts";
import { useCreateTourPrice, useVehicleClasses } from "./use-admin-tour-prices.ts";
import { useErrorToast } from "./use-error-toast.ts";

/** Adds a price row to the chosen tour: a vehicle class some vehicle has, a passenger band and a price. */
export function TourPriceForm({ tourId }: { tourId: string }) {
  const baseId = useId();
  const classes = useVehicleClasses();
  const create = useCreateTourPrice();
  useErrorToast(classes.error, "Erro ao carregar classes de veículos");
  const form = useForm<TourPriceFormValues, unknown, TourPriceFormOutput>({
    resolver: zodResolver(tourPriceFormSchema),
    defaultValues: EMPTY_TOUR_PRICE_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ vehicleClass, minPassengers, maxPassengers, price }) => {
    try {
      await create.mutateAsync({ tourId, vehicleClass, minPassengers, maxPassengers, priceCents: price });
      form.reset(EMPTY_TOUR_PRICE_FORM);
    } catch {
      // The hook's toast says what failed; the row stays as typed.
    }
  });
  const ids = {
    vehicleClass: `${baseId}-class`,
    min: `${baseId}-min`,
    max: `${baseId}-max`,
    price: `${baseId}-price`,
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Adicionar preço" className="grid items-start gap-4 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-5">
      <FormField id={ids.vehicleClass} label="Classe de veículo" error={errors.vehicleClass?.message}>
        <select className={inputClassName} {...fieldAria(ids.vehicleClass, errors.vehicleClass?.message)} {...form.register("vehicleClass")}>
          <option value="">{classes.isPending ? "Carregando..." : "Selecione uma classe"}</option>
          {classes.data?.map((vehicleClass) => (
            <option key={vehicleClass} value={vehicleClass}>
              {vehicleClass}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={ids.min} label="Mínimo de passageiros" error={errors.minPassengers?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min="1"
          max={TOUR_LIMITS.maxPassengers}
          {...fieldAria(ids.min, errors.minPassengers?.message)}
          {...form.register("minPassengers")}
        />
      </FormField>
      <FormField id={ids.max} label="Máximo de passageiros" error={errors.maxPassengers?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min="1"
          max={TOUR_LIMITS.maxPassengers}
          {...fieldAria(ids.max, errors.maxPassengers?.message)}
          {...form.register("maxPassengers")}
        />
      </FormField>
      <FormField id={ids.price} label="Preço (€)" error={errors.price?.message}>
        <Input type="number" inputMode="decimal" min="0" step="0.01" {...fieldAria(ids.price, errors.price?.message)} {...form.register("price")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="self-end">
        {isSubmitting ? <Spinner /> : <Plus aria-hidden="true" />}
        Adicionar Preço
      </Button>
    </form>
  );
}
