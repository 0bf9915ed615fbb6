/**
 * The booking statuses whose price counts as booked revenue ("Valor reservado", decision 0042):
 * a booking the company has accepted, whether or not it is paid. Pending and cancelled bookings
 * count none. The report totals' trigger (`report_totals_apply`, migrations 0014 and 0016) sums by
 * the same list: `src/server/db/revenue-statuses.test.ts` compares the two.
 */
export const REVENUE_STATUSES = ["confirmed", "assigned", "in_progress", "completed"] as const;
