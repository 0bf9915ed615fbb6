import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { QuoteListStatus, QuoteOffer, QuoteRequestInput } from "../../../domain/quote-request-schema.ts";
import { EXTRA_TEXT_FIELDS, TOUR_TEXT_FIELDS, localize, type ContentLanguage } from "../../../domain/translations.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { bookings, extras, quoteRequests, tours } from "../../db/schema.ts";
import { enqueueMails, type OutgoingMail } from "../../integrations/mail/outbox.ts";
import { findSiteContentValue } from "../content/service.ts";
import { createBooking, type BookingDeps } from "../bookings/service.ts";
import { mintBookingToken } from "../manage-booking/tokens.ts";
import { quoteCompanyNoticeMail, quoteReceivedMail, quoteSentMail, type QuoteNames, type QuoteRequestRow } from "./quote-mails.ts";
import { hashQuoteToken, isQuoteTokenShaped, newQuoteToken, quotePageUrl } from "./tokens.ts";

/** The tour's and extras' names of a request in `lang`. */
async function namesOf(db: DbOrTx, row: QuoteRequestRow, lang: ContentLanguage): Promise<QuoteNames> {
  const [tour] = row.tourId ? await db.select().from(tours).where(eq(tours.id, row.tourId)) : [];
  const extraRows = row.extraIds.length ? await db.select().from(extras).where(inArray(extras.id, row.extraIds)) : [];
  return {
    tourName: tour ? localize(tour, TOUR_TEXT_FIELDS, lang).name : null,
    extraNames: extraRows.map((e) => localize(e, EXTRA_TEXT_FIELDS, lang).name),
  };
}

const langOf = (row: QuoteRequestRow): ContentLanguage => row.language as ContentLanguage;

/**
 * Stores a quote request (status new) and, in the same transaction, queues the customer's
 * acknowledgement in their language and the company's notice (Portuguese; none without a company
 * e-mail in site content). Extras that do not exist are dropped.
 */
export async function submitQuoteRequest(db: Db, input: QuoteRequestInput, lang: ContentLanguage): Promise<{ id: string }> {
  const known = input.extraIds.length ? await db.select({ id: extras.id }).from(extras).where(inArray(extras.id, input.extraIds)) : [];
  const [tour] = input.bookingType === "tour" && input.tourId ? await db.select({ id: tours.id }).from(tours).where(eq(tours.id, input.tourId)) : [];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quoteRequests)
      .values({
        bookingType: input.bookingType,
        origin: input.origin,
        destination: input.destination,
        tourId: tour?.id ?? null,
        bookingDate: input.bookingDate,
        bookingTime: input.bookingTime,
        passengers: input.passengers,
        luggage: input.luggage,
        vehicleClass: input.vehicleClass,
        extraIds: known.map((e) => e.id),
        flightNumber: input.flightNumber ?? null,
        returnTrip: input.returnTrip,
        returnDate: input.returnTrip ? (input.returnDate ?? null) : null,
        returnTime: input.returnTrip ? (input.returnTime ?? null) : null,
        returnFlightNumber: input.returnTrip ? (input.returnFlightNumber ?? null) : null,
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        customerEmail: input.customerEmail,
        specialRequests: input.specialRequests ?? null,
        language: lang,
      })
      .returning();
    const mails: OutgoingMail[] = [quoteReceivedMail(row!, await namesOf(tx, row!, lang))];
    const companyEmail = (await findSiteContentValue(tx, "company", "email"))?.trim();
    if (companyEmail) mails.push(quoteCompanyNoticeMail(companyEmail, row!, await namesOf(tx, row!, "pt")));
    await enqueueMails(tx, mails);
    return { id: row!.id };
  });
}

/** Where a row stands for the admin: a quoted request past its validity reads as expired. */
export function listStatusOf(row: Pick<QuoteRequestRow, "status" | "validUntil">, now: Date): QuoteListStatus {
  if (row.status === "quoted" && row.validUntil && row.validUntil <= now) return "expired";
  return row.status;
}

function statusFilter(status: QuoteListStatus, now: Date): SQL {
  if (status === "expired") return and(eq(quoteRequests.status, "quoted"), lte(quoteRequests.validUntil, now))!;
  if (status === "quoted") return and(eq(quoteRequests.status, "quoted"), gt(quoteRequests.validUntil, now))!;
  return eq(quoteRequests.status, status);
}

