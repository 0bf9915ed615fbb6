export const BOOKING_TYPES = ["transfer", "tour"] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
