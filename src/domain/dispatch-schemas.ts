import { z } from "zod";
import { addDays, isValidIsoDate, isValidTime } from "./lisbon-date.ts";
import { plainText } from "./plain-text.ts";

/** The longest period the dispatch board shows at once (a month). */
export const MAX_BOARD_DAYS = 31;
/** The longest stretch of time off set at once. */
export const MAX_TIME_OFF_DAYS = 366;

/** The Portuguese messages of the dispatch board's API. */
export const DISPATCH_MESSAGES = {
  invalidDate: "Data inválida (use AAAA-MM-DD)",
  invalidTime: "Hora inválida (use HH:MM)",
  invalidRange: "A data inicial deve ser anterior ou igual à data final",
  periodTooLong: `O período não pode ter mais de ${MAX_BOARD_DAYS} dias`,
  timeOffTooLong: `A ausência não pode ter mais de ${MAX_TIME_OFF_DAYS} dias`,
  timeOffEndsBeforeStart: "O fim da ausência deve ser depois do início",
  noteTooLong: "A nota não pode ter mais de 200 caracteres",
  noteInvalid: "A nota contém caracteres inválidos",
  invalidBody: "Por favor, verifique os dados do formulário.",
  driverNotFound: "Motorista não encontrado",
  timeOffNotFound: "Ausência não encontrada",
  timeOffAdded: "Ausência registada",
  timeOffRemoved: "Ausência removida",
} as const;

const M = DISPATCH_MESSAGES;

const isoDate = z.string({ message: M.invalidDate }).refine(isValidIsoDate, M.invalidDate);
const time = z.string({ message: M.invalidTime }).refine(isValidTime, M.invalidTime);

/** Days from `from` to `to` inclusive (both valid ISO dates). */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;
}

/** GET /api/admin/dispatch?from=&to= : Lisbon dates, `to` defaults to `from` (the day view). */
export const dispatchBoardQuerySchema = z
  .object({ from: isoDate, to: isoDate.optional() }, { message: M.invalidBody })
  .transform(({ from, to }) => ({ from, to: to ?? from }))
  .refine(({ from, to }) => from <= to, { message: M.invalidRange, path: ["to"] })
  .refine(({ from, to }) => daysInPeriod(from, to) <= MAX_BOARD_DAYS, { message: M.periodTooLong, path: ["to"] });
export type DispatchBoardQuery = z.infer<typeof dispatchBoardQuerySchema>;

/**
 * POST /api/admin/drivers/:id/time-off: whole days (no times: from the start of the first day to
 * the end of the last, Lisbon time) or hours (both times given).
 */
export const timeOffSchema = z
  .strictObject(
    {
      startDate: isoDate,
      endDate: isoDate,
      startTime: time.optional(),
      endTime: time.optional(),
      note: z.string({ message: M.invalidBody }).trim().max(200, M.noteTooLong).refine(plainText(), M.noteInvalid).optional(),
    },
    { message: M.invalidBody },
  )
  .refine(({ startTime, endTime }) => (startTime === undefined) === (endTime === undefined), {
    message: M.invalidTime,
    path: ["endTime"],
  })
  .refine(({ startDate, endDate }) => startDate <= endDate, { message: M.timeOffEndsBeforeStart, path: ["endDate"] })
  .refine(({ startDate, endDate, startTime, endTime }) => startDate < endDate || (startTime ?? "00:00") < (endTime ?? "24:00"), {
    message: M.timeOffEndsBeforeStart,
    path: ["endTime"],
  })
  .refine(({ startDate, endDate }) => daysInPeriod(startDate, endDate) <= MAX_TIME_OFF_DAYS, {
    message: M.timeOffTooLong,
    path: ["endDate"],
  });
export type TimeOffInput = z.infer<typeof timeOffSchema>;

/** The Lisbon wall-clock bounds of a stretch of time off: whole days end at the next day's 00:00. */
export function timeOffBounds(input: TimeOffInput): { start: { date: string; time: string }; end: { date: string; time: string } } {
  if (input.startTime !== undefined && input.endTime !== undefined) {
    return { start: { date: input.startDate, time: input.startTime }, end: { date: input.endDate, time: input.endTime } };
  }
  return { start: { date: input.startDate, time: "00:00" }, end: { date: addDays(input.endDate, 1), time: "00:00" } };
}
