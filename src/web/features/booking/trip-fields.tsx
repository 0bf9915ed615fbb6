import { memo, useCallback, type ReactNode } from "react";
import { Controller, useFormState, useWatch, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { BOOKING_LIMITS } from "../../../domain/booking-rules.ts";
import type { BookingFormValues } from "../../../domain/booking-schema.ts";
import { FormField, fieldAria } from "../../components/ui/form-field.tsx";
import { Input, inputClassName } from "../../components/ui/input.tsx";
import { DateField } from "./date-field.tsx";
import { PlaceInput } from "./place-input.tsx";
import { TimeField } from "./time-field.tsx";
import type { TourOption } from "./use-booking-catalogue.ts";
import type { useClassQuotes } from "./use-quote.ts";
import { VehicleClassPicker, type VehicleClassChoice } from "./vehicle-class-picker.tsx";
import { GroupProposal } from "./group-proposal.tsx";
import { sameVehicleClasses } from "../../../domain/vehicle-groups.ts";

interface TripFieldsProps {
  form: UseFormReturn<BookingFormValues>;
  tours: TourOption[];
  tourLocked: boolean;
  language: string;
  classQuotes: ReturnType<typeof useClassQuotes>;
  /** Shown under the date and time (the minimum-notice message). */
  notice?: ReactNode;
  /** Whether the vehicle classes and the flight number are shown (the form mounts them a step later). */
  withVehicle?: boolean;
  /** The passengers field's message while it is typed (translated), shown at the field. */
  passengersMessage?: string;
  /** The passengers the classes are priced for (the last valid count). */
  passengers: number;
}

/**
 * Where, when, how many and in which vehicle class. Memoized: it watches its own fields, so it
 * renders again only for them, its errors and its props.
 */
export const TripFields = memo(function TripFields({
  form,
  tours,
  tourLocked,
  language,
  classQuotes,
  notice,
  withVehicle = true,
  passengersMessage,
  passengers,
}: TripFieldsProps) {
  const { t } = useTranslation("booking");
  const { errors } = useFormState({ control: form.control });
  const [bookingType, vehicleClass, vehicleClasses, returnTrip] = useWatch({
    control: form.control,
    name: ["bookingType", "vehicleClass", "vehicleClasses", "returnTrip"],
  });
  const chooseClass = useCallback(
    (choice: VehicleClassChoice) => {
      form.setValue("vehicleClass", choice.vehicleClass);
      form.setValue("vehicleId", choice.vehicleId);
      form.setValue("vehicleClasses", []);
      form.clearErrors("vehicleClass");
    },
    [form],
  );
  const group = classQuotes.group;
  const groupChosen = Boolean(group && vehicleClasses?.length && sameVehicleClasses(vehicleClasses, group.vehicles.map((v) => v.vehicleClass)));
  const chooseGroup = useCallback(() => {
    if (!group) return;
    form.setValue("vehicleClasses", group.vehicles.map((v) => v.vehicleClass));
    form.setValue("vehicleClass", group.vehicles[0]!.vehicleClass);
    form.setValue("vehicleId", group.vehicles[0]!.vehicleId);
    form.clearErrors(["vehicleClass", "passengers"]);
  }, [form, group]);
  const err = (name: keyof BookingFormValues) => errors[name]?.message as string | undefined;

  return (
    <div className="grid gap-4 @lg:grid-cols-2">
      {bookingType === "tour" && !tourLocked && (
        <FormField id="booking-tour" label={t("fields.tour")} error={err("tourId")} className="@lg:col-span-2">
          <select {...fieldAria("booking-tour", err("tourId"))} className={inputClassName} {...form.register("tourId")}>
            <option value="">{t("fields.tourPlaceholder")}</option>
            {tours.map((tour) => (
              <option key={tour.id} value={tour.id}>
                {tour.name}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {(["origin", "destination"] as const).map((name) => (
        <FormField
          key={name}
          id={`booking-${name}`}
          label={t(`fields.${name}`)}
          error={err(name)}
          className="@lg:col-span-2"
        >
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
        <Controller
          control={form.control}
          name="bookingDate"
          render={({ field }) => (
            <DateField
              {...fieldAria("booking-date", err("bookingDate"))}
              value={field.value ?? ""}
              onChange={field.onChange}
              language={language}
              placeholder={t("fields.datePlaceholder")}
              loadingText={t("fields.loading")}
            />
          )}
        />
      </FormField>
      <FormField id="booking-time" label={t("fields.time")} error={err("bookingTime")} hint={t("fields.timeHint")}>
        <Controller
          control={form.control}
          name="bookingTime"
          render={({ field }) => (
            <TimeField
              {...fieldAria("booking-time", err("bookingTime"), t("fields.timeHint"))}
              value={field.value ?? ""}
              onChange={field.onChange}
              minuteLabel={t("fields.minutes")}
            />
          )}
        />
      </FormField>
      {notice}
      <FormField id="booking-passengers" label={t("fields.passengers")} error={err("passengers") ?? passengersMessage}>
        <Input
          type="number"
          inputMode="numeric"
          min={BOOKING_LIMITS.passengersMin}
          max={BOOKING_LIMITS.passengersMax}
          {...fieldAria("booking-passengers", err("passengers") ?? passengersMessage)}
          {...form.register("passengers")}
        />
      </FormField>
      {withVehicle && (
        <fieldset className="space-y-2 @lg:col-span-2">
          <legend id="booking-vehicle-legend" className="mb-2 text-sm font-medium">
            {t("fields.vehicle")}
          </legend>
          <VehicleClassPicker
            id="booking-vehicle"
            classes={classQuotes.classes}
            value={groupChosen ? "" : (vehicleClass ?? "")}
            onChange={chooseClass}
            priced={classQuotes.priced}
            updating={classQuotes.isFetching}
            loading={classQuotes.isLoading}
            roundTrip={classQuotes.roundTrip}
            error={err("vehicleClass")}
          />
          {group && bookingType === "transfer" && (
            <GroupProposal
              group={group}
              passengers={passengers}
              chosen={groupChosen}
              onChoose={chooseGroup}
              roundTrip={Boolean(returnTrip)}
              locale={language}
            />
          )}
          {err("vehicleClass") && (
            <p id="booking-vehicle-error" role="alert" className="text-sm text-destructive">
              {err("vehicleClass")}
            </p>
          )}
        </fieldset>
      )}
      {withVehicle && bookingType === "transfer" && (
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
      )}
    </div>
  );
});
