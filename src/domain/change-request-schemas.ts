import { z } from "zod";
import { BOOKING_MESSAGES as B } from "./booking-messages.ts";
import { BOOKING_LIMITS as L } from "./booking-rules.ts";
import { addYears, isValidIsoDate, isValidTime } from "./lisbon-date.ts";
import { CUSTOMER_CHANGE_MESSAGE_LIMITS } from "./change-request-rules.ts";
import { isPlainText, plainText } from "./plain-text.ts";

/** A customer's change request: waiting for the admin, applied, or declined (decision 0043). */
export const CHANGE_REQUEST_STATUSES = ["pending", "applied", "declined"] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** The admin's message to the customer: a decline's reason, or a note with an applied change. */
export const ADMIN_CHANGE_MESSAGE_LIMITS = { declineMin: 10, max: 1000 } as const;

/** POST …/change-request: the customer's message (plain text, line breaks allowed) and nothing else. */
export const customerChangeRequestSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(CUSTOMER_CHANGE_MESSAGE_LIMITS.min)
    .max(CUSTOMER_CHANGE_MESSAGE_LIMITS.max)
    .refine((text) => isPlainText(text, { multiline: true })),
});

/** The Portuguese messages of the admin's change-request actions (admin panel). */
export const CHANGE_REQUEST_MESSAGES = {
  notFound: "Pedido de alteração não encontrado",
  alreadyDecided: "Este pedido de alteração já foi tratado",
  bookingCancelled: "A reserva foi cancelada: o pedido já não pode ser aplicado",
  serviceStarted: "O serviço já começou ou já passou: o pedido já não pode ser aplicado",
  notThisBooking: "A viagem indicada não pertence a esta reserva",
  vehicleTooSmall: "O veículo da reserva não tem lugares para esse número de passageiros",
  priceUnavailable: "Não foi possível calcular o novo preço desta reserva",
  newPickupPast: "A nova data e hora já passaram",
  refundImpossible:
    "O reembolso da diferença não pode ser feito automaticamente (os pagamentos já têm reembolsos). Trate-o manualmente.",
  refundUnavailable: "Não foi possível fazer o reembolso da diferença. Nada foi alterado; tente novamente.",
  paymentUnavailable: "Não foi possível criar o link de pagamento da diferença. Nada foi alterado; tente novamente.",
  applied: "Alteração aplicada e cliente notificado por email!",
  declined: "Pedido recusado e cliente notificado por email!",
  tripRequired: "Escolha a viagem a alterar",
  declineMessageTooShort: `Escreva a mensagem ao cliente (mínimo ${ADMIN_CHANGE_MESSAGE_LIMITS.declineMin} caracteres)`,
  messageTooLong: `Mensagem muito longa (máximo ${ADMIN_CHANGE_MESSAGE_LIMITS.max} caracteres)`,
  messageInvalid: "A mensagem contém caracteres inválidos",
  invalidBody: "Por favor, verifique os dados do formulário.",
} as const;

const M = CHANGE_REQUEST_MESSAGES;

const emptyToUndefined = (value: string | null | undefined): string | undefined => value || undefined;

const optionalText = (max: number, tooLong: string, invalid: string, multiline = false) =>
  z
    .string({ error: invalid })
    .trim()
    .refine(plainText({ multiline }), invalid)
    .max(max, tooLong)
    .nullish()
    .transform(emptyToUndefined);

/** A whole number typed in a form ("6") or sent as a JSON number. */
const passengers = z
  .union([z.number({ error: B.passengersInteger }), z.string({ error: B.passengersInteger }).regex(/^(0|[1-9]\d{0,5})$/, B.passengersInteger)], {
    error: B.passengersInteger,
  })
  .transform(Number)
  .pipe(z.number().int(B.passengersInteger).min(L.passengersMin, B.passengersMin).max(L.passengersMax, B.passengersMax));

/**
 * POST /api/admin/change-requests/:id/apply and the sheet's form: the trip changed (the booking or
 * its return trip) and its new date, time, flight, passengers and special requests, with an
 * optional note to the customer. `today` is Lisbon's date: the new date may not be before it. No
 * price field: the server re-quotes the trip.
 */
export function applyChangeRequestSchema(today: string) {
  const latestDate = addYears(today, L.maxYearsAhead);
  return z.strictObject(
    {
      tripId: z.guid(M.tripRequired),
      bookingDate: z
        .string({ error: B.dateInvalid })
        .trim()
        .refine(isValidIsoDate, { message: B.dateInvalid, abort: true })
        .refine((date) => date >= today, B.dateInPast)
        .refine((date) => date <= latestDate, B.dateTooFar),
      bookingTime: z.string({ error: B.timeInvalid }).trim().refine(isValidTime, B.timeInvalid),
      flightNumber: optionalText(L.flightNumberMax, B.flightTooLong, B.flightInvalid),
      passengers,
      specialRequests: optionalText(L.specialRequestsMax, B.specialRequestsTooLong, B.specialRequestsInvalid, true),
      adminMessage: optionalText(ADMIN_CHANGE_MESSAGE_LIMITS.max, M.messageTooLong, M.messageInvalid, true),
    },
    { error: M.invalidBody },
  );
}

export type ApplyChangeRequestInput = z.output<ReturnType<typeof applyChangeRequestSchema>>;
export type ApplyChangeRequestForm = z.input<ReturnType<typeof applyChangeRequestSchema>>;

/** POST /api/admin/change-requests/:id/decline: the message e-mailed to the customer. */
export const declineChangeRequestSchema = z.strictObject(
  {
    message: z
      .string({ error: M.declineMessageTooShort })
      .trim()
      .refine(plainText({ multiline: true }), M.messageInvalid)
      .min(ADMIN_CHANGE_MESSAGE_LIMITS.declineMin, M.declineMessageTooShort)
      .max(ADMIN_CHANGE_MESSAGE_LIMITS.max, M.messageTooLong),
  },
  { error: M.invalidBody },
);

export type DeclineChangeRequestInput = z.output<typeof declineChangeRequestSchema>;

/** A change request id in a path: anything but a UUID is an unknown request. */
export const changeRequestIdSchema = z.uuid({ message: M.notFound });