/** What the admin list shows of a request (the token's hash never leaves the server). */
export function adminQuoteView(row: QuoteRequestRow, now: Date) {
  const { tokenHash: _hash, ...rest } = row;
  return { ...rest, bookingTime: row.bookingTime.slice(0, 5), returnTime: row.returnTime?.slice(0, 5) ?? null, listStatus: listStatusOf(row, now) };
}

/** The newest requests (200 at most) in one state, or all, with the count of each state. */
export async function listQuoteRequests(db: DbOrTx, status: QuoteListStatus | undefined, now: Date) {
  const rows = await db
    .select()
    .from(quoteRequests)
    .where(status ? statusFilter(status, now) : undefined)
    .orderBy(desc(quoteRequests.createdAt))
    .limit(200);
  const countOf = (status: QuoteListStatus) => sql<number>`count(*) filter (where ${statusFilter(status, now)})`.mapWith(Number);
  const [counts] = await db
    .select({ new: countOf("new"), quoted: countOf("quoted"), accepted: countOf("accepted"), expired: countOf("expired"), declined: countOf("declined") })
    .from(quoteRequests);
  return { items: rows.map((row) => adminQuoteView(row, now)), counts: counts! satisfies Record<QuoteListStatus, number> };
}

export type QuoteChangeResult = { ok: true; row: QuoteRequestRow } | { ok: false; reason: "not_found" | "not_open" };

/**
 * The company's prices and validity, sent to the customer: a fresh private link (only its hash is
 * kept; an earlier link of the same request stops working) and the e-mail in the customer's
 * language, in one transaction. A new, quoted or expired request can be (re)quoted; an accepted
 * or declined one cannot.
 */
export async function sendQuote(db: Db, id: string, offer: QuoteOffer, options: { siteUrl: string; now: Date }): Promise<QuoteChangeResult> {
  const { token, tokenHash } = newQuoteToken();
  const validUntil = new Date(options.now.getTime() + offer.validHours * 3_600_000);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(quoteRequests)
      .set({ status: "quoted", prices: offer.prices, validUntil, quotedAt: options.now, tokenHash })
      .where(and(eq(quoteRequests.id, id), inArray(quoteRequests.status, ["new", "quoted"])))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: quoteRequests.id }).from(quoteRequests).where(eq(quoteRequests.id, id));
      return { ok: false, reason: exists ? "not_open" : "not_found" };
    }
    const url = quotePageUrl(options.siteUrl, token, row.language);
    await enqueueMails(tx, [quoteSentMail(row, await namesOf(tx, row, langOf(row)), url)]);
    return { ok: true, row };
  });
}

/** The company turns a request down (new or quoted ones): its link no longer books. */
export async function declineQuote(db: Db, id: string): Promise<QuoteChangeResult> {
  const [row] = await db
    .update(quoteRequests)
    .set({ status: "declined" })
    .where(and(eq(quoteRequests.id, id), inArray(quoteRequests.status, ["new", "quoted"])))
    .returning();
  if (row) return { ok: true, row };
  const [exists] = await db.select({ id: quoteRequests.id }).from(quoteRequests).where(eq(quoteRequests.id, id));
  return { ok: false, reason: exists ? "not_open" : "not_found" };
}

async function findByToken(db: DbOrTx, token: string): Promise<QuoteRequestRow | null> {
  if (!isQuoteTokenShaped(token)) return null;
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.tokenHash, hashQuoteToken(token)));
  return row ?? null;
}

/** The customer's quote page: the trip, the prices, the validity and where it stands (no contact details but the name). */
export async function loadQuoteByToken(db: DbOrTx, token: string, requestedLang: ContentLanguage | undefined, now: Date) {
  const row = await findByToken(db, token);
  if (!row) return null;
  const lang = requestedLang ?? langOf(row);
  const names = await namesOf(db, row, lang);
  return {
    status: listStatusOf(row, now),
    language: row.language,
    bookingType: row.bookingType,
    origin: row.origin,
    destination: row.destination,
    tourName: names.tourName,
    extraNames: names.extraNames,
    bookingDate: row.bookingDate,
    bookingTime: row.bookingTime.slice(0, 5),
    passengers: row.passengers,
    luggage: row.luggage,
    vehicleClass: row.vehicleClass,
    flightNumber: row.flightNumber,
    returnTrip: row.returnTrip,
    returnDate: row.returnDate,
    returnTime: row.returnTime?.slice(0, 5) ?? null,
    customerName: row.customerName,
    prices: row.prices ?? [],
    validUntil: row.validUntil?.toISOString() ?? null,
  };
}

