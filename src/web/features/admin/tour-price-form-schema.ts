import { z } from "zod";
import { ADMIN_TOUR_MESSAGES, passengerCountSchema, TOUR_PRICE_DEFAULTS } from "../../../domain/admin-tour-schemas.ts";
import { centsText, centsToEuroText, numberText } from "./form-numbers.ts";

const M = ADMIN_TOUR_MESSAGES;

/** A new price row of the chosen tour: vehicle class, passengers min ≤ max (both ≥ 1), price in euros. */
export const tourPriceFormSchema = z
  .object({
    vehicleClass: z.string().trim().min(1, M.vehicleClassRequired),
    minPassengers: numberText(M.minPassengersInvalid).pipe(passengerCountSchema(M.minPassengersInvalid)),
    maxPassengers: numberText(M.maxPassengersInvalid).pipe(passengerCountSchema(M.maxPassengersInvalid)),
    price: centsText(M.priceRequired, M.priceInvalid),
  })
  .refine((v) => v.minPassengers <= v.maxPassengers, { message: M.minAboveMax, path: ["maxPassengers"] });

export type TourPriceFormValues = z.input<typeof tourPriceFormSchema>;
export type TourPriceFormOutput = z.output<typeof tourPriceFormSchema>;

/** Spec section 9: min 1, max 4, price 0. */
export const EMPTY_TOUR_PRICE_FORM: TourPriceFormValues = {
  vehicleClass: "",
  minPassengers: String(TOUR_PRICE_DEFAULTS.minPassengers),
  maxPassengers: String(TOUR_PRICE_DEFAULTS.maxPassengers),
  price: centsToEuroText(TOUR_PRICE_DEFAULTS.priceCents),
};
