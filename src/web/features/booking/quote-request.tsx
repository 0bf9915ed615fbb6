import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { BookingFormValues } from "../../../domain/booking-schema.ts";
import type { QuoteRequestBody } from "../../../domain/quote-request-schema.ts";
import { Button } from "../../components/ui/button.tsx";
import { apiFetch } from "../../lib/api.ts";
import { useContentLanguage, withLanguage } from "../../lib/use-content-language.ts";
import { lisbonToday } from "../../../domain/lisbon-date.ts";
import { loadBookingSchemas } from "./booking-schemas.ts";
import { translateBookingError, translateBookingMessage } from "./translate-booking-message.ts";

/** The form's fields a refusal can point at (every field of the booking but its id and vehicle). */
const isFormField = (path: unknown, values: BookingFormValues): path is keyof BookingFormValues =>
  typeof path === "string" && path in values && path !== "id" && path !== "vehicleId";

/** What the form holds, as a quote request: the booking's fields without its id and vehicle, and the luggage. */
export function quoteRequestOf(values: BookingFormValues, luggage: number | null): QuoteRequestBody {
  const { id: _id, vehicleId: _vehicleId, ...trip } = values;
  return { ...trip, vehicleClass: values.vehicleClass || null, luggage };
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
  const [luggage, setLuggage] = useState("");

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
    const values = form.getValues();
    const bags = luggage.trim() === "" ? null : Number(luggage);
    const body = quoteRequestOf(values, bags);
    const parsed = quoteRequestSchema(lisbonToday()).safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = translateBookingMessage(t, issue?.message ?? "");
      const field = issue?.path[0];
      if (isFormField(field, values)) form.setError(field, { message }, { shouldFocus: true });
      setError(message);
      return;
    }
    setState("sending");
    try {
      await apiFetch(withLanguage("/api/quote-requests", lang), {
        method: "POST",
        json: body,
      });
      setState("sent");
    } catch (err) {
      setError(
        translateBookingError(t, err, t("quoteRequest.failed")),
      );
      setState("idle");
    }
  };

  return (
    <div className="space-y-2 pl-8">
      <p>{t("quoteRequest.intro")}</p>
      <label className="flex items-center gap-2">
        <span>{t("quoteRequest.luggage")}</span>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          value={luggage}
          onChange={(event) => setLuggage(event.target.value)}
          className="h-8 w-20 rounded-md border border-amber-400 bg-white px-2"
          name="luggage"
        />
      </label>
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
