import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { lisbonToday } from "../../../domain/lisbon-date.ts";
import type { CustomerBookings, CustomerBookingItem } from "../../../domain/customer-area.ts";
import { bookings, profiles, tours } from "../../db/schema.ts";
import { loadMailCompany } from "../../mail/company.ts";
import { describeManagedBooking, type ManageDeps } from "../manage-booking/service.ts";

/** The most bookings one list shows (newest service date first). */
export const CUSTOMER_BOOKINGS_LIMIT = 100;

type BookingRow = typeof bookings.$inferSelect;

/** The bookings made with this e-mail, in any case (lower(customer_email), indexed: migration 0018). */
const madeWith = (email: string) => sql`lower(${bookings.customerEmail}) = ${email.toLowerCase()}`;

/**
 * "My bookings" (decision 0046): every booking made with the customer's verified e-mail, before
 * or after the account existed, each as the booking page shows it (status, payment from its
 * payments, cancellation and change rules), with what a new booking of the same trip starts from.
 * The caller has proved the e-mail (access "customer"); the answer carries no manage token.
 */
export async function listCustomerBookings(
  deps: ManageDeps,
  customer: { userId: string; email: string; name: string },
  requestedLang: string | undefined,
  now: Date = new Date(),
): Promise<CustomerBookings> {
  const { db } = deps;
  const rows = await db
    .select()
    .from(bookings)
    .where(and(madeWith(customer.email), isNull(bookings.outboundBookingId)))
    .orderBy(desc(bookings.bookingDate), desc(bookings.bookingTime))
    .limit(CUSTOMER_BOOKINGS_LIMIT);
  const returns = rows.length
    ? await db
        .select()
        .from(bookings)
        .where(and(madeWith(customer.email), isNotNull(bookings.outboundBookingId)))
        .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime))
    : [];
  const slugs = await tourSlugsOf(deps, rows);
  const today = lisbonToday(now);
  const items: CustomerBookingItem[] = [];
  for (const outbound of rows) {
    const linked = returns.filter((b) => b.outboundBookingId === outbound.id);
    const returnBooking = linked.find((b) => b.groupVehicle === null) ?? null;
    // A group's further vehicles (decision 0045), in their order.
    const groupVehicles = linked.filter((b) => b.groupVehicle !== null).sort((a, b) => a.groupVehicle! - b.groupVehicle!);
    const managed = await describeManagedBooking(deps, { outbound, returnBooking, groupVehicles }, requestedLang, now);
    const { company: _company, ...shown } = managed;
    const lastDate = returnBooking && returnBooking.bookingDate > outbound.bookingDate ? returnBooking.bookingDate : outbound.bookingDate;
    items.push({
      ...shown,
      upcoming: lastDate >= today && outbound.status !== "cancelled" && outbound.status !== "completed",
      rebook: {
        bookingType: outbound.bookingType,
        tourSlug: outbound.tourId ? (slugs.get(outbound.tourId) ?? null) : null,
        origin: outbound.origin,
        destination: outbound.destination,
        passengers: outbound.passengers,
        vehicleClass: outbound.vehicleClass,
        returnTrip: returnBooking !== null,
      },
    });
  }
  const latest = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const [profile] = await db.select({ phone: profiles.phone }).from(profiles).where(eq(profiles.userId, customer.userId));
  return {
    customer: { name: customer.name, email: customer.email, phone: profile?.phone || latest?.customerPhone || "" },
    bookings: items,
    company: (await describeCompany(deps)) ?? null,
  };
}

async function tourSlugsOf(deps: ManageDeps, rows: BookingRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((b) => b.tourId).filter((id): id is string => !!id))];
  const map = new Map<string, string>();
  for (const id of ids) {
    const [tour] = await deps.db.select({ slug: tours.slug }).from(tours).where(eq(tours.id, id));
    if (tour) map.set(id, tour.slug);
  }
  return map;
}

async function describeCompany(deps: ManageDeps) {
  const c = await loadMailCompany(deps.db);
  return { name: c.name, phone: c.phone, whatsapp: c.whatsapp, email: c.email };
}
