import { isValid, parseISO } from "date-fns";
import { lisbonWallClockParts } from "../../../domain/lisbon-date.ts";

/**
 * An ISO instant shown as the admin panel shows dates: "dd/MM/yyyy HH:mm" in Lisbon time
 * (summer and winter time alike), whatever the browser's own zone. Not a date: "—".
 */
export function formatDateTime(iso: string): string {
  const date = parseISO(iso);
  if (!isValid(date)) return "—";
  const { day, month, year, hour, minute } = lisbonWallClockParts(date);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}
