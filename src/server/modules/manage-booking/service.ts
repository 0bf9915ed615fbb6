import { and, asc, desc, eq, inArray, notInArray, or } from "drizzle-orm";
import { bookingCalendar, calendarTripsOf } from "../../../domain/booking-calendar.ts";
import {
  cancellationOpen,
  changeRequestAllowed,
  refundCents as refundOf,
  refundPercent as refundPercentOf,
  type RefundPercent,
} from "../../../domain/refund-policy.ts";
import { addDays, lisbonToday, formatDate, formatTime } from "../../../domain/lisbon-date.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import { EXTRA_TEXT_FIELDS, TOUR_TEXT_FIELDS, isContentLanguage, localize, type ContentLanguage } from "../../../domain/translations.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookingEvents, bookingExtras, bookings, extras, payments, refunds, tours, vehicles } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { enqueueMail } from "../../integrations/mail/outbox.ts";
import { withCancellationCalendar } from "../../mail/cancellation-calendar.ts";
import { loadMailCompany, type MailCompany } from "../../mail/company.ts";
import { bookingCancelledMail, bookingCancelledNoticeMail, type BookingMailData } from "../bookings/booking-mails.ts";
import { listChangeRequests, recordChangeRequest } from "../change-requests/change-request-records.ts";
import { submitContactMessage } from "../messages/service.ts";
import type { PaymentProviderKind } from "../../integrations/payments/provider.ts";
import { startCheckout, type StartCheckoutResult } from "../payments/service.ts";
import {
  closeOpenCheckouts,
  expireAtProvider,
  recordRefund,
  refundThroughProvider,
  refundUnwantedPayment,
} from "../payments/unwanted-payments.ts";
import { customerAreaUrl, findBookingIdByToken, manageBookingUrl, mintBookingToken } from "./tokens.ts";
import { groupVehiclesText } from "../bookings/group-text.ts";
import type { ManagedInvoice } from "../../../domain/contracts/invoicing.ts";
import type { ManagedBooking, ManagedChangeRequest, ManagedPaymentState, ManagedTrip } from "../../../domain/contracts/manage-booking.ts";
import type { InvoiceDetails } from "../../../domain/invoice-details.ts";
import { invoiceDetailsEditable, managedInvoiceOf, saveInvoiceDetails } from "../invoices/service.ts";

type BookingRow = typeof bookings.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

export type { ManagedBooking, ManagedChangeRequest, ManagedPaymentState, ManagedTrip };

export type ManageDeps = Pick<AppDeps, "db" | "env" | "payments" | "logger">;

/** What a token opens: always the outbound booking, with its return trip (the first, if several). */
export interface BookingPair {
  outbound: BookingRow;
  returnBooking: BookingRow | null;
  /** A group's further vehicles (decision 0045), in their order; empty outside a group. */
  groupVehicles: BookingRow[];
}

const FINISHED: BookingRow["status"][] = ["cancelled", "completed"];

/** A link stops opening its booking this many days after the booking's last trip (decision 0015). */
export const TOKEN_DAYS_AFTER_LAST_TRIP = 180;

/**
 * What opens a booking: the private token of its link (string), or, in the customer area, the
 * booking's id with the signed-in customer's verified e-mail (decision 0046): the booking opens
 * only when it was made with that e-mail (any case). An owner's key never expires: the expiry
 * bounds the life of a link that may leak, and the verified e-mail is proved at each request.
 */
export type BookingKey = string | { bookingId: string; ownerEmail: string };

/** The token of a key (what links and checkouts carry back), or null for an owner's key. */
const tokenOfKey = (key: BookingKey): string | null => (typeof key === "string" ? key : null);

/**
 * The booking a key opens (a return trip's key opens its outbound booking), or null: unknown or
 * malformed token, more than TOKEN_DAYS_AFTER_LAST_TRIP days after the last trip's date, or (an
 * owner's key) a booking made with another e-mail.
 */
