import { and, asc, desc, eq, inArray, or } from "drizzle-orm";
import type { ApplyChangeRequestInput } from "../../../domain/change-request-schemas.ts";
import { lisbonInstant, formatTime } from "../../../domain/lisbon-date.ts";
import { refundCents, refundPercent } from "../../../domain/refund-policy.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import { bookingChangeRequests, bookingExtras, bookings, payments, refunds } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { enqueueMail } from "../../integrations/mail/outbox.ts";
import { testCheckoutUrl } from "../../integrations/payments/test-provider.ts";
import { recordBookingEvent, type Actor } from "../admin-bookings/booking-events.ts";
import { manageBookingUrl, mintBookingToken } from "../manage-booking/tokens.ts";
import { paidCentsKept } from "../payments/money-on-booking.ts";
import { returnQuery } from "../payments/service.ts";
import { closeOpenCheckouts, expireAtProvider, recordRefund, refundThroughProvider } from "../payments/unwanted-payments.ts";
import { computeQuote } from "../quotes/service.ts";
import { pricingDataFrom } from "../quotes/pricing-data.ts";
import { changeAppliedMail, type ChangeMoney } from "./change-request-mails.ts";

type BookingRow = typeof bookings.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type Deps = Pick<AppDeps, "db" | "env" | "payments" | "places" | "logger">;

export type ApplyRefusal =
  | "not_found"
  | "already_decided"
  | "booking_cancelled"
  | "service_started"
  | "not_this_booking"
  | "vehicle_too_small"
  | "price_unavailable"
  | "new_pickup_past"
  | "refund_impossible"
  | "refund_unavailable";

export type ApplyResult =
  | { ok: true; priceBeforeCents: number; priceAfterCents: number; money: ChangeMoney }
  | { ok: false; reason: ApplyRefusal };

/** Carries a refusal found inside the transaction out of it, so that nothing of it is kept. */
class Refused extends Error {
  constructor(readonly reason: ApplyRefusal) {
    super(reason);
  }
}

const ACTIVE = (b: BookingRow) => b.status !== "cancelled";
const priceOf = (trips: BookingRow[]) => trips.filter(ACTIVE).reduce((sum, b) => sum + b.totalPriceCents, 0);

/** The outbound booking and its return trips, outbound first. */
async function loadTrips(db: Deps["db"], outboundId: string): Promise<BookingRow[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(or(eq(bookings.id, outboundId), eq(bookings.outboundBookingId, outboundId)))
    .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime));
  return [...rows.filter((b) => b.id === outboundId), ...rows.filter((b) => b.id !== outboundId)];
}

/** The trip as the change leaves it, priced by the server's one pricing function (spec section 9). */
async function requote(deps: Deps, trip: BookingRow, input: ApplyChangeRequestInput): Promise<number | ApplyRefusal> {
  const data = pricingDataFrom(deps.db);
  const fleet = await data.fleet();
  const vehicles = trip.vehicleId ? fleet.filter((v) => v.id === trip.vehicleId) : fleet.filter((v) => v.class === trip.vehicleClass);
  const capacity = vehicles.length > 0 ? Math.max(...vehicles.map((v) => v.capacity)) : null;
  if (capacity !== null && input.passengers > capacity) return "vehicle_too_small";
  const extraIds = (await deps.db.select({ id: bookingExtras.extraId }).from(bookingExtras).where(eq(bookingExtras.bookingId, trip.id))).map((e) => e.id);
  const quote = await computeQuote(
    deps.db,
    deps.places,
    deps.logger,
    {
      bookingType: trip.bookingType,
      origin: trip.origin,
      destination: trip.destination,
      tourId: trip.tourId,
      vehicleId: trip.vehicleId,
      vehicleClass: trip.vehicleClass,
      passengers: input.passengers,
      extraIds,
    },
    data,
  );
  return quote.tripCents > 0 ? quote.tripCents : "price_unavailable";
}

/**
 * The refunds of a lower price: the policy's share (spec section 9, measured from when the
 * customer asked to the changed trip's pickup before the change) of the money kept above the new
 * price, taken from paid payments that have no refund yet, latest first (one refund per payment).
 * Null when those payments cannot cover it.
 */
async function planRefunds(deps: Deps, tripIds: string[], excessCents: number, percent: 0 | 50 | 100) {
  const amount = refundCents(excessCents, percent);
  const paid = await deps.db
    .select()
    .from(payments)
    .where(and(inArray(payments.bookingId, tripIds), eq(payments.status, "paid")))
    .orderBy(desc(payments.paidAt));
  const refunded = paid.length
    ? await deps.db.select({ paymentId: refunds.paymentId }).from(refunds).where(inArray(refunds.paymentId, paid.map((p) => p.id)))
    : [];
  const open = paid.filter((p) => !refunded.some((r) => r.paymentId === p.id));
  const plan: { payment: PaymentRow; amountCents: number }[] = [];
  let left = amount;
  for (const payment of open) {
    if (left <= 0) break;
    const take = Math.min(payment.amountCents, left);
    plan.push({ payment, amountCents: take });
    left -= take;
  }
  return left > 0 ? null : { amountCents: amount, percent, plan };
}

