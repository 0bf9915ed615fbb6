/** The reference shown to customers: the first 8 characters of the booking id. */
export function bookingReference(bookingId: string): string {
  return bookingId.slice(0, 8);
}
