import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { BOOKING_LIMITS, type BookingFormValues } from "../../../domain/booking-schema.ts";
import { lisbonToday } from "../../../domain/lisbon-date.ts";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input, inputClassName } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { PlaceInput } from "./place-input.tsx";
import type { useBookingCatalogue } from "./use-booking-catalogue.ts";

interface TripFieldsProps {
  form: UseFormReturn<BookingFormValues>;
  catalogue: ReturnType<typeof useBookingCatalogue>;
  tourLocked: boolean;
  language: string;
}

/** Where, when, how many and in which vehicle. */
export function TripFields({ form, catalogue, tourLocked, language }: TripFieldsProps) {
  const { t } = useTranslation("booking");
  const { errors } = form.formState;
  const bookingType = form.watch("bookingType");
  const err = (name: keyof BookingFormValues) => errors[name]?.message as string | undefined;

  return (
    <div className="grid gap-4 @lg:grid-cols-2">
      {bookingType === "tour" && !tourLocked && (
        <FormField id="booking-tour" label={t("fields.tour")} error={err("tourId")} className="@lg:col-span-2">
          <select {...fieldAria("booking-tour", err("tourId"))} className={inputClassName} {...form.register("tourId")}>
            <option value="">{t("fields.tourPlaceholder")}</option>
            {catalogue.tours.map((tour) => (
              <option key={tour.id} value={tour.id}>
                {tour.name}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {(["origin", "destination"] as const).map((name) => (
        <FormField key={name} id={`booking-${name}`} label={t(`fields.${name}`)} error={err(name)} className="@lg:col-span-2">
          <Controller
            control={form.control}
            name={name}
            render={({ field }) => (
              <PlaceInput
                {...fieldAria(`booking-${name}`, err(name))}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ""}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                language={language}
                maxLength={BOOKING_LIMITS.locationMax}
                placeholder={t(`fields.${name}Placeholder`)}
                noResultsText={t("fields.noPlaces")}
              />
            )}
          />
        </FormField>
      ))}
      <FormField id="booking-date" label={t("fields.date")} error={err("bookingDate")}>
        <Input type="date" min={lisbonToday()} {...fieldAria("booking-date", err("bookingDate"))} {...form.register("bookingDate")} />
      </FormField>
      <FormField id="booking-time" label={t("fields.time")} error={err("bookingTime")}>
        <Input type="time" {...fieldAria("booking-time", err("bookingTime"))} {...form.register("bookingTime")} />
      </FormField>
      <FormField id="booking-passengers" label={t("fields.passengers")} error={err("passengers")}>
        <Input
          type="number"
          inputMode="numeric"
          min={BOOKING_LIMITS.passengersMin}
          max={BOOKING_LIMITS.passengersMax}
          {...fieldAria("booking-passengers", err("passengers"))}
          {...form.register("passengers")}
        />
      </FormField>
      <FormField id="booking-vehicle" label={t("fields.vehicle")} error={err("vehicleClass")}>
        <select
          {...fieldAria("booking-vehicle", err("vehicleClass"))}
          className={cn(inputClassName)}
          value={form.watch("vehicleId") ?? ""}
          onChange={(event) => {
            const vehicle = catalogue.vehicles.find((v) => v.id === event.target.value);
            form.setValue("vehicleId", vehicle?.id ?? "");
            form.setValue("vehicleClass", vehicle?.class ?? "");
          }}
        >
          <option value="">{catalogue.isLoading ? t("fields.loading") : t("fields.vehiclePlaceholder")}</option>
          {catalogue.vehicles.map((vehicle) => (
            <option key={vehicle.id} value={vehicle.id}>
              {t("fields.vehicleOption", { class: vehicle.class, name: vehicle.name, capacity: vehicle.capacity })}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="booking-flight"
        label={t("fields.flightNumber")}
        error={err("flightNumber")}
        hint={t("fields.flightHint")}
        className="@lg:col-span-2"
      >
        <Input
          autoComplete="off"
          maxLength={BOOKING_LIMITS.flightNumberMax}
          placeholder="TP1234"
          {...fieldAria("booking-flight", err("flightNumber"), t("fields.flightHint"))}
          {...form.register("flightNumber")}
        />
      </FormField>
    </div>
  );
}