/**
 * Applies a pending change request (decision 0043): the chosen trip (the booking or its return
 * trip) takes the new date, time, flight, passengers and special requests, and the server's new
 * price. The money follows the payments, never the status: with nothing paid the booking's own
 * checkout charges the new price (open checkouts for the old one are closed); with money kept
 * and a higher price, a checkout for the difference is opened and its link e-mailed; with a
 * lower price the policy's share of the difference is refunded through the provider first (a
 * provider failure changes nothing). The change, the request's decision, the refunds, the
 * history and the customer's e-mail (their language) are written in one transaction that locks
 * the booking and the request, so an apply twice, or after a decline, applies once.
 */
export async function applyChangeRequest(
  deps: Deps,
  requestId: string,
  input: ApplyChangeRequestInput,
  actor: Actor,
  options: { siteUrl: string; now?: Date },
): Promise<ApplyResult> {
  const now = options.now ?? new Date();
  const [request] = await deps.db.select().from(bookingChangeRequests).where(eq(bookingChangeRequests.id, requestId));
  if (!request) return { ok: false, reason: "not_found" };
  if (request.status !== "pending") return { ok: false, reason: "already_decided" };
  const trips = await loadTrips(deps.db, request.bookingId);
  const outbound = trips[0];
  if (!outbound) return { ok: false, reason: "not_found" };
  const target = trips.find((b) => b.id === input.tripId);
  if (!target) return { ok: false, reason: "not_this_booking" };
  if (outbound.status === "cancelled" || target.status === "cancelled") return { ok: false, reason: "booking_cancelled" };
  const started = ["in_progress", "completed"].includes(target.status) || lisbonInstant(target.bookingDate, target.bookingTime) <= now;
  if (started) return { ok: false, reason: "service_started" };
  if (lisbonInstant(input.bookingDate, input.bookingTime) <= now) return { ok: false, reason: "new_pickup_past" };

  const newTripCents = await requote(deps, target, input);
  if (typeof newTripCents === "string") return { ok: false, reason: newTripCents };
  const tripIds = trips.map((b) => b.id);
  const priceBeforeCents = priceOf(trips);
  const priceAfterCents = priceBeforeCents - target.totalPriceCents + newTripCents;
  const keptCents = await paidCentsKept(deps.db, tripIds);

  // A lower price with money kept: the provider's refunds first, with a key per request and payment.
  let refund: Awaited<ReturnType<typeof planRefunds>> = null;
  const providerRefundIds = new Map<string, string>();
  if (keptCents > 0 && priceAfterCents < keptCents) {
    const percent = refundPercent({ date: target.bookingDate, time: target.bookingTime }, request.createdAt);
    refund = await planRefunds(deps, tripIds, keptCents - priceAfterCents, percent);
    if (!refund) return { ok: false, reason: "refund_impossible" };
    for (const { payment, amountCents } of refund.plan) {
      try {
        providerRefundIds.set(payment.id, await refundThroughProvider(deps, payment, amountCents, `change-${request.id}-${payment.id}`));
      } catch (error) {
        deps.logger.error({ err: error, requestId, paymentId: payment.id, amountCents }, "change refund failed: change not applied");
        return { ok: false, reason: "refund_unavailable" };
      }
    }
  }
  const differenceCents = keptCents > 0 && priceAfterCents > keptCents ? priceAfterCents - keptCents : 0;

  let closed: { provider: string; sessionId: string }[] = [];
  try {
    const result = await deps.db.transaction(async (tx) => {
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, outbound.id)).for("update");
      const [locked] = await tx.select().from(bookingChangeRequests).where(eq(bookingChangeRequests.id, requestId)).for("update");
      if (!locked || locked.status !== "pending") throw new Refused("already_decided");
      const [current] = await tx.select().from(bookings).where(eq(bookings.id, target.id));
      if (!current || current.status === "cancelled") throw new Refused("booking_cancelled");

      const [changed] = await tx
        .update(bookings)
        .set({
          bookingDate: input.bookingDate,
          bookingTime: input.bookingTime,
          flightNumber: input.flightNumber ?? null,
          passengers: input.passengers,
          specialRequests: input.specialRequests ?? null,
          totalPriceCents: newTripCents,
        })
        .where(eq(bookings.id, target.id))
        .returning();

      for (const { payment, amountCents } of refund?.plan ?? []) {
        const providerRefundId = providerRefundIds.get(payment.id) ?? null;
        if (!(await recordRefund(tx, payment, { amountCents, percent: refund!.percent, providerRefundId }))) throw new Refused("refund_impossible");
        await recordBookingEvent(tx, outbound.id, actor, "refund", {
          amountCents,
          percent: refund!.percent,
          provider: payment.provider,
          testMode: payment.testMode,
          providerRefundId,
          by: "admin",
          reason: "change_request",
          requestId,
        });
      }

      // The old amount's checkouts can no longer be paid; the booking's checkout charges the new price.
      closed = await closeOpenCheckouts(tx, tripIds);
      const manageToken = await mintBookingToken(tx, outbound.id);
      let money: ChangeMoney = { kind: "none" };
      let differencePaymentId: string | null = null;
      if (differenceCents > 0) {
        const difference = await openDifferenceCheckout(deps, tx, outbound, differenceCents, requestId, options.siteUrl, manageToken);
        differencePaymentId = difference?.paymentId ?? null;
        money = { kind: "difference", amountCents: differenceCents, url: difference?.url ?? null };
      } else if (refund) {
        money = { kind: "refund", amountCents: refund.amountCents };
      }

      await tx
        .update(bookingChangeRequests)
        .set({
          status: "applied",
          adminMessage: input.adminMessage ?? null,
          decidedAt: now,
          decidedBy: actor.id,
          priceBeforeCents,
          priceAfterCents,
          differencePaymentId,
          refundedCents: refund?.amountCents ?? null,
        })
        .where(eq(bookingChangeRequests.id, requestId));

      const changes = changedFields(target, changed!);
      const eventData = {
        requestId,
        trip: bookingReference(target.id),
        changes,
        priceBeforeCents,
        priceAfterCents,
        differenceCents,
        refundCents: refund?.amountCents ?? 0,
        ...(input.adminMessage ? { message: input.adminMessage } : {}),
      };
      await recordBookingEvent(tx, outbound.id, actor, "change_applied", eventData);
      if (target.id !== outbound.id) await recordBookingEvent(tx, target.id, actor, "change_applied", eventData);

      await enqueueMail(
        tx,
        changeAppliedMail({
          outbound: target.id === outbound.id ? changed! : outbound,
          changedTrip: changed!,
          requestedText: request.requestedText,
          adminMessage: input.adminMessage ?? null,
          money,
          manageUrl: manageBookingUrl(options.siteUrl, manageToken, outbound.language),
        }),
      );
      return { ok: true as const, priceBeforeCents, priceAfterCents, money };
    });
    await expireAtProvider(deps, closed);
    return result;
  } catch (error) {
    if (error instanceof Refused) {
      if (providerRefundIds.size > 0) deps.logger.error({ requestId, reason: error.reason }, "change refund made at the provider but the change was not applied");
      return { ok: false, reason: error.reason };
    }
    throw error;
  }
}

