import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "../../lib/toast.ts";
import {
  bookingFormDefaults,
  checkCapacity,
  checkPrice,
  firstBookingError,
  passengersError,
  sortBookingIssues,
} from "../../../domain/booking-rules.ts";
import { sameVehicleClasses } from "../../../domain/vehicle-groups.ts";
import type { BookingFormValues } from "../../../domain/booking-schema.ts";
import type { BookingType } from "../../../domain/booking-type.ts";
import { lisbonToday } from "../../../domain/lisbon-date.ts";
import { VEHICLE_CLASSES } from "../../../domain/vehicle-classes.ts";
import { Alert, AlertDescription } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { useContentLanguage } from "../../lib/use-content-language.ts";
import { useMountSteps } from "../../lib/use-mount-steps.ts";
import { useAccountPrefill } from "../account/use-account-prefill.ts";
import { BookingFootnote } from "./booking-footnote.tsx";
import { loadBookingSchemas } from "./booking-schemas.ts";
import { BookingTypeSwitch } from "./booking-type-switch.tsx";
import { CustomerFields } from "./customer-fields.tsx";
import { InvoiceFields } from "./invoice-fields.tsx";
import { ExtrasPicker } from "./extras-picker.tsx";
import { MinimumNotice, pickupNoticeMessage, useMinNoticeHours } from "./minimum-notice.tsx";
import { PriceLine } from "./price-line.tsx";
import { QuoteRequestAction } from "./quote-request.tsx";
import { ReturnTripFields } from "./return-trip-fields.tsx";
import { createBooking, startCheckout } from "./submit-booking.ts";
import { translateBookingError, translateBookingMessage } from "./translate-booking-message.ts";
import { TripFields } from "./trip-fields.tsx";
import { useBookingCatalogue } from "./use-booking-catalogue.ts";
import { useClassQuotes, useQuote } from "./use-quote.ts";

export interface BookingFormProps {
  /** transfer or tour. */
  defaultType?: BookingType;
  /** Preselected tour (tour detail page): the form is then a tour booking. */
  tourId?: string;
  /** Preselected vehicle class; by default `?class=` of the page's URL (/transfers?class=Premium#book). */
  vehicleClass?: string;
  className?: string;
}

/** The class the page asks for, if it is one of the product's. */
function knownClass(value: string | null | undefined): string {
  return value && (VEHICLE_CLASSES as readonly string[]).includes(value) ? value : "";
}

/**
 * The form mounts in steps, top to bottom: the type and the trip (its first screen), then the
 * vehicle classes and the flight number, then the extras and the customer, then the return trip,
 * the price and the submit button. Each step is rendered, committed and laid out in tasks of its
 * own, so a phone answers taps between them instead of waiting for the whole form.
 */
const MOUNT_STEPS = 4;

