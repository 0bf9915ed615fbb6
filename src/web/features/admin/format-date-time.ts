import { isValid, parseISO } from "date-fns";

const lisbonParts = new Intl.DateTimeFormat("pt-PT", {
  timeZone: "Europe/Lisbon",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * An ISO instant shown as the admin panel shows dates: "dd/MM/yyyy HH:mm" in Lisbon time
 * (summer and winter time alike), whatever the browser's own zone. Not a date: "—".
 */
export function formatDateTime(iso: string): string {
  const date = parseISO(iso);
  if (!isValid(date)) return "—";
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    lisbonParts.formatToParts(date).find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")} ${part("hour")}:${part("minute")}`;
}
