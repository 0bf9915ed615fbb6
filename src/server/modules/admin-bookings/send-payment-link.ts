import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { bookings } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { enqueueMail } from "../../integrations/mail/outbox.ts";
import { manageBookingUrl, mintBookingToken } from "../manage-booking/tokens.ts";
import { markPaymentLinkSent, startCheckout, type StartCheckoutResult } from "../payments/service.ts";
import { paymentLinkMail } from "./admin-booking-mails.ts";
import { recordBookingEvent, type Actor } from "./booking-events.ts";

export type SendPaymentLinkResult =
  | { ok: true; url: string; amountCents: number }
  | { ok: false; reason: Extract<StartCheckoutResult, { ok: false }>["reason"] };

/** Carries a refusal out of the transaction so that nothing of it is kept. */
class Refused extends Error {
  constructor(readonly reason: Extract<SendPaymentLinkResult, { ok: false }>["reason"]) {
    super(reason);
  }
}

/**
 * The admin's "send payment link" (only while pending and unpaid): for a tour, first records that its link
 * was sent (its approval, which lets its checkout open); then opens or reuses a checkout for the
 * server's amount (the booking with its pending return trip), e-mails the link to the customer
 * and records the history, all in one transaction (a provider failure or a refusal leaves
 * nothing behind; the provider's idempotency key hands back the same session on a retry).
 * Provider failures are thrown. The caller wakes the mail worker.
 */
export async function sendPaymentLink(
  deps: Pick<AppDeps, "db" | "env" | "payments">,
  id: string,
  actor: Actor,
  options: { siteUrl?: string } = {},
): Promise<SendPaymentLinkResult> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
      if (!booking) throw new Refused("not_found");
      if (booking.status !== "pending") throw new Refused("not_pending");
      if (deps.payments.kind === "off") throw new Refused("payments_off");
      if (booking.bookingType === "tour") await markPaymentLinkSent(tx, id);

      // The customer's private link, minted with the mail that carries it (and the checkout's
      // return pages, which only that customer reaches).
      const manageToken = await mintBookingToken(tx, booking.outboundBookingId ?? booking.id);
      // Refused too for a booking with money on it, whatever its status says.
      const checkout = await startCheckout({ ...deps, db: tx }, id, { ...options, returnToken: manageToken });
      if (!checkout.ok) throw new Refused(checkout.reason);

      const outbound = await loadPayer(tx, checkout.bookingId);
      const siteUrl = options.siteUrl ?? deps.env.publicUrl;
      await enqueueMail(
        tx,
        paymentLinkMail({
          language: outbound.booking.language,
          manageUrl: manageBookingUrl(siteUrl, manageToken, outbound.booking.language),
          to: outbound.booking.customerEmail,
          customerName: outbound.booking.customerName,
          url: checkout.url,
          amountCents: checkout.amountCents,
          testMode: deps.payments.kind === "test",
          outbound: outbound.booking,
          returnTrip: outbound.returnTrip,
        }),
      );
      await recordBookingEvent(tx, id, actor, "payment_link_sent", {
        amountCents: checkout.amountCents,
        paymentBookingId: checkout.bookingId,
        to: outbound.booking.customerEmail,
        testMode: deps.payments.kind === "test",
      });
      return { ok: true as const, url: checkout.url, amountCents: checkout.amountCents };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}

/** The booking a checkout is for, with its first pending return trip (what the payment covers). */
async function loadPayer(tx: Tx, bookingId: string) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw new Error(`sendPaymentLink: booking ${bookingId} of the checkout is missing`);
  const [returnTrip] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.outboundBookingId, bookingId), eq(bookings.status, "pending")))
    .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime));
  return { booking, returnTrip };
}
