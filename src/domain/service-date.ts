/** "2026-12-01" → "01/12/2026" (spec: dates shown dd/MM/yyyy). */
export function formatServiceDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return year && month && day ? `${day}/${month}/${year}` : isoDate;
}

/** "14:30:00" or "14:30" → "14:30". */
export function formatServiceTime(time: string): string {
  return time.slice(0, 5);
}

/** The reference shown to customers: the first 8 characters of the booking id. */
export function bookingReference(bookingId: string): string {
  return bookingId.slice(0, 8);
}
