import { randomUUID } from "node:crypto";
import {
  DEFAULT_CONTENT_LANGUAGE,
  EXTRA_TEXT_FIELDS,
  TOUR_TEXT_FIELDS,
  localize,
  type ContentLanguage,
} from "../../../domain/translations.ts";
import { normalizePhoneDigits } from "../../../domain/phone-digits.ts";
import { inArray } from "drizzle-orm";
import type { BookingInput } from "../../../domain/booking-schema.ts";
import { checkCapacity } from "../../../domain/booking-rules.ts";
import { BOOKING_MESSAGES, minimumNoticeMessage } from "../../../domain/booking-messages.ts";
import { parseMinNoticeHours, pickupNoticeError } from "../../../domain/minimum-notice.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookingExtras, bookings, tours } from "../../db/schema.ts";
import { readCatalogue } from "../../lib/catalogue-cache.ts";
import { cachedPricingData } from "../quotes/pricing-data.ts";
import { enqueueMails } from "../../integrations/mail/outbox.ts";
import { findSiteContentValue } from "../content/service.ts";
import { manageBookingUrl, mintBookingToken } from "../manage-booking/tokens.ts";
import { computeQuote } from "../quotes/service.ts";
import { submissionFingerprint } from "./submission-fingerprint.ts";
import { bookingAdminNoticeMail, bookingConfirmationMail, type BookingMailData } from "./booking-mails.ts";
import { createGroupBooking } from "./group-booking.ts";
import { fail, loadSubmission, type BookingDeps, type BookingRow, type CreateBookingResult } from "./booking-result.ts";

export type { BookingDeps, BookingRow, CreatedBooking, CreateBookingResult } from "./booking-result.ts";

/**
 * The company's minimum notice for online bookings, in hours (site content
 * booking.min_notice_hours; 24 when missing or not a number from 0 to 168).
 */
export async function findMinNoticeHours(db: DbOrTx): Promise<number> {
  return parseMinNoticeHours(await findSiteContentValue(db, "booking", "min_notice_hours"));
}

/** The refusal of a pickup that is past or sooner than `hours` of notice, or null. */
function noticeMessage(date: string, time: string, now: Date, hours: number): string | null {
  const error = pickupNoticeError(date, time, now, hours);
  if (error === "past") return BOOKING_MESSAGES.pickupInPast;
  if (error === "too_soon") return minimumNoticeMessage(hours);
  return null;
}

/**
 * A booking made from a quote the company priced (decision 0044): `baseCents` is the trip's price
 * in place of the zone's or tour's; `claim` runs in the booking's transaction once the rows exist and throws to
 * roll it back (the quote was accepted meanwhile, or has expired).
 */
export interface QuotedBooking {
  baseCents: number;
  claim: (tx: DbOrTx, bookingId: string) => Promise<void>;
}

/**
 * Creates a booking (and its return trip) with the server's price, its extras and the e-mails,
 * in one transaction. A repeated submission (same id, same fingerprint) creates nothing and
 * answers the same bookings without a token; the same id with another body is a conflict.
 */
/**
 * `language` is the site language the customer booked in (kept on the booking: their e-mails are
 * written in it). `options.siteUrl` starts the manage link of the e-mails (PUBLIC_URL by default
 * in the route); `options.now` is the clock for the minimum notice (tests).
 */
