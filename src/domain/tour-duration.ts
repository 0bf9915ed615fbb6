/** The longest tour the admin can enter: a multi-day tour is sold differently. */
export const MAX_TOUR_HOURS = 24;
