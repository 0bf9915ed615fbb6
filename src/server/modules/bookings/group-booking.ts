import { randomUUID } from "node:crypto";
import { BOOKING_MESSAGES } from "../../../domain/booking-messages.ts";
import type { BookingInput } from "../../../domain/booking-schema.ts";
import { normalizePhoneDigits } from "../../../domain/phone-digits.ts";
import { EXTRA_TEXT_FIELDS, localize, type ContentLanguage } from "../../../domain/translations.ts";
import { bookingExtras, bookings } from "../../db/schema.ts";
import { enqueueMails } from "../../integrations/mail/outbox.ts";
import { findSiteContentValue } from "../content/service.ts";
import { manageBookingUrl, mintBookingToken } from "../manage-booking/tokens.ts";
import type { PricingData } from "../quotes/pricing-data.ts";
import { computeQuote } from "../quotes/service.ts";
import { fail, loadSubmission, type BookingDeps, type BookingRow, type CreateBookingResult } from "./booking-result.ts";
import { bookingAdminNoticeMail, bookingConfirmationMail, type BookingMailData } from "./booking-mails.ts";
import { groupVehiclesText } from "./group-text.ts";

/**
 * A group in several vehicles (decision 0045): one booking per vehicle, the first with the
 * submission's id, the others linked to it like a return trip (outbound_booking_id), each with its
 * class, vehicle, share of the passengers and its class's price; the extras once, on the first.
 * One manage token, one payment (the first booking's checkout covers every pending linked booking),
 * one confirmation e-mail to the customer and one notice to the company. Transfers only, one way:
 * a tour or a return trip is refused with a message. The classes must be the server's proposal
 * for the trip (`proposeVehicleGroup`), else the customer is asked to look at it again.
 */
export async function createGroupBooking(
  deps: BookingDeps,
  input: BookingInput,
  fingerprint: string,
  language: ContentLanguage,
  siteUrl: string,
  catalogue: PricingData,
): Promise<CreateBookingResult> {
  const { db } = deps;
  if (input.bookingType !== "transfer") return fail(BOOKING_MESSAGES.groupTransferOnly);
  if (input.returnTrip) return fail(BOOKING_MESSAGES.groupNoReturn);

  const quote = await computeQuote(
    db,
    deps.places,
    deps.logger,
    {
      bookingType: "transfer",
      origin: input.origin,
      destination: input.destination,
      vehicleClasses: input.vehicleClasses,
      passengers: input.passengers,
      extraIds: input.extraIds,
    },
    catalogue,
  );
  if (quote.unknownExtraIds.length > 0) return fail(BOOKING_MESSAGES.generic);
  const vehicles = quote.vehicles;
  if (!vehicles) return fail(BOOKING_MESSAGES.groupChanged);
  if (quote.tripCents <= 0) return fail(BOOKING_MESSAGES.priceUnavailable);
  const extraRows = await catalogue.extrasByIds(quote.extras.map((e) => e.id));
  const companyEmail = await findSiteContentValue(db, "company", "email");

  const rows: (typeof bookings.$inferInsert)[] = vehicles.map((vehicle, index) => ({
    id: index === 0 ? input.id : randomUUID(),
    bookingType: "transfer",
    origin: input.origin,
    destination: input.destination,
    bookingDate: input.bookingDate,
    bookingTime: input.bookingTime,
    passengers: vehicle.passengers,
    vehicleId: vehicle.vehicleId,
    vehicleClass: vehicle.vehicleClass,
    tourId: null,
    zoneId: vehicle.zoneId,
    flightNumber: input.flightNumber ?? null,
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    // Beside what the customer typed: the digits the admin search compares (decision 0040).
    customerPhoneDigits: normalizePhoneDigits(input.customerPhone),
    customerEmail: input.customerEmail,
    specialRequests: input.specialRequests ?? null,
    invoiceTaxId: input.invoiceTaxId ?? null,
    invoiceName: input.invoiceName ?? null,
    invoiceAddress: input.invoiceAddress ?? null,
    // The extras are paid once per booking: on the first vehicle.
    totalPriceCents: vehicle.priceCents + (index === 0 ? quote.extrasCents : 0),
    status: "pending",
    language,
    outboundBookingId: index === 0 ? null : input.id,
    groupVehicle: index + 1,
    groupSize: vehicles.length,
    submissionHash: index === 0 ? fingerprint : null,
  }));

  let manageToken = "";
  let created: BookingRow[];
  try {
    created = await db.transaction(async (tx) => {
      const inserted = await tx.insert(bookings).values(rows).returning();
      const ordered = [...inserted].sort((a, b) => (a.groupVehicle ?? 0) - (b.groupVehicle ?? 0));
      const first = ordered[0]!;
      if (quote.extras.length > 0) {
        await tx
          .insert(bookingExtras)
          .values(quote.extras.map((e) => ({ bookingId: first.id, extraId: e.id, quantity: 1, priceCents: e.priceCents })));
      }
      manageToken = await mintBookingToken(tx, first.id);
      const manageUrl = manageBookingUrl(siteUrl, manageToken, language);
      const extrasIn = (lang: ContentLanguage) =>
        quote.extras.map((e) => {
          const stored = extraRows.find((x) => x.id === e.id);
          return { ...e, name: stored ? localize(stored, EXTRA_TEXT_FIELDS, lang).name : e.name };
        });
      // The customer gets one confirmation for the whole group: every passenger, every vehicle, the total.
      const whole: BookingMailData = {
        booking: {
          ...first,
          passengers: input.passengers,
          vehicleClass: groupVehiclesText(ordered),
          totalPriceCents: ordered.reduce((sum, row) => sum + row.totalPriceCents, 0),
        },
        manageUrl,
        vehicleName: null,
        tourName: null,
        extras: extrasIn(language),
      };
      const mails = [bookingConfirmationMail(whole, deps.payments.kind, { returnTrips: [] })];
      if (companyEmail) {
        mails.push(
          bookingAdminNoticeMail(
            companyEmail,
            ordered.map((row, index) => ({
              booking: row,
              vehicleName: vehicles[index]!.vehicleName,
              tourName: null,
              extras: index === 0 ? extrasIn("pt") : [],
            })),
            { siteUrl },
          ),
        );
      } else deps.logger.warn({ bookingId: input.id }, "no company e-mail in site content: booking notice not sent");
      await enqueueMails(tx, mails);
      return ordered;
    });
  } catch (error) {
    const stored = await loadSubmission(db, input.id, fingerprint);
    if (stored) return stored;
    throw error;
  }

  deps.metrics?.bookingsCreated(created.length);
  const [booking, ...groupVehicles] = created;
  return {
    ok: true,
    value: {
      booking: booking!,
      returnBooking: null,
      groupVehicles,
      paymentRequired: true,
      paymentAmountCents: created.reduce((sum, row) => sum + row.totalPriceCents, 0),
      duplicate: false,
      manageToken,
    },
  };
}
