import { and, asc, desc, eq, gt, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, paymentEvents, payments } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { enqueueMail } from "../../integrations/mail/outbox.ts";
import type { PaymentProvider, PaymentWebhookEvent } from "../../integrations/payments/provider.ts";
import { testCheckoutUrl } from "../../integrations/payments/test-provider.ts";
import type { Logger } from "../../logger.ts";
import { bookingReference } from "../../../domain/service-date.ts";
import { manageBookingUrl, mintBookingToken } from "../manage-booking/tokens.ts";
import { queueInvoiceReceipt } from "../invoices/queue.ts";
import { isChangeDifferencePayment } from "./change-difference.ts";
import { paidCentsKept } from "./money-on-booking.ts";
import { paymentConfirmedMail } from "./payment-confirmed-mail.ts";
import { parseEnv } from "../../env.ts";
import { formatDate, formatTime } from "../../../domain/lisbon-date.ts";

/**
 * An open checkout younger than this is handed out again instead of opening another one. Stripe
 * keeps a Checkout Session open (and an idempotency key alive) for 24 hours.
 */
export const CHECKOUT_REUSE_MS = 23 * 60 * 60 * 1000;

export type StartCheckoutResult =
  | { ok: true; url: string; bookingId: string; amountCents: number; reused: boolean }
  | { ok: false; reason: "not_found" | "not_pending" | "payments_off" | "awaiting_approval" | "no_price" };

/**
 * Opens (or reuses) a checkout for a pending booking. The amount is the server's: the booking's
 * total plus the totals of its pending return trip(s) (so a return trip doubles it). Given the id
 * of a return trip whose outbound booking is pending, the checkout is for the outbound booking,
 * which covers both. Refused with PAYMENTS=off, for a tour until an admin sent its payment link
 * (`markPaymentLinkSent`), and for a booking that has money on it whatever its status says (a
 * paid booking set back to pending is not paid twice). Links back to the site start with
 * `options.siteUrl` (default PUBLIC_URL) and carry `options.returnToken`, the manage token the
 * caller already holds (none is minted here: a booking id is not a key). Provider failures are
 * thrown.
 */
export async function startCheckout(
  deps: Pick<AppDeps, "db" | "env" | "payments">,
  bookingId: string,
  options: { siteUrl?: string; returnToken: string | null },
): Promise<StartCheckoutResult> {
  const { db, env, payments: provider } = deps;
  const siteUrl = (options.siteUrl ?? env.publicUrl).replace(/\/+$/, "");
  let [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return { ok: false, reason: "not_found" };
  if (booking.outboundBookingId) {
    const [outbound] = await db.select().from(bookings).where(eq(bookings.id, booking.outboundBookingId));
    if (outbound?.status === "pending") booking = outbound;
  }
  if (booking.status !== "pending") return { ok: false, reason: "not_pending" };
  if (provider.kind === "off") return { ok: false, reason: "payments_off" };
  const trips = booking.outboundBookingId ? [booking.id, booking.outboundBookingId] : [booking.id];
  if ((await paidCentsKept(db, trips)) > 0) return { ok: false, reason: "not_pending" };
  // Spec section 4: a tour needs an admin's approval, which sends its payment link.
  if (booking.bookingType === "tour" && booking.paymentLinkSentAt === null) return { ok: false, reason: "awaiting_approval" };

  const returnTrips = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.outboundBookingId, booking.id), eq(bookings.status, "pending")))
    .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime));
  const amountCents = booking.totalPriceCents + returnTrips.reduce((sum, b) => sum + b.totalPriceCents, 0);
  if (!Number.isInteger(amountCents) || amountCents <= 0) return { ok: false, reason: "no_price" };

  const forThisAmount = and(
    eq(payments.bookingId, booking.id),
    eq(payments.provider, provider.kind),
    eq(payments.amountCents, amountCents),
  );
  const [open] = await db
    .select({ url: payments.url, sessionId: payments.providerSessionId })
    .from(payments)
    .where(
      and(forThisAmount, eq(payments.status, "open"), gt(payments.createdAt, new Date(Date.now() - CHECKOUT_REUSE_MS))),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (open) {
    // The test page lives on our own origin: hand it out on the site's address, with the caller's
    // token for its return pages.
    const url = provider.kind === "test" ? testCheckoutUrl(siteUrl, open.sessionId, options.returnToken) : open.url;
    return { ok: true, url, bookingId: booking.id, amountCents, reused: true };
  }

  // The same key returns the same session; after an expired or failed attempt a fresh key is
  // needed, or the provider would hand back the closed session.
  const closed = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(forThisAmount, inArray(payments.status, ["expired", "failed"])));
  const baseKey = `checkout-${booking.id}-${amountCents}`;
  const idempotencyKey = closed.length === 0 ? baseKey : `${baseKey}-retry-${closed.length}`;

  const ref = bookingReference(booking.id);
  const trip = `${booking.origin} → ${booking.destination}, ${formatDate(booking.bookingDate, "pt")} ${formatTime(booking.bookingTime)}`;
  const linked =
    booking.groupSize !== null
      ? ` (${returnTrips.length + 1} veículos / vehicles)`
      : returnTrips.length > 0
        ? " (ida e volta / return trip)"
        : "";
  const description = `Reserva ${ref}: ${trip}${linked}`;
  const query = returnQuery(booking, options.returnToken);
  const session = await provider.createCheckout({
    bookingId: booking.id,
    amountCents,
    description,
    customerEmail: booking.customerEmail,
    successUrl: `${siteUrl}/payment-success?${query}`,
    cancelUrl: `${siteUrl}/payment-cancelled?${query}`,
    siteUrl,
    idempotencyKey,
  });

  const [inserted] = await db
    .insert(payments)
    .values({
      bookingId: booking.id,
      provider: provider.kind,
      testMode: provider.kind === "test",
      providerSessionId: session.sessionId,
      amountCents,
      url: session.url,
      status: "open",
    })
    .onConflictDoNothing({ target: [payments.provider, payments.providerSessionId] })
    .returning({ url: payments.url });
  const handOut = (url: string) => (provider.kind === "test" ? testCheckoutUrl(siteUrl, session.sessionId, options.returnToken) : url);
  if (inserted) return { ok: true, url: handOut(inserted.url), bookingId: booking.id, amountCents, reused: false };
  // A concurrent request stored the same (idempotent) session first.
  const [existing] = await db
    .select({ url: payments.url })
    .from(payments)
    .where(and(eq(payments.provider, provider.kind), eq(payments.providerSessionId, session.sessionId)));
  return { ok: true, url: handOut(existing?.url ?? session.url), bookingId: booking.id, amountCents, reused: true };
}

