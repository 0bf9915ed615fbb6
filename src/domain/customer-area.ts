/**
 * The customer area's answers (decision 0046): GET /api/account/bookings. Types only, shared by
 * the server and the web app.
 */
import type { BookingType } from "./booking-type.ts";

/** What a new booking of the same trip starts from ("Book again"): no date, no time, no flight. */
export interface RebookDetails {
  bookingType: BookingType;
  /** The tour's page for a tour (null for a transfer, or a tour since removed). */
  tourSlug: string | null;
  origin: string;
  destination: string;
  passengers: number;
  vehicleClass: string;
  returnTrip: boolean;
}

/** A trip as the booking page shows it (the manage answer's trip). */
export interface CustomerTrip {
  id: string;
  reference: string;
  bookingType: BookingType;
  status: "pending" | "confirmed" | "assigned" | "in_progress" | "completed" | "cancelled";
  origin: string;
  destination: string;
  bookingDate: string;
  bookingTime: string;
  passengers: number;
  vehicleClass: string;
  vehicleName: string | null;
  tourName: string | null;
  flightNumber: string | null;
  specialRequests: string | null;
  extras: { name: string; priceCents: number }[];
  totalPriceCents: number;
}

export interface CustomerBookingItem {
  booking: CustomerTrip;
  returnBooking: CustomerTrip | null;
  customer: { name: string; email: string; phone: string };
  language: string;
  payment: {
    state: "not_required" | "awaiting_approval" | "pending" | "paid" | "refunded" | "partially_refunded";
    amountDueCents: number;
    amountPaidCents: number;
    refundedCents: number;
    testMode: boolean;
  };
  cancellation: { allowed: boolean; refundPercent: number; refundCents: number };
  changeRequest: { allowed: boolean };
  /** A trip still to come (not cancelled or completed). */
  upcoming: boolean;
  rebook: RebookDetails;
}

export interface CustomerBookings {
  /** The signed-in customer: their name and phone fill the booking form. */
  customer: { name: string; email: string; phone: string };
  bookings: CustomerBookingItem[];
  company: { name: string; phone: string; whatsapp: string; email: string } | null;
}
