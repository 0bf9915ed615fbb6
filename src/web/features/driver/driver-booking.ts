import { addDays } from "../../../domain/lisbon-date.ts";
import type { ServiceStep } from "../../../domain/service-steps.ts";

/** What GET /api/driver/bookings answers (the drivers module's contract). */
export type DriverBookingStatus = "pending" | "confirmed" | "assigned" | "in_progress" | "completed" | "cancelled";

export type DriverBookingFilter = "upcoming" | "completed" | "all";

export interface DriverBooking {
  id: string;
  reference: string;
  bookingType: "transfer" | "tour";
  tourName: string | null;
  bookingDate: string;
  bookingTime: string;
  status: DriverBookingStatus;
  origin: string;
  destination: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  passengers: number;
  vehicleClass: string | null;
  vehicleName: string | null;
  flightNumber: string | null;
  specialRequests: string | null;
  extras: { name: string }[];
  outboundReference: string | null;
  /** A group in several vehicles (decision 0045): this vehicle's number, of how many, in which group. */
  group?: { vehicle: number; size: number; reference: string } | null;
  /** The day of service (decision 0050): the last step, when, and from when a no-show may be tapped. */
  serviceStep?: ServiceStep | null;
  serviceStepAt?: string | null;
  noShowFrom?: string | null;
  airportPickup?: boolean;
}

export interface DriverBookingsResponse {
  /** Today in Lisbon, YYYY-MM-DD, as the server sees it. */
  today: string;
  bookings: DriverBooking[];
}

/** The statuses a driver may choose (spec section 4): never cancelled, never assigned. */
export const DRIVER_SETTABLE_STATUSES = ["pending", "confirmed", "in_progress", "completed"] as const;
export type DriverSettableStatus = (typeof DRIVER_SETTABLE_STATUSES)[number];

export const DRIVER_STATUS_LABELS: Record<DriverBookingStatus, string> = {
  pending: "Pendente",
  confirmed: "Confirmada",
  assigned: "Atribuída",
  in_progress: "Em Progresso",
  completed: "Concluída",
  cancelled: "Cancelada",
};

/** The driver portal's badge colours (spec section 4): confirmed blue, in_progress yellow, completed green, cancelled red, other grey. */
export function driverStatusColour(status: string): "blue" | "yellow" | "green" | "red" | "grey" {
  switch (status) {
    case "confirmed":
      return "blue";
    case "in_progress":
      return "yellow";
    case "completed":
      return "green";
    case "cancelled":
      return "red";
    default:
      return "grey";
  }
}

export function driverStatusLabel(status: string): string {
  return DRIVER_STATUS_LABELS[status as DriverBookingStatus] ?? status;
}

/** A completed or cancelled booking is closed: the driver sees no selector. */
export function isClosedStatus(status: string): boolean {
  return status === "completed" || status === "cancelled";
}

/** "Hoje" or "Amanhã" for a service date seen from `today` (YYYY-MM-DD), else null. */
export function relativeDayLabel(bookingDate: string, today: string): "Hoje" | "Amanhã" | null {
  if (!today) return null;
  if (bookingDate === today) return "Hoje";
  if (bookingDate === addDays(today, 1)) return "Amanhã";
  return null;
}

/** Opens the phone's maps app on Android and iOS (Google Maps universal link). */
export function mapsLink(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

/** tel: link keeping only the leading + and the digits. */
export function telLink(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}

/**
 * https://wa.me/<digits> wants the international number without + or 00. A Portuguese number
 * written without its country code (9 digits) gets 351.
 */
export function whatsappLink(phone: string): string {
  let digits = phone.replace(/\D/g, "");
  if (!phone.trim().startsWith("+") && digits.startsWith("00")) digits = digits.slice(2);
  else if (!phone.trim().startsWith("+") && digits.length === 9) digits = `351${digits}`;
  return `https://wa.me/${digits}`;
}

/** An airport pickup: the origin names an airport (the flight number matters then). */
export function isAirportPickup(booking: Pick<DriverBooking, "origin" | "flightNumber">): boolean {
  return /aeroporto|airport|aéroport|aeropuerto|\b(LIS|OPO|FAO)\b/i.test(booking.origin);
}