/**
 * The query of the pages a checkout returns to: the booking, the manage token its caller already
 * holds (the page shows the booking and offers its manage link; none without one) and the
 * booking's language.
 */
export function returnQuery(booking: { id: string; language: string }, token: string | null): string {
  const tokenPart = token ? `&token=${encodeURIComponent(token)}` : "";
  return `booking_id=${encodeURIComponent(booking.id)}${tokenPart}&lang=${encodeURIComponent(booking.language)}`;
}

export interface FulfilInput {
  provider: PaymentProvider["kind"];
  sessionId: string;
  /** The amount the provider reports as paid, in cents. */
  amountCents: number;
  /** The provider's currency, when known (must be the payment's). */
  currency?: string | null;
  /** The captured payment's id (Stripe: the PaymentIntent), kept for refunds. */
  providerPaymentId?: string | null;
  /** The site's address for the manage link of the e-mail (default PUBLIC_URL). */
  siteUrl?: string;
  /** Certified invoicing is on (INVOICING): the payment's invoice-receipt is queued with it (decision 0051). */
  invoicing?: boolean;
}

export type FulfilResult =
  | { confirmed: true; bookingId: string; bookingIds: string[] }
  | {
      confirmed: false;
      /**
       * unknown_session: no such payment; already_paid: handled before (nothing changes);
       * amount_mismatch: the paid amount is not the payment's (nothing changes);
       * not_pending: the payment is now recorded as paid, but none of its bookings was pending
       * any more (an admin confirmed it by hand: the money is kept, no confirmation e-mail);
       * refund_due: the payment is recorded as paid for a booking that was cancelled or already
       * paid: the caller refunds it in full (`refundUnwantedPayment`).
       */
      reason: "unknown_session" | "already_paid" | "amount_mismatch" | "not_pending" | "refund_due";
      bookingId?: string;
    };

/**
 * Marks a checkout paid and confirms its booking and return trip(s), queueing one confirmation
 * e-mail, all in one transaction. The booking's row is locked first, then the payment's (the
 * order of a cancellation), so repeated or concurrent calls confirm once and send one e-mail, and
 * a cancellation is either wholly before (refund_due) or wholly after. Callers wake the mail
 * worker when `confirmed` is true, and refund the payment when the reason is `refund_due`.
 */
export async function fulfilCheckout(db: DbOrTx, input: FulfilInput, logger?: Logger): Promise<FulfilResult> {
  return db.transaction((tx) => fulfilInTransaction(tx, input, logger));
}