export async function findBookingPair(db: DbOrTx, key: BookingKey, now: Date = new Date()): Promise<BookingPair | null> {
  const bookingId = typeof key === "string" ? await findBookingIdByToken(db, key) : key.bookingId;
  if (!bookingId || !UUID_PATTERN.test(bookingId)) return null;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) return null;
  let outbound = row;
  if (row.outboundBookingId) {
    const [parent] = await db.select().from(bookings).where(eq(bookings.id, row.outboundBookingId));
    if (parent) outbound = parent;
  }
  if (typeof key !== "string" && outbound.customerEmail.toLowerCase() !== key.ownerEmail.toLowerCase()) return null;
  const linked = await db
    .select()
    .from(bookings)
    .where(eq(bookings.outboundBookingId, outbound.id))
    .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime), asc(bookings.groupVehicle));
  const returnBooking = linked.find((b) => b.groupVehicle === null);
  const groupVehicles = linked.filter((b) => b.groupVehicle !== null).sort((a, b) => a.groupVehicle! - b.groupVehicle!);
  const lastDate = returnBooking && returnBooking.bookingDate > outbound.bookingDate ? returnBooking.bookingDate : outbound.bookingDate;
  if (typeof key === "string" && addDays(lastDate, TOKEN_DAYS_AFTER_LAST_TRIP) < lisbonToday(now)) return null;
  return { outbound, returnBooking: returnBooking ?? null, groupVehicles };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The pair's trips, outbound first, then the return trip, then a group's further vehicles. */
const tripsOf = (pair: BookingPair): BookingRow[] => [
  pair.outbound,
  ...(pair.returnBooking ? [pair.returnBooking] : []),
  ...pair.groupVehicles,
];

const pickupOf = (booking: BookingRow) => ({ date: booking.bookingDate, time: booking.bookingTime });

/** The names of the vehicle, the tour and the extras of the trips, in `lang`. */
async function loadTexts(db: DbOrTx, trips: BookingRow[], lang: ContentLanguage) {
  const vehicleIds = [...new Set(trips.map((b) => b.vehicleId).filter((id): id is string => !!id))];
  const tourIds = [...new Set(trips.map((b) => b.tourId).filter((id): id is string => !!id))];
  const vehicleRows = vehicleIds.length
    ? await db.select({ id: vehicles.id, name: vehicles.name }).from(vehicles).where(inArray(vehicles.id, vehicleIds))
    : [];
  const tourRows = tourIds.length
    ? await db
        .select({ id: tours.id, name: tours.name, translations: tours.translations, durationHours: tours.durationHours })
        .from(tours)
        .where(inArray(tours.id, tourIds))
    : [];
  const extraRows = await db
    .select({
      bookingId: bookingExtras.bookingId,
      priceCents: bookingExtras.priceCents,
      name: extras.name,
      translations: extras.translations,
    })
    .from(bookingExtras)
    .innerJoin(extras, eq(extras.id, bookingExtras.extraId))
    .where(inArray(bookingExtras.bookingId, trips.map((b) => b.id)))
    .orderBy(asc(extras.name));
  return {
    vehicleName: (b: BookingRow) => vehicleRows.find((v) => v.id === b.vehicleId)?.name ?? null,
    tour: (b: BookingRow) => {
      const tour = tourRows.find((t) => t.id === b.tourId);
      return tour ? { name: localize(tour, TOUR_TEXT_FIELDS, lang).name, durationHours: tour.durationHours } : null;
    },
    extras: (b: BookingRow) =>
      extraRows
        .filter((e) => e.bookingId === b.id)
        .map((e) => ({ name: localize(e, EXTRA_TEXT_FIELDS, lang).name, priceCents: e.priceCents })),
  };
}

type Texts = Awaited<ReturnType<typeof loadTexts>>;

