/** The phone's time of day of an instant, HH:mm (when a kept copy arrived). */
export function clock(ms: number) {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
}
