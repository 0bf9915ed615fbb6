/**
 * The booking form's schemas (zod), downloaded when the visitor starts filling in the form and
 * needed only when it is sent: the form paints and takes input without them.
 */
export const loadBookingSchemas = () =>
  Promise.all([import("../../../domain/booking-schema.ts"), import("../../../domain/quote-request-schema.ts")]).then(
    ([booking, quoteRequest]) => ({ bookingInputSchema: booking.bookingInputSchema, quoteRequestSchema: quoteRequest.quoteRequestSchema }),
  );