/** The booking form of the home, transfers and tour pages (spec section 2, Booking form). */
export function BookingForm({ defaultType = "transfer", tourId, vehicleClass, className }: BookingFormProps) {
  const { t, i18n } = useTranslation("booking");
  const lang = useContentLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const presetClass = knownClass(vehicleClass ?? searchParams.get("class"));
  const queryClient = useQueryClient();
  const defaults = () =>
    bookingFormDefaults({
      bookingType: tourId ? "tour" : defaultType,
      tourId: tourId ?? "",
      vehicleClass: presetClass,
    });
  const form = useForm<BookingFormValues>({ defaultValues: defaults() });
  // A signed-in customer's contact, and "Book again" from My bookings (decision 0046).
  useAccountPrefill(form);
  const [submitting, setSubmitting] = useState(false);
  const step = useMountSteps(MOUNT_STEPS);

  const values = useWatch({ control: form.control });
  const bookingType = values.bookingType as BookingType;
  // The extras from the step that shows them; the tours when the form offers a choice of tour.
  const catalogue = useBookingCatalogue({ extras: step >= 3, tours: bookingType === "tour" && !tourId });
  // A count outside 1 to 50, or not whole, is said at the field; the classes and the price stay
  // those of the last valid count (no request the server would refuse).
  const passengersProblem = passengersError(values.passengers);
  const [validPassengers, setValidPassengers] = useState(1);
  const typedPassengers = Number(values.passengers);
  if (!passengersProblem && typedPassengers !== validPassengers) setValidPassengers(typedPassengers);
  const passengers = passengersProblem ? validPassengers : typedPassengers;
  const trip = {
    bookingType,
    origin: values.origin ?? "",
    destination: values.destination ?? "",
    tourId: values.tourId ?? "",
    passengers,
    extraIds: values.extraIds ?? [],
    returnTrip: Boolean(values.returnTrip) && bookingType === "transfer",
  };
  const classQuotes = useClassQuotes(trip);
  const quote = useQuote({
    ...trip,
    vehicleId: values.vehicleId ?? "",
    vehicleClass: values.vehicleClass ?? "",
    vehicleClasses: (values.vehicleClasses ?? []).filter((c): c is string => typeof c === "string"),
  });
  const groupChosen = (values.vehicleClasses?.length ?? 0) > 0;
  const chosenClass = classQuotes.classes.find((c) => c.vehicleClass === values.vehicleClass);
  const waitingForPrice = quote.isPending || (quote.enabled && classQuotes.isFetching);
  const minNoticeHours = useMinNoticeHours();
  const noticeMessage = pickupNoticeMessage(values.bookingDate ?? "", values.bookingTime ?? "", minNoticeHours);
  // The sections are memoized (each watches its own fields): a keystroke or an API answer
  // renders the parts that show it, not the whole form. Their props keep their identity.
  const notice = useMemo(() => <MinimumNotice message={noticeMessage} />, [noticeMessage]);
  const quoteRequest = useMemo(() => <QuoteRequestAction form={form} />, [form]);
  const onTypeChange = useCallback(
    (type: BookingType) => {
      form.setValue("bookingType", type);
      if (type === "tour") {
        form.setValue("returnTrip", false);
        form.setValue("flightNumber", "");
      }
    },
    [form],
  );

  useEffect(() => {
    if (tourId) form.setValue("tourId", tourId);
  }, [tourId, form]);

  // A class chosen from the page (a Book button) follows the link.
  useEffect(() => {
    if (presetClass) form.setValue("vehicleClass", presetClass);
  }, [presetClass, form]);

  // The vehicle booked is the class's representative for the passengers (the server picks it).
  // A chosen group follows the proposal: another proposal replaces it, none (or a return trip) drops it.
  const proposalKey = classQuotes.group?.vehicles.map((v) => v.vehicleClass).join("|") ?? "";
  useEffect(() => {
    const chosen = form.getValues("vehicleClasses") ?? [];
    if (chosen.length === 0) return;
    if (!proposalKey || form.getValues("returnTrip")) form.setValue("vehicleClasses", []);
    else if (!sameVehicleClasses(chosen, proposalKey.split("|"))) form.setValue("vehicleClasses", proposalKey.split("|"));
  }, [proposalKey, trip.returnTrip, form]);

  useEffect(() => {
    if (groupChosen) return;
    if (chosenClass && chosenClass.vehicleId !== form.getValues("vehicleId")) {
      form.setValue("vehicleId", chosenClass.vehicleId);
    }
  }, [chosenClass, groupChosen, form]);

  const showError = (message: string, field?: keyof BookingFormValues) => {
    const text = translateBookingMessage(t, message);
    if (field) form.setError(field, { message: text }, { shouldFocus: true });
    toast.error(text);
  };

  const onSubmit = async (raw: BookingFormValues) => {
    if (waitingForPrice) return;
    form.clearErrors();
    // The id comes with the form's defaults and changes only when the form resets after a
    // success: a retry of the same submission cannot create a second booking.
    const { bookingInputSchema } = await loadBookingSchemas();
    const parsed = bookingInputSchema(lisbonToday()).safeParse(raw);
    if (!parsed.success) {
      const first = sortBookingIssues(parsed.error.issues)[0];
      const field = first?.path[0];
      showError(firstBookingError(parsed)!, typeof field === "string" ? (field as keyof BookingFormValues) : undefined);
      return;
    }
    const notice = pickupNoticeMessage(parsed.data.bookingDate, parsed.data.bookingTime, minNoticeHours);
    if (notice) return showError(notice, "bookingTime");
    const capacityError = parsed.data.vehicleClasses ? null : checkCapacity(parsed.data.passengers, chosenClass?.capacity);
    if (capacityError) return showError(capacityError, "passengers");
    const priceError = checkPrice(parsed.data.bookingType, quote.quote?.tripCents ?? 0);
    if (priceError) return showError(priceError);

    setSubmitting(true);
    try {
      const created = await createBooking(parsed.data, lang);
      toast.success(created.returnBooking ? t("success.roundTrip") : t("success.single"));
      const bookingPage = created.manageToken ? `/booking/${encodeURIComponent(created.manageToken)}` : undefined;
      form.reset(defaults());
      void queryClient.invalidateQueries({ queryKey: ["quote"] });
      // The server says whether to pay now: a tour waits for approval, and with online payment
      // off the company collects payment itself; the booking stays pending either way.
      if (created.payment === "checkout" && created.manageToken) {
        const checkout = await startCheckout(created.manageToken, lang);
        if (checkout.ok) {
          window.location.assign(checkout.url);
          return;
        }
        const refusal = checkout.error?.code;
        if (refusal === "payments_off" || refusal === "awaiting_approval") {
          // A refusal that is not an error (payment off, approval needed): the booking stands.
          toast.info(translateBookingError(t, checkout.error, t("payment.unavailable")));
          if (bookingPage) void navigate(`${bookingPage}?created=1`);
          return;
        }
        toast.error(
          checkout.reason === "function_error"
            ? t("payment.functionError")
            : checkout.reason === "no_url"
              ? t("payment.noUrl")
              : t("payment.unavailable"),
        );
        // The customer can pay from the booking page.
        if (bookingPage) void navigate(bookingPage);
        return;
      }
      if (bookingPage) void navigate(`${bookingPage}?created=1`);
    } catch (error) {
      toast.error(
        translateBookingError(t, error, t("errors.createFailed")),
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={t("title")}
      onSubmit={form.handleSubmit(onSubmit)}
      onFocus={() => void loadBookingSchemas()}
      className={cn(
        "@container space-y-6 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6",
        // Until its last step, the form keeps the room of its placeholder: nothing below moves.
        step < MOUNT_STEPS && "min-h-[46rem]",
        className,
      )}
    >
      {!tourId && <BookingTypeSwitch value={bookingType} onChange={onTypeChange} />}
      {(catalogue.isError || classQuotes.isError) && (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            {t("catalogue.error")}
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => void Promise.all([catalogue.retry(), classQuotes.retry()])}
            >
              {t("catalogue.retry")}
            </Button>
          </AlertDescription>
        </Alert>
      )}
      <TripFields
        form={form}
        tours={catalogue.tours}
        tourLocked={Boolean(tourId)}
        language={i18n.language}
        classQuotes={classQuotes}
        notice={notice}
        withVehicle={step >= 2}
        passengersMessage={passengersProblem ? translateBookingMessage(t, passengersProblem) : undefined}
        passengers={passengers}
      />
      {step >= 3 && (
        <>
          <ExtrasPicker form={form} extras={catalogue.extras} />
          <CustomerFields form={form} />
          <InvoiceFields form={form} />
        </>
      )}
      {step >= 4 && (
        <>
          {bookingType === "transfer" && <ReturnTripFields form={form} language={i18n.language} />}
          <PriceLine quote={quote} returnTrip={trip.returnTrip} locale={i18n.language} unavailableAction={quoteRequest} />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={submitting || waitingForPrice}
            aria-busy={waitingForPrice || submitting}
          >
            {submitting ? t("submitting") : waitingForPrice ? t("calculatingPrice") : t("submit")}
          </Button>
          <BookingFootnote bookingType={bookingType} />
        </>
      )}
    </form>
  );
}
