import { mintBookingToken } from "../src/server/modules/manage-booking/tokens.ts";
import type { TestApp } from "./test-app.ts";

/**
 * For payment tests: opens the checkout of a booking as its customer does, from the booking page
 * (POST /api/manage/:token/checkout) with a manage token minted for it, as the confirmation
 * e-mail's would be. Answers the response and the token. `origin` sends the request to another
 * address of the site (e.g. a LAN address).
 */
export async function openCheckout(t: Pick<TestApp, "db" | "request">, bookingId: string, options: { origin?: string } = {}) {
  const token = await mintBookingToken(t.db, bookingId);
  const response = await t.request(`${options.origin ?? ""}/api/manage/${token}/checkout`, {
    json: {},
    ...(options.origin ? { headers: { origin: options.origin } } : {}),
  });
  return Object.assign(response, { token });
}
