import type { AdminBookingStatus } from "../../../domain/admin-booking-schemas.ts";
import type { AdminInvoiceDocument } from "../../../domain/contracts/invoicing.ts";
import type { BadgeProps } from "../../components/ui/badge.tsx";

export type { AdminBookingStatus };

/** One row of GET /api/admin/bookings. */
export interface AdminBookingItem {
  id: string;
  reference: string;
  bookingType: "transfer" | "tour";
  origin: string;
  destination: string;
  bookingDate: string;
  bookingTime: string;
  passengers: number;
  vehicleId: string | null;
  vehicleName: string | null;
  vehicleClass: string;
  tourId: string | null;
  tourName: string | null;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  totalPriceCents: number;
  status: string;
  /** The driver's step on the day of service (decision 0050), or null before the driver sets off. */
  serviceStep?: string | null;
  assignedDriverId: string | null;
  assignedDriverName: string | null;
  outboundBookingId: string | null;
  outboundReference: string | null;
  /** A group in several vehicles (decision 0045): this vehicle's number, the group's size and reference. */
  groupVehicle?: number | null;
  groupSize?: number | null;
  groupReference?: string | null;
  createdAt: string;
  /** Money is kept on it (paid less refunded), whatever its status says: no payment link then. */
  paid: boolean;
}

export interface AdminBookingsPage {
  items: AdminBookingItem[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<AdminBookingStatus, number>;
}

export type PaymentState = "none" | "open" | "paid" | "test_paid" | "refunded";

export interface TripSummary {
  id: string;
  reference: string;
  origin: string;
  destination: string;
  bookingDate: string;
  bookingTime: string;
  flightNumber: string | null;
  status: string;
  totalPriceCents: number;
}

export interface HistoryEntry {
  id: string;
  kind: string;
  actorName: string | null;
  data: Record<string, unknown>;
  createdAt: string;
}

/** A customer's change request as the booking sheet shows it (decision 0043). */
export interface AdminChangeRequest {
  id: string;
  bookingId: string;
  requestedText: string;
  status: "pending" | "applied" | "declined";
  adminMessage: string | null;
  decidedAt: string | null;
  decidedByName: string | null;
  priceBeforeCents: number | null;
  priceAfterCents: number | null;
  differenceCents: number | null;
  differencePaid: boolean;
  refundedCents: number | null;
  createdAt: string;
}

/** GET /api/admin/bookings/:id → booking. */
export interface AdminBookingDetail extends AdminBookingItem {
  flightNumber: string | null;
  specialRequests: string | null;
  extras: { id: string; name: string; priceCents: number }[];
  paymentState: PaymentState;
  returnTrip: TripSummary | null;
  outbound: TripSummary | null;
  history: HistoryEntry[];
  changeRequests: AdminChangeRequest[];
  /** The customer's invoice details (decision 0051): tax number, name or company, address. */
  invoiceTaxId?: string | null;
  invoiceName?: string | null;
  invoiceAddress?: string | null;
  /** The certified documents of its payments and refunds. */
  invoiceDocuments?: AdminInvoiceDocument[];
}

export interface AssignmentWarning {
  id: string;
  reference: string;
  bookingDate: string;
  bookingTime: string;
  origin: string;
  destination: string;
}

/** Spec section 4: the admin's five statuses, their labels and colours. */
export const BOOKING_STATUS_META: Record<AdminBookingStatus, { label: string; badge: NonNullable<BadgeProps["variant"]> }> = {
  pending: { label: "Pendente", badge: "yellow" },
  confirmed: { label: "Confirmada", badge: "green" },
  assigned: { label: "Atribuída", badge: "blue" },
  completed: { label: "Completa", badge: "grey" },
  cancelled: { label: "Cancelada", badge: "red" },
};

/** Statuses a driver may set (in_progress) have no admin label of their own. */
const OTHER_STATUS_LABELS: Record<string, string> = { in_progress: "Em Progresso" };

export function statusLabel(status: string): string {
  return BOOKING_STATUS_META[status as AdminBookingStatus]?.label ?? OTHER_STATUS_LABELS[status] ?? status;
}

export function statusBadge(status: string): NonNullable<BadgeProps["variant"]> {
  return BOOKING_STATUS_META[status as AdminBookingStatus]?.badge ?? "outline";
}

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  none: "Sem pagamento",
  open: "Link de pagamento aberto",
  paid: "Pago",
  test_paid: "Pagamento de teste (nenhum cartão cobrado)",
  refunded: "Reembolsado",
};