function managedTrip(b: BookingRow, texts: Texts): ManagedTrip {
  return {
    id: b.id,
    reference: bookingReference(b.id),
    bookingType: b.bookingType,
    status: b.status,
    origin: b.origin,
    destination: b.destination,
    bookingDate: b.bookingDate,
    bookingTime: formatTime(b.bookingTime),
    passengers: b.passengers,
    vehicleClass: b.vehicleClass,
    vehicleName: texts.vehicleName(b),
    tourName: texts.tour(b)?.name ?? null,
    flightNumber: b.flightNumber || null,
    specialRequests: b.specialRequests || null,
    extras: texts.extras(b),
    totalPriceCents: b.totalPriceCents,
  };
}

/** The booking's money: every paid payment of its trips (latest first) and their refunds. */
interface Money {
  paid: PaymentRow[];
  refunds: RefundRow[];
}

async function loadMoney(db: DbOrTx, pair: BookingPair): Promise<Money> {
  const tripIds = tripsOf(pair).map((b) => b.id);
  const paid = await db
    .select()
    .from(payments)
    .where(and(inArray(payments.bookingId, tripIds), eq(payments.status, "paid")))
    .orderBy(desc(payments.paidAt));
  const refundRows = paid.length
    ? await db.select().from(refunds).where(inArray(refunds.paymentId, paid.map((p) => p.id))).orderBy(asc(refunds.createdAt))
    : [];
  return { paid, refunds: refundRows };
}

/** The paid payments nothing was refunded of yet: what a cancellation refunds under the policy. */
const unrefunded = (money: Money) => money.paid.filter((p) => !money.refunds.some((r) => r.paymentId === p.id));

/** What the customer would get back if they cancelled at `now`, under the policy of spec section 9. */
function cancellationOf(pair: BookingPair, money: Money, now: Date) {
  const { outbound } = pair;
  if (outbound.status === "cancelled" && money.refunds.length > 0) {
    return {
      allowed: false,
      refundPercent: money.refunds[0]!.percent as RefundPercent,
      refundCents: money.refunds.reduce((sum, r) => sum + r.amountCents, 0),
    };
  }
  // A payment partly refunded by an applied change (decision 0043) cannot take a second refund
  // row: such a booking is cancelled by the company, never online with part of its money left out.
  const partlyRefunded = money.refunds.some((r) => {
    const paid = money.paid.find((p) => p.id === r.paymentId);
    return paid !== undefined && r.amountCents > 0 && r.amountCents < paid.amountCents;
  });
  const open =
    !FINISHED.includes(outbound.status) && outbound.status !== "in_progress" && !partlyRefunded && cancellationOpen(pickupOf(outbound), now);
  const percent = refundPercentOf(pickupOf(outbound), now);
  const refundCents = unrefunded(money).reduce((sum, p) => sum + refundOf(p.amountCents, percent), 0);
  return { allowed: open, refundPercent: percent, refundCents };
}

/** The pending amount a checkout would charge now (outbound + pending return trips), as startCheckout computes it. */
function amountDue(pair: BookingPair): number {
  if (pair.outbound.status !== "pending") return 0;
  const linked = [...(pair.returnBooking ? [pair.returnBooking] : []), ...pair.groupVehicles];
  return pair.outbound.totalPriceCents + linked.filter((b) => b.status === "pending").reduce((sum, b) => sum + b.totalPriceCents, 0);
}

function paymentOf(deps: ManageDeps, pair: BookingPair, money: Money): ManagedBooking["payment"] {
  const latest = money.paid[0];
  const testMode = latest ? latest.testMode : deps.payments.kind === "test";
  const amountPaidCents = money.paid.reduce((sum, p) => sum + p.amountCents, 0);
  const refundedCents = money.refunds.reduce((sum, r) => sum + r.amountCents, 0);
  const base = { amountDueCents: 0, amountPaidCents, refundedCents, testMode };
  if (latest) {
    if (refundedCents <= 0) return { ...base, state: "paid" };
    return { ...base, state: refundedCents >= amountPaidCents ? "refunded" : "partially_refunded" };
  }
  const { outbound } = pair;
  if (deps.payments.kind === "off" || outbound.status !== "pending") return { ...base, state: "not_required" };
  if (outbound.bookingType === "tour" && outbound.paymentLinkSentAt === null) return { ...base, state: "awaiting_approval" };
  const due = amountDue(pair);
  if (due <= 0) return { ...base, state: "not_required" };
  return { ...base, state: "pending", amountDueCents: due };
}

