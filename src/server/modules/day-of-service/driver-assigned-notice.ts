import type { DbOrTx } from "../../db/client.ts";
import type { bookings } from "../../db/schema.ts";
import { enqueueMail } from "../../integrations/mail/outbox.ts";
import { manageBookingUrl, mintBookingToken } from "../manage-booking/tokens.ts";
import { describeCustomerDriver } from "./customer-driver.ts";
import { driverAssignedMail } from "./day-of-service-mails.ts";
import { meetingPointOfBooking } from "./steps.ts";

/**
 * E-mails the customer who is coming for a trip just assigned (or whose driver changed), in the
 * caller's transaction: nothing for a trip already done or cancelled.
 */
export async function tellCustomerDriverAssigned(
  tx: DbOrTx,
  trip: typeof bookings.$inferSelect,
  options: { changed: boolean; siteUrl: string },
): Promise<void> {
  if (!trip.assignedDriverId) return;
  const driver = await describeCustomerDriver(tx, trip.assignedDriverId);
  if (!driver) return;
  const token = await mintBookingToken(tx, trip.outboundBookingId ?? trip.id);
  await enqueueMail(
    tx,
    driverAssignedMail({
      trip,
      driver,
      meetingPoint: await meetingPointOfBooking(tx, trip),
      changed: options.changed,
      manageUrl: manageBookingUrl(options.siteUrl, token, trip.language),
    }),
  );
}