export type AcceptQuoteResult =
  | { ok: true; manageToken: string; bookingType: "transfer" | "tour"; bookingStatus: string; duplicate: boolean }
  | { ok: false; reason: "not_found" | "expired" | "declined" | "class_not_quoted" }
  | { ok: false; reason: "invalid"; message: string };

/** Thrown inside the booking's transaction when the quote is no longer open: rolls the booking back. */
class QuoteNoLongerOpen extends Error {}

/** The booking an accepted quote made, opened again for the holder of the quote's link (a fresh manage token). */
async function answerAccepted(db: Db, row: QuoteRequestRow): Promise<AcceptQuoteResult> {
  const [booking] = row.bookingId ? await db.select().from(bookings).where(eq(bookings.id, row.bookingId)) : [];
  if (!booking) return { ok: false, reason: "not_found" };
  const manageToken = await mintBookingToken(db, booking.id);
  return { ok: true, manageToken, bookingType: booking.bookingType, bookingStatus: booking.status, duplicate: true };
}

/**
 * One click on the quote page: a pending booking at the price the company set for the chosen
 * class (extras at their catalogue prices; a return trip priced the same again), created with the
 * booking's own rules, e-mails and private link, and the quote marked accepted in the same
 * transaction. Accepting again answers the same booking; an expired or declined quote books nothing.
 */
export async function acceptQuote(
  deps: BookingDeps,
  token: string,
  vehicleClass: string,
  options: { siteUrl: string; now: Date },
): Promise<AcceptQuoteResult> {
  const { db } = deps;
  const row = await findByToken(db, token);
  if (!row) return { ok: false, reason: "not_found" };
  if (row.status === "accepted") return answerAccepted(db, row);
  if (row.status === "declined") return { ok: false, reason: "declined" };
  if (row.status !== "quoted" || listStatusOf(row, options.now) === "expired") return { ok: false, reason: "expired" };
  const price = row.prices?.find((p) => p.vehicleClass === vehicleClass);
  if (!price) return { ok: false, reason: "class_not_quoted" };

  const claim = async (tx: DbOrTx, bookingId: string) => {
    const claimed = await tx
      .update(quoteRequests)
      .set({ status: "accepted", bookingId })
      .where(and(eq(quoteRequests.id, row.id), eq(quoteRequests.status, "quoted"), isNull(quoteRequests.bookingId), gt(quoteRequests.validUntil, options.now)))
      .returning({ id: quoteRequests.id });
    if (claimed.length === 0) throw new QuoteNoLongerOpen();
  };
  try {
    const result = await createBooking(
      deps,
      {
        id: randomUUID(),
        bookingType: row.bookingType,
        origin: row.origin,
        destination: row.destination,
        tourId: row.tourId,
        bookingDate: row.bookingDate,
        bookingTime: row.bookingTime.slice(0, 5),
        passengers: row.passengers,
        vehicleClass,
        vehicleClasses: undefined,
        vehicleId: undefined,
        extraIds: row.extraIds,
        flightNumber: row.flightNumber ?? undefined,
        returnTrip: row.returnTrip,
        returnDate: row.returnDate ?? undefined,
        returnTime: row.returnTime?.slice(0, 5) ?? undefined,
        returnFlightNumber: row.returnFlightNumber ?? undefined,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        customerPhone: row.customerPhone,
        specialRequests: row.specialRequests ?? undefined,
        // Invoice details are given on the booking page afterwards (decision 0051).
        invoiceTaxId: undefined,
        invoiceName: undefined,
        invoiceAddress: undefined,
      },
      langOf(row),
      { siteUrl: options.siteUrl, now: options.now, quoted: { baseCents: price.priceCents, claim } },
    );
    if (!result.ok) return { ok: false, reason: "invalid", message: "message" in result ? result.message : "" };
    const { booking, manageToken } = result.value;
    return { ok: true, manageToken: manageToken!, bookingType: booking.bookingType, bookingStatus: booking.status, duplicate: false };
  } catch (error) {
    if (!(error instanceof QuoteNoLongerOpen)) throw error;
    // Another click accepted it meanwhile (one booking), or it expired between the reads.
    const [now] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, row.id));
    if (now?.status === "accepted") return answerAccepted(db, now);
    return { ok: false, reason: "expired" };
  }
}