const companyOf = (c: MailCompany) => ({ name: c.name, phone: c.phone, whatsapp: c.whatsapp, email: c.email });

/** The language texts are written in: `requested` when it is a site language, else the booking's. */
export function languageFor(pair: BookingPair, requested: string | undefined): ContentLanguage {
  if (isContentLanguage(requested)) return requested;
  return isContentLanguage(pair.outbound.language) ? pair.outbound.language : "en";
}

/** Everything the booking page shows (GET /api/manage/:token); null for an unknown token. */
export async function loadManagedBooking(
  deps: ManageDeps,
  key: BookingKey,
  requestedLang: string | undefined,
  now: Date = new Date(),
): Promise<ManagedBooking | null> {
  const { db } = deps;
  const pair = await findBookingPair(db, key);
  if (!pair) return null;
  return describeManagedBooking(deps, pair, requestedLang, now);
}

/** What the booking page shows of a pair the caller already opened (the customer area's list too). */
export async function describeManagedBooking(
  deps: ManageDeps,
  pair: BookingPair,
  requestedLang: string | undefined,
  now: Date = new Date(),
): Promise<ManagedBooking> {
  const { db } = deps;
  const lang = languageFor(pair, requestedLang);
  const texts = await loadTexts(db, tripsOf(pair), lang);
  const money = await loadMoney(db, pair);
  const { outbound } = pair;
  return {
    booking: managedTrip(outbound, texts),
    returnBooking: pair.returnBooking ? managedTrip(pair.returnBooking, texts) : null,
    groupBookings: pair.groupVehicles.map((b) => managedTrip(b, texts)),
    customer: { name: outbound.customerName, email: outbound.customerEmail, phone: outbound.customerPhone },
    language: outbound.language,
    payment: paymentOf(deps, pair, money),
    cancellation: cancellationOf(pair, money, now),
    changeRequest: { allowed: !FINISHED.includes(outbound.status) && changeRequestAllowed(pickupOf(outbound), now) },
    changeRequests: (await listChangeRequests(db, outbound.id)).map(
      ({ decidedByName: _admin, bookingId: _booking, priceBeforeCents: _before, decidedAt, createdAt, ...shown }) => ({
        ...shown,
        decidedAt: decidedAt?.toISOString() ?? null,
        createdAt: createdAt.toISOString(),
      }),
    ),
    company: companyOf(await loadMailCompany(db)),
    invoice: await managedInvoiceOf(db, outbound, { certified: deps.env.INVOICING !== "off", now }),
  };
}

export type InvoiceDetailsResult = { ok: true; invoice: ManagedInvoice } | { ok: false; reason: "not_found" | "closed" };

/**
 * The customer changes the invoice details of their booking (and its linked trips): until the
 * service date, on a booking not cancelled or completed (decision 0051).
 */
export async function updateManagedInvoiceDetails(
  deps: ManageDeps,
  key: BookingKey,
  details: InvoiceDetails,
  now: Date = new Date(),
): Promise<InvoiceDetailsResult> {
  const pair = await findBookingPair(deps.db, key, now);
  if (!pair) return { ok: false, reason: "not_found" };
  if (!invoiceDetailsEditable(pair.outbound, now)) return { ok: false, reason: "closed" };
  const updated = await saveInvoiceDetails(deps.db, pair.outbound, details);
  return { ok: true, invoice: await managedInvoiceOf(deps.db, updated, { certified: deps.env.INVOICING !== "off", now }) };
}

export type CancelResult =
  | { ok: true; refundCents: number; refundPercent: RefundPercent; mailQueued: boolean }
  | { ok: false; reason: "not_found" | "already_cancelled" | "not_allowed" | "refund_unavailable" }
  | { ok: false; reason: "refund_changed"; refundCents: number };