async function fulfilInTransaction(tx: DbOrTx, input: FulfilInput, logger?: Logger): Promise<FulfilResult> {
  const bySession = and(eq(payments.provider, input.provider), eq(payments.providerSessionId, input.sessionId));
  const [known] = await tx.select({ bookingId: payments.bookingId }).from(payments).where(bySession);
  // The caller reports an unknown session (a webhook's may only be not stored yet).
  if (!known) return { confirmed: false, reason: "unknown_session" };
  const [locked] = await tx.select().from(bookings).where(eq(bookings.id, known.bookingId)).for("update");
  const [payment] = await tx.select().from(payments).where(bySession).for("update");
  if (!payment || !locked) return { confirmed: false, reason: "unknown_session" };
  if (payment.status === "paid") return { confirmed: false, reason: "already_paid", bookingId: payment.bookingId };
  const currencyDiffers = !!input.currency && input.currency.toLowerCase() !== payment.currency;
  if (input.amountCents !== payment.amountCents || currencyDiffers) {
    logger?.error(
      {
        paymentId: payment.id,
        bookingId: payment.bookingId,
        expectedCents: payment.amountCents,
        receivedCents: input.amountCents,
        currency: input.currency,
      },
      "paid amount differs from the checkout's amount: booking not confirmed",
    );
    return { confirmed: false, reason: "amount_mismatch", bookingId: payment.bookingId };
  }

  // Money already kept for these trips (another checkout paid first): this one is not wanted.
  const trips = locked.outboundBookingId ? [locked.id, locked.outboundBookingId] : [locked.id];
  // The difference of an applied change request is wanted on a paid booking (decision 0043).
  const alreadyPaid = (await paidCentsKept(tx, trips)) > 0 && !(await isChangeDifferencePayment(tx, payment.id));
  const [paid] = await tx
    .update(payments)
    .set({ status: "paid", paidAt: new Date(), providerPaymentId: input.providerPaymentId ?? null })
    .where(eq(payments.id, payment.id))
    .returning();
  // Every payment received is invoiced, also one refunded next (its refund gets a credit note).
  if (input.invoicing && paid) await queueInvoiceReceipt(tx, paid);
  if (locked.status === "cancelled" || alreadyPaid) {
    logger?.warn(
      { paymentId: payment.id, bookingId: payment.bookingId, status: locked.status, alreadyPaid },
      "payment received for a cancelled or already paid booking: to be refunded in full",
    );
    return { confirmed: false, reason: "refund_due", bookingId: payment.bookingId };
  }
  const confirmed = await tx
    .update(bookings)
    .set({ status: "confirmed" })
    .where(
      and(
        or(eq(bookings.id, payment.bookingId), eq(bookings.outboundBookingId, payment.bookingId)),
        eq(bookings.status, "pending"),
      ),
    )
    .returning();
  if (confirmed.length === 0) {
    logger?.warn(
      { paymentId: payment.id, bookingId: payment.bookingId },
      "payment received for a booking that is no longer pending: nothing confirmed",
    );
    return { confirmed: false, reason: "not_pending", bookingId: payment.bookingId };
  }

  const outbound = confirmed.find((b) => b.id === payment.bookingId) ?? locked;
  // A group's further vehicles are not return trips (decision 0045).
  const [returnTrip] = confirmed
    .filter((b) => b.id !== payment.bookingId && b.groupVehicle === null)
    .sort((x, y) => `${x.bookingDate} ${x.bookingTime}`.localeCompare(`${y.bookingDate} ${y.bookingTime}`));
  // The customer's private link, minted with the mail that carries it (webhooks have no request:
  // the site's address is the caller's, else PUBLIC_URL).
  const manageToken = await mintBookingToken(tx, outbound.id);
  await enqueueMail(
    tx,
    paymentConfirmedMail({
      to: outbound.customerEmail,
      customerName: outbound.customerName,
      amountCents: payment.amountCents,
      testMode: payment.testMode,
      outbound,
      returnTrip,
      language: outbound.language,
      manageUrl: manageBookingUrl(input.siteUrl ?? parseEnv().publicUrl, manageToken, outbound.language),
    }),
  );
  return { confirmed: true, bookingId: payment.bookingId, bookingIds: confirmed.map((b) => b.id) };
}

/**
 * Closes a checkout that expired or whose payment failed. The bookings stay pending; a paid
 * payment is never downgraded. Answers whether an open payment was closed.
 */
export async function expireCheckout(
  db: DbOrTx,
  input: { provider: PaymentProvider["kind"]; sessionId: string; status?: "expired" | "failed" },
): Promise<{ expired: boolean }> {
  const rows = await db
    .update(payments)
    .set({ status: input.status ?? "expired" })
    .where(
      and(
        eq(payments.provider, input.provider),
        eq(payments.providerSessionId, input.sessionId),
        eq(payments.status, "open"),
      ),
    )
    .returning({ id: payments.id });
  return { expired: rows.length > 0 };
}

