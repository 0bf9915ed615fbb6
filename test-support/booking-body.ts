import { randomUUID } from "node:crypto";
import { addDays, lisbonToday } from "../src/domain/lisbon-date.ts";

/**
 * For tests: a valid POST /api/bookings body, a transfer from Faro airport to Albufeira (a route
 * the demo catalogue prices) ten days ahead, for the given vehicle. Overrides replace fields.
 */
export function transferBookingBody(
  vehicle: { id: string; class: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    id: randomUUID(),
    bookingType: "transfer",
    origin: "Aeroporto de Faro (FAO)",
    destination: "Albufeira",
    bookingDate: addDays(lisbonToday(), 10),
    bookingTime: "14:30",
    passengers: 2,
    vehicleId: vehicle.id,
    vehicleClass: vehicle.class,
    extraIds: [],
    flightNumber: "TP1901",
    customerName: "Joana Costa",
    customerPhone: "+351 912 345 678",
    customerEmail: "joana@example.com",
    specialRequests: "",
    ...overrides,
  };
}