/**
 * Cancels the booking and its return trip for the customer, refunding under the policy of spec
 * section 9 (measured on the outbound pickup) every payment of theirs that nothing was refunded of
 * yet. The refunds are asked of the provider first, with an idempotency key per payment; only once
 * they succeeded are the refund rows (one per payment), the cancellations, their history and both
 * e-mails written, in one transaction, which also closes the booking's open checkouts (expired at
 * the provider after the commit). A provider failure changes nothing. A refund other than
 * `expectedRefundCents` (the page showed another figure) changes nothing either. A payment that
 * lands while the cancellation runs is refunded in full afterwards (`refundUnwantedPayment`).
 */
export async function cancelManagedBooking(
  deps: ManageDeps,
  key: BookingKey,
  input: { expectedRefundCents: number; siteUrl: string },
  now: Date = new Date(),
): Promise<CancelResult> {
  const { db, logger } = deps;
  const pair = await findBookingPair(db, key);
  if (!pair) return { ok: false, reason: "not_found" };
  const { outbound } = pair;
  if (outbound.status === "cancelled") return { ok: false, reason: "already_cancelled" };
  const money = await loadMoney(db, pair);
  const policy = cancellationOf(pair, money, now);
  if (!policy.allowed) return { ok: false, reason: "not_allowed" };
  if (policy.refundCents !== input.expectedRefundCents) {
    return { ok: false, reason: "refund_changed", refundCents: policy.refundCents };
  }

  // The money first: if the provider fails, nothing is cancelled and the customer may retry.
  const toRefund = unrefunded(money).map((payment) => ({ payment, amountCents: refundOf(payment.amountCents, policy.refundPercent) }));
  const providerRefundIds = new Map<string, string | null>();
  for (const { payment, amountCents } of toRefund) {
    if (amountCents <= 0) {
      providerRefundIds.set(payment.id, null);
      continue;
    }
    try {
      providerRefundIds.set(payment.id, await refundThroughProvider(deps, payment, amountCents));
    } catch (error) {
      logger.error({ err: error, bookingId: outbound.id, paymentId: payment.id, amountCents }, "refund failed: booking not cancelled");
      return { ok: false, reason: "refund_unavailable" };
    }
  }

  const outcome = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(bookings).where(eq(bookings.id, outbound.id)).for("update");
    if (!locked || locked.status === "cancelled") return { ok: false as const, reason: "already_cancelled" as const };
    for (const { payment, amountCents } of toRefund) {
      const providerRefundId = providerRefundIds.get(payment.id) ?? null;
      const recorded = await recordRefund(tx, payment, { amountCents, percent: policy.refundPercent, providerRefundId });
      if (!recorded) return { ok: false as const, reason: "already_cancelled" as const };
    }
    const tripIds = tripsOf(pair).map((b) => b.id);
    const closedCheckouts = await closeOpenCheckouts(tx, tripIds);
    const cancelled = await tx
      .update(bookings)
      .set({ status: "cancelled" })
      .where(
        and(
          or(eq(bookings.id, outbound.id), eq(bookings.outboundBookingId, outbound.id)),
          notInArray(bookings.status, FINISHED),
        ),
      )
      .returning();
    const before = new Map(tripsOfAll(pair, cancelled).map((b) => [b.id, b.status]));
    const actorName = `${outbound.customerName} (cliente)`;
    for (const row of cancelled) {
      await tx.insert(bookingEvents).values({
        bookingId: row.id,
        actorUserId: null,
        actorName,
        kind: "status_changed",
        data: { from: before.get(row.id) ?? "pending", to: "cancelled", by: "customer" },
      });
    }
    for (const { payment, amountCents } of toRefund) {
      await tx.insert(bookingEvents).values({
        bookingId: outbound.id,
        actorUserId: null,
        actorName,
        kind: "refund",
        data: {
          amountCents,
          percent: policy.refundPercent,
          provider: payment.provider,
          testMode: payment.testMode,
          providerRefundId: providerRefundIds.get(payment.id) ?? null,
          by: "customer",
        },
      });
    }
    const mailQueued = await queueCancellationMails(tx, deps, pair, cancelled, policy.refundCents, input.siteUrl);
    return { ok: true as const, refundCents: policy.refundCents, refundPercent: policy.refundPercent, mailQueued, closedCheckouts };
  });
  if (!outcome.ok) return outcome;
  await expireAtProvider(deps, outcome.closedCheckouts);
  await refundLatePayments(deps, pair);
  const { closedCheckouts: _closed, ...result } = outcome;
  return result;
}