export interface WebhookOutcome {
  /** The event id was handled before: nothing was done. */
  duplicate: boolean;
  /** A confirmation e-mail was queued (wake the mail worker). */
  mailQueued: boolean;
  /**
   * What was done, for the log. `checkout_not_recorded`: a paid session for one of our bookings
   * whose checkout row is not stored yet (its insert has not committed): nothing was done and the
   * event is not recorded, so a later delivery applies it (decision 0026).
   */
  action: "fulfilled" | "not_fulfilled" | "expired" | "ignored" | "duplicate" | "checkout_not_recorded";
  result?: FulfilResult;
}

/** Thrown inside the webhook's transaction to roll back the event's record (see WebhookOutcome). */
class CheckoutNotRecordedYet extends Error {}

/** Whether a session's booking id (its metadata) names a booking of this site. */
async function isOurBooking(db: DbOrTx, bookingId: string | null | undefined): Promise<boolean> {
  if (!bookingId || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(bookingId)) return false;
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId));
  return row !== undefined;
}

/**
 * Handles a verified webhook event exactly once: recording the event id and acting on it happen
 * in one transaction, so a crash between them cannot lose the event (the provider retries) and a
 * repeated or concurrent delivery of the same event changes nothing. A paid session that names
 * one of our bookings but has no checkout row yet is not recorded (`checkout_not_recorded`): the
 * caller waits a moment and tries again, else answers non-2xx so the provider delivers it again.
 */
export async function handlePaymentWebhookEvent(
  db: DbOrTx,
  provider: PaymentProvider["kind"],
  event: PaymentWebhookEvent,
  logger?: Logger,
  options: { invoicing?: boolean } = {},
): Promise<WebhookOutcome> {
  try {
    return await applyWebhookEvent(db, provider, event, logger, options);
  } catch (error) {
    if (error instanceof CheckoutNotRecordedYet) return { duplicate: false, mailQueued: false, action: "checkout_not_recorded" };
    throw error;
  }
}

async function applyWebhookEvent(
  db: DbOrTx,
  provider: PaymentProvider["kind"],
  event: PaymentWebhookEvent,
  logger: Logger | undefined,
  options: { invoicing?: boolean },
): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing({ target: paymentEvents.id })
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return { duplicate: true, mailQueued: false, action: "duplicate" };

    const session = event.checkoutSession;
    if (!session) return { duplicate: false, mailQueued: false, action: "ignored" };
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        // A completed session with a delayed payment method is "unpaid" until async_payment_succeeded.
        if (session.paymentStatus !== "paid" || session.amountTotal === null) {
          return { duplicate: false, mailQueued: false, action: "ignored" };
        }
        const result = await fulfilInTransaction(
          tx,
          {
            provider,
            sessionId: session.id,
            amountCents: session.amountTotal,
            currency: session.currency,
            providerPaymentId: session.paymentIntentId ?? null,
            invoicing: options.invoicing,
          },
          logger,
        );
        if (!result.confirmed && result.reason === "unknown_session" && (await isOurBooking(tx, session.bookingId))) {
          // Stripe made the session, but our insert of its checkout row has not committed yet.
          throw new CheckoutNotRecordedYet();
        }
        if (!result.confirmed && result.reason === "unknown_session") {
          logger?.warn({ provider, sessionId: session.id }, "payment for an unknown checkout session ignored");
        }
        return {
          duplicate: false,
          mailQueued: result.confirmed,
          action: result.confirmed ? "fulfilled" : "not_fulfilled",
          result,
        };
      }
      case "checkout.session.expired":
      case "checkout.session.async_payment_failed": {
        const status = event.type === "checkout.session.expired" ? "expired" : "failed";
        await expireCheckout(tx, { provider, sessionId: session.id, status });
        return { duplicate: false, mailQueued: false, action: "expired" };
      }
      default:
        return { duplicate: false, mailQueued: false, action: "ignored" };
    }
  });
}

/**
 * Records that an admin sent the booking's payment link (the admin panel's action); from then on
 * a tour may be paid. Answers false for an unknown booking.
 */
export async function markPaymentLinkSent(db: DbOrTx, bookingId: string, at: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ paymentLinkSentAt: at })
    .where(eq(bookings.id, bookingId))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** A checkout of the built-in test provider with what its page shows, or null. */
export async function findTestCheckout(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({
      sessionId: payments.providerSessionId,
      status: payments.status,
      amountCents: payments.amountCents,
      bookingId: payments.bookingId,
      origin: bookings.origin,
      destination: bookings.destination,
      bookingDate: bookings.bookingDate,
      bookingTime: bookings.bookingTime,
      language: bookings.language,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.provider, "test"), eq(payments.providerSessionId, sessionId)));
  return row ?? null;
}
