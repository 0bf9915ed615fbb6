import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useSearchParams } from "react-router";
import type { BookingFormValues } from "../../../domain/booking-schema.ts";
import { useAuth } from "../auth/use-auth.ts";
import { useCustomerBookings } from "./use-customer-bookings.ts";

/**
 * The booking form of a signed-in customer whose e-mail is verified (decision 0046): their name,
 * phone and e-mail fill the empty contact fields, and `?rebook=<booking id>` (My bookings' "Book
 * again") fills the trip of that booking: places, passengers, class and return trip. Date, time
 * and flight stay empty: a new trip has its own. Each fills once; what the visitor typed stays.
 */
export function useAccountPrefill(form: UseFormReturn<BookingFormValues>) {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const rebookId = params.get("rebook");
  const query = useCustomerBookings({ enabled: Boolean(user?.emailVerified) });
  const filled = useRef({ contact: false, trip: "" });

  useEffect(() => {
    const data = query.data;
    if (!data) return;
    const setIfEmpty = (field: "customerName" | "customerPhone" | "customerEmail", value: string) => {
      if (value && !form.getValues(field)) form.setValue(field, value);
    };
    if (!filled.current.contact) {
      filled.current.contact = true;
      setIfEmpty("customerName", data.customer.name);
      setIfEmpty("customerPhone", data.customer.phone);
      setIfEmpty("customerEmail", data.customer.email);
    }
    if (!rebookId || filled.current.trip === rebookId) return;
    const item = data.bookings.find((b) => b.booking.id === rebookId);
    if (!item) return;
    filled.current.trip = rebookId;
    const { rebook } = item;
    if (rebook.bookingType === "transfer") {
      form.setValue("bookingType", "transfer");
      form.setValue("origin", rebook.origin);
      form.setValue("destination", rebook.destination);
      form.setValue("returnTrip", rebook.returnTrip);
    }
    form.setValue("passengers", rebook.passengers);
    form.setValue("vehicleClass", rebook.vehicleClass);
  }, [query.data, rebookId, form]);
}