/** Payments of the pair that landed while it was being cancelled: refunded in full (errors are logged). */
async function refundLatePayments(deps: ManageDeps, pair: BookingPair) {
  const late = await deps.db
    .select({ provider: payments.provider, sessionId: payments.providerSessionId })
    .from(payments)
    .where(and(inArray(payments.bookingId, tripsOf(pair).map((b) => b.id)), eq(payments.status, "paid")));
  for (const session of late) {
    try {
      await refundUnwantedPayment(deps, session as { provider: PaymentProviderKind; sessionId: string });
    } catch (error) {
      deps.logger.error({ err: error, sessionId: session.sessionId }, "could not refund a payment that landed during a cancellation");
    }
  }
}

/** The statuses before the update: the rows read before, by id (the cancelled rows carry the new one). */
function tripsOfAll(pair: BookingPair, cancelled: BookingRow[]): { id: string; status: BookingRow["status"] }[] {
  const known = tripsOf(pair);
  return cancelled.map((row) => known.find((b) => b.id === row.id) ?? { id: row.id, status: "pending" as const });
}

/** The customer's e-mail (their language, with a fresh manage link) and the company's (Portuguese). */
async function queueCancellationMails(
  tx: DbOrTx,
  deps: ManageDeps,
  pair: BookingPair,
  cancelled: BookingRow[],
  refundCents: number,
  siteUrl: string,
): Promise<boolean> {
  const outbound = cancelled.find((b) => b.id === pair.outbound.id) ?? { ...pair.outbound, status: "cancelled" as const };
  const returnBooking = pair.returnBooking
    ? (cancelled.find((b) => b.id === pair.returnBooking!.id) ?? pair.returnBooking)
    : null;
  const trips = returnBooking ? [outbound, returnBooking] : [outbound];
  const customerLang = languageFor(pair, undefined);
  const token = await mintBookingToken(tx, outbound.id);
  const manageUrl = manageBookingUrl(siteUrl, token, customerLang);
  const dataIn = async (lang: ContentLanguage): Promise<BookingMailData> => {
    const texts = await loadTexts(tx, trips, lang);
    const tour = texts.tour(outbound);
    const group = [outbound, ...pair.groupVehicles];
    return {
      // A group is told as one booking: every passenger, every vehicle, the group's total.
      booking:
        pair.groupVehicles.length > 0
          ? {
              ...outbound,
              passengers: group.reduce((sum, b) => sum + b.passengers, 0),
              vehicleClass: groupVehiclesText(group),
              totalPriceCents: group.reduce((sum, b) => sum + b.totalPriceCents, 0),
            }
          : outbound,
      vehicleName: texts.vehicleName(outbound),
      tourName: tour?.name ?? null,
      tourDurationHours: tour?.durationHours ?? null,
      extras: texts.extras(outbound),
      manageUrl,
    };
  };
  // With the calendar update (METHOD:CANCEL) that removes the trips from the customer's calendar.
  const cancelledData = { ...(await dataIn(customerLang)), refundCents, returnBooking };
  await enqueueMail(tx, withCancellationCalendar(bookingCancelledMail(cancelledData), cancelledData));
  const company = await loadMailCompany(tx);
  if (!company.email) {
    deps.logger.warn({ bookingId: outbound.id }, "no company e-mail in site content: cancellation notice not sent");
    return true;
  }
  await enqueueMail(tx, bookingCancelledNoticeMail(company.email, { ...(await dataIn("pt")), refundCents }));
  return true;
}

