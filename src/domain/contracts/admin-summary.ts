import { z } from "zod";
import { endpoint } from "./endpoint.ts";

/** The bookings tab's summary: what the admin should look at first. */
export const adminSummarySchema = z.strictObject({
  /** Lisbon dates of today and tomorrow. */
  today: z.string(),
  tomorrow: z.string(),
  /** Services (each trip counts, return trips too) on that Lisbon date, cancelled ones left out. */
  jobsToday: z.number().int(),
  jobsTomorrow: z.number().int(),
  /** Services starting within the next 48 hours with no driver, neither cancelled nor completed. */
  unassignedNext48h: z.number().int(),
  /** Contact messages still marked new. */
  newMessages: z.number().int(),
  /** Pending bookings waiting for the customer's payment: a payment link was sent or a checkout is open. */
  paymentsPending: z.number().int(),
});
export type AdminSummary = z.output<typeof adminSummarySchema>;

export const getAdminSummary = endpoint({
  method: "GET",
  path: "/api/admin/summary",
  answer: z.strictObject({ summary: adminSummarySchema }),
  errors: [],
});
