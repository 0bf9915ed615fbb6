import type { BookingType } from "../../../domain/booking-type.ts";

export interface BookingFormProps {
  /** transfer or tour; the visitor may switch unless lockType is set. */
  defaultType?: BookingType;
  /** Preselected tour (tour detail page). */
  tourId?: string;
  className?: string;
}

/** The booking form of the home, transfers and tour pages (being built: see the booking engine). */
export function BookingForm({ className }: BookingFormProps) {
  return <div className={className} data-booking-form="" />;
}