export type ChangeRequestResult = { ok: true; mailQueued: boolean } | { ok: false; reason: "not_found" | "not_allowed" };

/**
 * A change the customer asks for (up to 24 h before the pickup, not once cancelled or done):
 * attached to the booking (a change request with its history entry, which an admin applies or
 * declines: decision 0043) and, in the same transaction, stored as a contact message for the
 * company (subject "Pedido de alteração — <reference>") e-mailed to it like the contact form's.
 */
export async function requestBookingChange(
  deps: ManageDeps,
  key: BookingKey,
  message: string,
  now: Date = new Date(),
): Promise<ChangeRequestResult> {
  const pair = await findBookingPair(deps.db, key);
  if (!pair) return { ok: false, reason: "not_found" };
  const { outbound } = pair;
  if (FINISHED.includes(outbound.status) || !changeRequestAllowed(pickupOf(outbound), now)) {
    return { ok: false, reason: "not_allowed" };
  }
  const reference = bookingReference(outbound.id);
  const trips = tripsOf(pair)
    .map((b) => `${formatDate(b.bookingDate, "pt")} ${formatTime(b.bookingTime)} — ${b.origin} → ${b.destination}`)
    .join("\n");
  const result = await submitContactMessage(deps.db, deps.logger, {
    name: outbound.customerName,
    email: outbound.customerEmail,
    phone: outbound.customerPhone,
    subject: `Pedido de alteração — ${reference}`,
    message: `Reserva ${reference}\n${trips}\n\n${message}`,
  }, { withMessage: (tx) => recordChangeRequest(tx, outbound, message) });
  return { ok: true, mailQueued: result.mailQueued };
}

/**
 * Opens (or reuses) the checkout of the key's booking: startCheckout's rules and amounts. The pages
 * a checkout returns to carry the caller's token, never one of an owner's key (none is minted).
 */
export async function startManagedCheckout(
  deps: Pick<AppDeps, "db" | "env" | "payments">,
  key: BookingKey,
  siteUrl: string,
): Promise<StartCheckoutResult> {
  const pair = await findBookingPair(deps.db, key);
  if (!pair) return { ok: false, reason: "not_found" };
  return startCheckout(deps, pair.outbound.id, { siteUrl, returnToken: tokenOfKey(key) });
}

/** The booking's .ics (one event per trip), in `requestedLang` or the booking's language. */
export async function managedBookingCalendar(
  deps: ManageDeps,
  key: BookingKey,
  options: { requestedLang: string | undefined; siteUrl: string; now?: Date },
): Promise<{ reference: string; ics: string } | null> {
  const { db } = deps;
  const pair = await findBookingPair(db, key);
  if (!pair) return null;
  const lang = languageFor(pair, options.requestedLang);
  // The event links back to the page the caller opened: their link, or their customer area.
  const token = tokenOfKey(key);
  const manageUrl = token ? manageBookingUrl(options.siteUrl, token, lang) : customerAreaUrl(options.siteUrl, lang);
  // A group's vehicles share one pickup: one event for the group, not one per vehicle.
  const trips = tripsOf({ ...pair, groupVehicles: [] });
  const texts = await loadTexts(db, trips, lang);
  const company = await loadMailCompany(db);
  const events = calendarTripsOf(
    trips.map((b) => ({
      ...b,
      tourName: texts.tour(b)?.name ?? null,
      tourDurationHours: texts.tour(b)?.durationHours ?? null,
    })),
    { language: lang, companyName: company.name, companyPhone: company.phone, manageUrl },
  );
  const ics = bookingCalendar(events, { companyName: company.name, companyEmail: company.email, now: options.now ?? new Date() });
  return { reference: bookingReference(pair.outbound.id), ics };
}
