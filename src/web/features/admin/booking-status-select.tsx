import { ADMIN_BOOKING_STATUSES } from "../../../domain/admin-booking-schemas.ts";
import { inputClassName } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { BOOKING_STATUS_META, statusLabel, type AdminBookingStatus } from "./admin-booking.ts";

const COLOURS: Record<AdminBookingStatus, string> = {
  pending: "border-yellow-300 bg-yellow-50 text-yellow-900",
  confirmed: "border-green-300 bg-green-50 text-green-900",
  assigned: "border-blue-300 bg-blue-50 text-blue-900",
  completed: "border-slate-300 bg-slate-100 text-slate-800",
  cancelled: "border-red-300 bg-red-50 text-red-900",
};

/**
 * The status dropdown of a booking: the five admin statuses in their colours (spec section 4);
 * any may be chosen from any other. A driver's own status (in_progress) shows until changed.
 */
export function BookingStatusSelect({
  status,
  reference,
  disabled,
  onChange,
}: {
  status: string;
  reference: string;
  disabled?: boolean;
  onChange: (status: AdminBookingStatus) => void;
}) {
  const known = (ADMIN_BOOKING_STATUSES as readonly string[]).includes(status);
  return (
    <select
      aria-label={`Estado da reserva ${reference}`}
      className={cn(inputClassName, "h-9 w-auto min-w-32 shrink-0 pr-8 font-medium", COLOURS[status as AdminBookingStatus])}
      value={status}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as AdminBookingStatus)}
    >
      {!known && (
        <option value={status} disabled>
          {statusLabel(status)}
        </option>
      )}
      {ADMIN_BOOKING_STATUSES.map((s) => (
        <option key={s} value={s}>
          {BOOKING_STATUS_META[s].label}
        </option>
      ))}
    </select>
  );
}
