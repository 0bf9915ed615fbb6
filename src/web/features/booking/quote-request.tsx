import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { BookingFormValues } from "../../../domain/booking-schema.ts";
import type { QuoteRequestBody } from "../../../domain/quote-request-schema.ts";
import { Button } from "../../components/ui/button.tsx";
import { ApiError, apiFetch } from "../../lib/api.ts";
import { useContentLanguage, withLanguage } from "../../lib/use-content-language.ts";
import { loadBookingSchemas } from "./booking-schemas.ts";
import { translateBookingMessage } from "./translate-booking-message.ts";

const FIELD_BY_PATH: Partial<Record<string, keyof BookingFormValues>> = {
  customerName: "customerName",
  customerEmail: "customerEmail",
  customerPhone: "customerPhone",
};

/** What the form holds, as a quote request (the trip and the customer's details). */
export function quoteRequestOf(values: BookingFormValues): QuoteRequestBody {
  const transfer = values.bookingType === "transfer";
  return {
    bookingType: values.bookingType,
    origin: values.origin,
    destination: values.destination,
    tourId: transfer ? undefined : values.tourId || undefined,
    bookingDate: values.bookingDate,
    bookingTime: values.bookingTime,
    passengers: Number(values.passengers) || 1,
    vehicleClass: values.vehicleClass,
    extraIds: values.extraIds ?? [],
    flightNumber: transfer ? values.flightNumber : undefined,
    returnTrip: transfer && Boolean(values.returnTrip),
    returnDate: transfer && values.returnTrip ? values.returnDate : undefined,
    returnTime: transfer && values.returnTrip ? values.returnTime : undefined,
    customerName: values.customerName,
    customerEmail: values.customerEmail,
    customerPhone: values.customerPhone,
    specialRequests: values.specialRequests,
  };
}

/**
 * The amber notice's "Request a quote": sends the trip with the customer's name, e-mail and phone
 * to the company (a contact message) in one click; a missing detail is pointed out on its field.
 */
export function QuoteRequestAction({ form }: { form: UseFormReturn<BookingFormValues> }) {
  const { t } = useTranslation("booking");
  const lang = useContentLanguage();
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string>();

  if (state === "sent") {
    return (
      <p className="flex items-center gap-2 font-medium text-emerald-800">
        <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
        {t("quoteRequest.sent")}
      </p>
    );
  }

  const send = async () => {
    setError(undefined);
    const { quoteRequestSchema } = await loadBookingSchemas();
    const parsed = quoteRequestSchema.safeParse(quoteRequestOf(form.getValues()));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = translateBookingMessage(t, issue?.message ?? "");
      const field = FIELD_BY_PATH[String(issue?.path[0])];
      if (field) form.setError(field, { message }, { shouldFocus: true });
      setError(message);
      return;
    }
    setState("sending");
    try {
      await apiFetch(withLanguage("/api/quote-requests", lang), {
        method: "POST",
        json: parsed.data,
      });
      setState("sent");
    } catch (err) {
      setError(
        err instanceof ApiError && err.message ? translateBookingMessage(t, err.message) : t("quoteRequest.failed"),
      );
      setState("idle");
    }
  };

  return (
    <div className="space-y-2 pl-8">
      <p>{t("quoteRequest.intro")}</p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="border-amber-400 bg-white"
        disabled={state === "sending"}
        onClick={() => void send()}
      >
        {state === "sending" ? t("quoteRequest.sending") : t("quoteRequest.button")}
      </Button>
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
