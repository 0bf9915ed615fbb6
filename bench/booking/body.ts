import { randomUUID } from "node:crypto";
import { addDays, lisbonToday } from "../../src/domain/lisbon-date.ts";

/** The benchmark's booking: a transfer with its return trip and one extra, Faro airport ↔ Albufeira. */
export function bookingBody(vehicle: { id: string; class: string }, extraId: string) {
  const day = 10 + Math.floor(Math.random() * 60);
  return {
    id: randomUUID(),
    bookingType: "transfer",
    origin: "Aeroporto de Faro (FAO)",
    destination: "Albufeira",
    bookingDate: addDays(lisbonToday(), day),
    bookingTime: "14:30",
    returnTrip: true,
    returnDate: addDays(lisbonToday(), day + 7),
    returnTime: "10:00",
    passengers: 2,
    vehicleId: vehicle.id,
    vehicleClass: vehicle.class,
    extraIds: [extraId],
    flightNumber: "TP1901",
    returnFlightNumber: "TP1902",
    customerName: "Joana Costa",
    customerPhone: "+351 912 345 678",
    customerEmail: `joana.${randomUUID().slice(0, 8)}@example.com`,
    specialRequests: "",
  };
}