export async function createBooking(
  deps: BookingDeps,
  input: BookingInput,
  language: ContentLanguage = DEFAULT_CONTENT_LANGUAGE,
  options: { siteUrl: string; now?: Date; quoted?: QuotedBooking } = { siteUrl: "" },
): Promise<CreateBookingResult> {
  const { db } = deps;
  const fingerprint = submissionFingerprint(input);
  const existing = await loadSubmission(db, input.id, fingerprint);
  if (existing) return existing;

  // The catalogue (vehicles, extras, zones, prices, tours, site content) comes from memory: the
  // cache every admin write empties (decision 0035). The transaction below holds only the writes.
  const catalogue = cachedPricingData(db);

  // Spec section 9 advises 24 h ahead: the company's minimum notice, for both trips.
  const now = options.now ?? new Date();
  // A quoted trip was priced by the company: only a pickup already past is refused.
  const minNoticeHours = options.quoted ? 0 : await findMinNoticeHours(db);
  const noticeError =
    noticeMessage(input.bookingDate, input.bookingTime, now, minNoticeHours) ??
    (input.returnTrip && input.returnDate && input.returnTime ? noticeMessage(input.returnDate, input.returnTime, now, minNoticeHours) : null);
  if (noticeError) return fail(noticeError);
  if (input.vehicleClasses) return createGroupBooking(deps, input, fingerprint, language, options.siteUrl, catalogue);

  const fleet = await catalogue.fleet();
  const vehicle = input.vehicleId ? fleet.find((v) => v.id === input.vehicleId) : undefined;
  if (input.vehicleId && !vehicle) return fail(BOOKING_MESSAGES.vehicleClassRequired);
  if (vehicle && vehicle.class !== input.vehicleClass) return fail(BOOKING_MESSAGES.generic);
  const classVehicles = vehicle ? [vehicle] : fleet.filter((v) => v.class === input.vehicleClass);
  if (classVehicles.length === 0) return fail(BOOKING_MESSAGES.vehicleClassRequired);
  const capacity = Math.max(...classVehicles.map((v) => v.capacity));
  const capacityError = checkCapacity(input.passengers, capacity);
  if (capacityError) return fail(capacityError);

  let tour: { name: string; translations: unknown; durationHours: number | null } | null = null;
  if (input.bookingType === "tour") {
    const names = await readCatalogue(db, "booking:tours", () =>
      db.select({ id: tours.id, name: tours.name, translations: tours.translations, durationHours: tours.durationHours }).from(tours),
    );
    tour = names.find((t) => t.id === input.tourId) ?? null;
    if (!tour) return fail(BOOKING_MESSAGES.tourRequired);
  }

  const quote = await computeQuote(
    db,
    deps.places,
    deps.logger,
    {
      bookingType: input.bookingType,
      origin: input.origin,
      destination: input.destination,
      tourId: input.tourId,
      vehicleId: input.vehicleId,
      vehicleClass: input.vehicleClass,
      passengers: input.passengers,
      extraIds: input.extraIds,
    },
    catalogue,
  );
  if (quote.unknownExtraIds.length > 0) return fail(BOOKING_MESSAGES.generic);
  // A quote's price replaces the zone's or tour's (the extras keep their catalogue prices).
  const tripCents = options.quoted ? options.quoted.baseCents + quote.extrasCents : quote.tripCents;
  if (input.bookingType === "transfer" && tripCents <= 0) return fail(BOOKING_MESSAGES.priceUnavailable);
  // The extras' names in every language (the customer's, and Portuguese for the company).
  const extraRows = await catalogue.extrasByIds(quote.extras.map((e) => e.id));

  const companyEmail = await findSiteContentValue(db, "company", "email");
  const common = {
    bookingType: input.bookingType,
    passengers: input.passengers,
    vehicleId: vehicle?.id ?? null,
    vehicleClass: input.vehicleClass,
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    // Beside what the customer typed: the digits the admin search compares (decision 0040).
    customerPhoneDigits: normalizePhoneDigits(input.customerPhone),
    customerEmail: input.customerEmail,
    specialRequests: input.specialRequests ?? null,
    invoiceTaxId: input.invoiceTaxId ?? null,
    invoiceName: input.invoiceName ?? null,
    invoiceAddress: input.invoiceAddress ?? null,
    totalPriceCents: tripCents,
    // The zone that priced the transfer (both ways: a return trip is priced by the same zone).
    zoneId: input.bookingType === "transfer" ? quote.zoneId : null,
    status: "pending" as const,
    language,
  };
  const rows: (typeof bookings.$inferInsert)[] = [
    {
      ...common,
      id: input.id,
      origin: input.origin,
      destination: input.destination,
      bookingDate: input.bookingDate,
      bookingTime: input.bookingTime,
      tourId: input.bookingType === "tour" ? input.tourId! : null,
      flightNumber: input.flightNumber ?? null,
      submissionHash: fingerprint,
    },
  ];
  if (input.returnTrip) {
    rows.push({
      ...common,
      id: randomUUID(),
      bookingType: "transfer",
      origin: input.destination,
      destination: input.origin,
      bookingDate: input.returnDate!,
      bookingTime: input.returnTime!,
      tourId: null,
      flightNumber: input.returnFlightNumber ?? null,
      outboundBookingId: input.id,
    });
  }

  let manageToken = "";
  let created: BookingRow[];
  try {
    created = await db.transaction(async (tx) => {
      // Both trips in one statement (the counts' and totals' triggers run once), then their extras.
      const inserted = await tx.insert(bookings).values(rows).returning();
      if (options.quoted) await options.quoted.claim(tx, input.id);
      if (quote.extras.length > 0) {
        await tx
          .insert(bookingExtras)
          .values(inserted.flatMap((row) => quote.extras.map((e) => ({ bookingId: row.id, extraId: e.id, quantity: 1, priceCents: e.priceCents }))));
      }
      // One private link for the submission: the return trip's e-mail opens the outbound booking too.
      manageToken = await mintBookingToken(tx, input.id);
      const manageUrl = manageBookingUrl(options.siteUrl, manageToken, language);
      const mailData = (row: BookingRow, lang: ContentLanguage): BookingMailData => ({
        booking: row,
        manageUrl,
        vehicleName: vehicle?.name ?? null,
        tourName: row.tourId && tour ? localize(tour, TOUR_TEXT_FIELDS, lang).name : null,
        tourDurationHours: row.tourId && tour ? tour.durationHours : null,
        extras: quote.extras.map((e) => {
          const stored = extraRows.find((x) => x.id === e.id);
          return { ...e, name: stored ? localize(stored, EXTRA_TEXT_FIELDS, lang).name : e.name };
        }),
      });
      const ordered = [inserted.find((row) => row.id === input.id)!, ...inserted.filter((row) => row.id !== input.id)];
      // The e-mails are queued as what they say; the mail worker renders them (no rendering here).
      const returnTrips = ordered.slice(1);
      const mails = ordered.map((row) => bookingConfirmationMail(mailData(row, language), deps.payments.kind, { returnTrips }));
      if (companyEmail) mails.push(bookingAdminNoticeMail(companyEmail, ordered.map((row) => mailData(row, "pt")), { siteUrl: options.siteUrl }));
      else deps.logger.warn({ bookingId: input.id }, "no company e-mail in site content: booking notice not sent");
      await enqueueMails(tx, mails);
      return ordered;
    });
  } catch (error) {
    // The same id submitted twice at once: the other request stored it; answer what it stored
    // (without a token), or the conflict when that was another submission.
    const stored = await loadSubmission(db, input.id, fingerprint);
    if (stored) return stored;
    throw error;
  }

  deps.metrics?.bookingsCreated(created.length);
  const [booking, returnBooking = null] = created;
  return {
    ok: true,
    value: {
      booking: booking!,
      returnBooking,
      paymentRequired: booking!.bookingType === "transfer",
      paymentAmountCents: booking!.totalPriceCents + (returnBooking?.totalPriceCents ?? 0),
      groupVehicles: [],
      duplicate: false,
      manageToken,
    },
  };
}

/** The extras booked with the given bookings. */
export async function listBookingExtras(db: DbOrTx, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db.select().from(bookingExtras).where(inArray(bookingExtras.bookingId, bookingIds));
}
