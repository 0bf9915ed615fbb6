import { eq } from "drizzle-orm";
import type { DeclineChangeRequestInput } from "../../../domain/change-request-schemas.ts";
import { bookingChangeRequests, bookings } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { enqueueMail } from "../../integrations/mail/outbox.ts";
import { recordBookingEvent, type Actor } from "../admin-bookings/booking-events.ts";
import { manageBookingUrl, mintBookingToken } from "../manage-booking/tokens.ts";
import { changeDeclinedMail } from "./change-request-mails.ts";

export type DeclineResult = { ok: true } | { ok: false; reason: "not_found" | "already_decided" };

/**
 * Declines a pending change request (decision 0043): the booking stays as it is; the request
 * keeps the admin's message, the history records it and the customer is e-mailed it in the
 * booking's language, in one transaction that locks the request (a decline after an apply, or
 * twice, changes nothing). A cancelled booking's request may be declined too (it closes it).
 */
export async function declineChangeRequest(
  deps: Pick<AppDeps, "db">,
  requestId: string,
  input: DeclineChangeRequestInput,
  actor: Actor,
  options: { siteUrl: string; now?: Date },
): Promise<DeclineResult> {
  return deps.db.transaction(async (tx) => {
    const [request] = await tx.select().from(bookingChangeRequests).where(eq(bookingChangeRequests.id, requestId)).for("update");
    if (!request) return { ok: false, reason: "not_found" };
    if (request.status !== "pending") return { ok: false, reason: "already_decided" };
    const [outbound] = await tx.select().from(bookings).where(eq(bookings.id, request.bookingId));
    if (!outbound) return { ok: false, reason: "not_found" };
    await tx
      .update(bookingChangeRequests)
      .set({ status: "declined", adminMessage: input.message, decidedAt: options.now ?? new Date(), decidedBy: actor.id })
      .where(eq(bookingChangeRequests.id, requestId));
    await recordBookingEvent(tx, outbound.id, actor, "change_declined", { requestId, message: input.message });
    const token = await mintBookingToken(tx, outbound.id);
    await enqueueMail(
      tx,
      changeDeclinedMail({
        outbound,
        requestedText: request.requestedText,
        adminMessage: input.message,
        manageUrl: manageBookingUrl(options.siteUrl, token, outbound.language),
      }),
    );
    return { ok: true };
  });
}
