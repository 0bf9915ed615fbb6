import { ADMIN_BOOKING_STATUSES } from "../../../domain/admin-booking-schemas.ts";
import { cn } from "../../lib/cn.ts";
import { BOOKING_STATUS_META, type AdminBookingStatus } from "./admin-booking.ts";

const DOT: Record<AdminBookingStatus, string> = {
  pending: "bg-yellow-400",
  confirmed: "bg-green-500",
  assigned: "bg-blue-500",
  completed: "bg-slate-400",
  cancelled: "bg-red-500",
};

/** The counts per status above the list; each one filters the list by its status. */
export function BookingStatusCounts({
  counts,
  selected,
  onSelect,
}: {
  counts: Record<AdminBookingStatus, number> | undefined;
  selected: AdminBookingStatus | undefined;
  onSelect: (status: AdminBookingStatus | undefined) => void;
}) {
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const chip = (key: string, label: string, count: number | undefined, pressed: boolean, onClick: () => void, dot?: string) => (
    <button
      key={key}
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        pressed ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
      )}
    >
      {dot && <span aria-hidden="true" className={cn("size-2 rounded-full", dot)} />}
      {label}
      <span className="font-semibold tabular-nums">{count ?? "–"}</span>
    </button>
  );
  return (
    <div role="group" aria-label="Reservas por estado" className="flex flex-wrap gap-2">
      {chip("all", "Todas", all, selected === undefined, () => onSelect(undefined))}
      {ADMIN_BOOKING_STATUSES.map((s) =>
        chip(s, BOOKING_STATUS_META[s].label, counts?.[s], selected === s, () => onSelect(selected === s ? undefined : s), DOT[s]),
      )}
    </div>
  );
}
