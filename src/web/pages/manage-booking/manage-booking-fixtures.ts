import type { ManagedBooking, ManagedTrip } from "../../features/manage-booking/managed-booking.ts";

/** A booking as GET /api/manage/:token answers it (the contract), with values written by hand. */
export function makeTrip(overrides: Partial<ManagedTrip> = {}): ManagedTrip {
  return {
    id: "a1b2c3d4-0000-4000-8000-000000000001",
    reference: "a1b2c3d4",
    bookingType: "transfer",
    status: "confirmed",
    origin: "Aeroporto de Faro (FAO)",
    destination: "Hotel Vila Joya, Albufeira",
    bookingDate: "2026-12-12",
    bookingTime: "14:30",
    passengers: 3,
    vehicleClass: "Premium",
    vehicleName: "Mercedes-Benz Classe E",
    tourName: null,
    flightNumber: "TP1901",
    specialRequests: "Siège bébé, s'il vous plaît",
    extras: [{ name: "Siège enfant", priceCents: 1000 }],
    totalPriceCents: 9000,
    ...overrides,
  };
}

export function makeManagedBooking(overrides: Partial<ManagedBooking> = {}): ManagedBooking {
  return {
    booking: makeTrip(),
    returnBooking: makeTrip({
      id: "e5f6a7b8-0000-4000-8000-000000000002",
      reference: "e5f6a7b8",
      origin: "Hotel Vila Joya, Albufeira",
      destination: "Aeroporto de Faro (FAO)",
      bookingDate: "2026-12-19",
      bookingTime: "09:05",
      flightNumber: null,
      specialRequests: null,
      extras: [],
      totalPriceCents: 1000,
    }),
    groupBookings: [],
    customer: { name: "Amélie Durand", email: "amelie@example.fr", phone: "+33 6 12 34 56 78" },
    language: "fr",
    payment: { state: "paid", amountDueCents: 0, amountPaidCents: 10000, refundedCents: 0, testMode: true },
    cancellation: { allowed: true, refundPercent: 100, refundCents: 10000 },
    changeRequest: { allowed: true },
    changeRequests: [],
    company: {
      name: "Lusitania Chauffeur",
      phone: "+351 912 345 678",
      whatsapp: "+351 912 345 678",
      email: "reservas@lusitania.example",
    },
    invoice: { details: { taxId: null, name: null, address: null }, editable: true, certified: false, documents: [] },
    ...overrides,
  };
}