/** What the admin changed, field by field (the history shows it). */
function changedFields(before: BookingRow, after: BookingRow): Record<string, { from: unknown; to: unknown }> {
  const shown = (b: BookingRow) => ({
    bookingDate: b.bookingDate,
    bookingTime: formatTime(b.bookingTime),
    flightNumber: b.flightNumber || null,
    passengers: b.passengers,
    specialRequests: b.specialRequests || null,
    totalPriceCents: b.totalPriceCents,
  });
  const from = shown(before);
  const to = shown(after);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(from) as (keyof typeof from)[]) {
    if (from[key] !== to[key]) changes[key] = { from: from[key], to: to[key] };
  }
  return changes;
}

/**
 * The checkout of a higher price's difference, on the outbound booking (it covers its return
 * trip), for the server's amount; its link goes to the customer. None with PAYMENTS=off (the
 * company collects it). Provider failures are thrown (the transaction keeps nothing).
 */
async function openDifferenceCheckout(
  deps: Deps,
  tx: Parameters<Parameters<Deps["db"]["transaction"]>[0]>[0],
  outbound: BookingRow,
  amountCents: number,
  requestId: string,
  siteUrl: string,
  manageToken: string,
): Promise<{ paymentId: string; url: string } | null> {
  const provider = deps.payments;
  if (provider.kind === "off") return null;
  const base = siteUrl.replace(/\/+$/, "");
  const query = returnQuery(outbound, manageToken);
  const ref = bookingReference(outbound.id);
  const session = await provider.createCheckout({
    bookingId: outbound.id,
    amountCents,
    description: `Reserva ${ref}: diferença da alteração / change difference`,
    customerEmail: outbound.customerEmail,
    successUrl: `${base}/payment-success?${query}`,
    cancelUrl: `${base}/payment-cancelled?${query}`,
    siteUrl: base,
    idempotencyKey: `change-${requestId}`,
  });
  const [inserted] = await tx
    .insert(payments)
    .values({
      bookingId: outbound.id,
      provider: provider.kind,
      testMode: provider.kind === "test",
      providerSessionId: session.sessionId,
      amountCents,
      url: session.url,
      status: "open",
    })
    .returning({ id: payments.id });
  const url = provider.kind === "test" ? testCheckoutUrl(base, session.sessionId, manageToken) : session.url;
  return { paymentId: inserted!.id, url };
}
