/**
 * The booking form's messages, exactly as the spec gives them in Portuguese (sections 5 and 8).
 * The server answers with these texts; the browser maps them back to a key with
 * `bookingMessageKey` to show the same meaning in the reader's language.
 */
export const BOOKING_MESSAGES = {
  nameTooShort: "Nome deve ter pelo menos 2 caracteres",
  nameTooLong: "Nome muito longo",
  emailInvalid: "Email inválido",
  emailTooLong: "Email muito longo",
  phoneTooShort: "Telefone deve ter pelo menos 9 dígitos",
  phoneTooLong: "Telefone muito longo",
  phoneInvalid: "Telefone contém caracteres inválidos",
  dateInvalid: "Data inválida",
  dateInPast: "Data não pode ser no passado",
  /** Not in the spec: a booking date more than BOOKING_LIMITS.maxYearsAhead years after today. */
  dateTooFar: "Data não pode ser mais de 2 anos no futuro",
  timeInvalid: "Hora inválida",
  passengersInteger: "Número de passageiros deve ser inteiro",
  passengersMin: "Mínimo 1 passageiro",
  passengersMax: "Máximo 50 passageiros",
  specialRequestsTooLong: "Pedidos especiais muito longos",
  flightTooLong: "Número de voo muito longo",
  vehicleClassRequired: "Selecione uma classe de veículo",
  originRequired: "Local de partida obrigatório",
  originTooLong: "Local de partida muito longo",
  destinationRequired: "Local de destino obrigatório",
  destinationTooLong: "Local de destino muito longo",
  flightRequired: "Número de voo obrigatório quando a origem é um aeroporto",
  returnFlightRequired: "Número de voo de retorno obrigatório quando o destino é um aeroporto",
  returnDateRequired: "Data de regresso obrigatória",
  returnDateBeforeOutbound: "Data de regresso não pode ser anterior à data de ida",
  returnTimeRequired: "Hora de regresso obrigatória",
  tourRequired: "Selecione um tour",
  priceUnavailable:
    "Não foi possível calcular o preço. Por favor, verifique os endereços ou entre em contato conosco.",
  generic: "Por favor, verifique os dados do formulário.",
  // Not in the spec: a control character (see plain-text.ts) in a field that has no message of its own for it.
  nameInvalid: "Nome contém caracteres inválidos",
  originInvalid: "Local de partida contém caracteres inválidos",
  destinationInvalid: "Local de destino contém caracteres inválidos",
  flightInvalid: "Número de voo contém caracteres inválidos",
  specialRequestsInvalid: "Pedidos especiais contêm caracteres inválidos",
  /** Not in the spec: the pickup's Lisbon date and time are earlier than now. */
  pickupInPast: "A hora de recolha já passou",
  /** Not in the spec: the form's id belongs to a booking already stored with other details. */
  alreadyBooked: "Esta reserva já foi registada. Verifique o seu email.",
  /** Not in the spec (decision 0045): the vehicles of a group changed since the form showed them. */
  groupChanged: "Os veículos propostos para o grupo mudaram. Verifique a proposta e o preço.",
  /** Not in the spec (decision 0045): a group in several vehicles is booked one way. */
  groupNoReturn: "Um grupo em vários veículos reserva-se só de ida. Reserve o regresso em separado.",
  /** Not in the spec (decision 0045): tours are priced per tour, not per vehicle. */
  groupTransferOnly: "Um grupo em vários veículos só pode ser reservado para transferes.",
  /** Not in the spec (decision 0051): a Portuguese NIF whose check digit is wrong (src/domain/nif.ts). */
  taxIdCheckDigit: "NIF inválido: o dígito de controlo não confere. Verifique o número.",
  /** Not in the spec (decision 0051): neither a 9-digit NIF nor a foreign VAT number with its country code. */
  taxIdFormat: "Número de contribuinte inválido: indique um NIF português de 9 dígitos ou um número de IVA estrangeiro com o código do país (ex.: ES B12345678).",
  invoiceNameTooLong: "Nome para a fatura muito longo",
  invoiceNameInvalid: "Nome para a fatura contém caracteres inválidos",
  invoiceAddressTooLong: "Morada para a fatura muito longa",
  invoiceAddressInvalid: "Morada para a fatura contém caracteres inválidos",
} as const;

export type BookingMessageKey = keyof typeof BOOKING_MESSAGES;

/** The key of the parametrised capacity message (see `capacityMessage`). */
export const CAPACITY_MESSAGE_KEY = "capacityExceeded";

/** Spec section 8: the passengers do not fit the chosen vehicle. */
export function capacityMessage(passengers: number, capacity: number): string {
  return `Veículo selecionado não tem capacidade para ${passengers} passageiros. Capacidade máxima: ${capacity}`;
}

/** The key of the parametrised minimum notice message (see `minimumNoticeMessage`). */
export const MIN_NOTICE_MESSAGE_KEY = "minimumNotice";

/**
 * Not in the spec (which advises booking 24 h ahead): a pickup sooner than the company's minimum
 * notice (site content booking.min_notice_hours). The form shows the phone and WhatsApp with it.
 */
export function minimumNoticeMessage(hours: number): string {
  return `Reservas com menos de ${hours} horas de antecedência: contacte-nos por telefone ou WhatsApp`;
}

const MIN_NOTICE_PATTERN = /^Reservas com menos de (\d+(?:\.\d+)?) horas de antecedência: contacte-nos por telefone ou WhatsApp$/;

const CAPACITY_PATTERN = /^Veículo selecionado não tem capacidade para (\d+) passageiros\. Capacidade máxima: (\d+)$/;

const KEY_BY_MESSAGE = new Map<string, BookingMessageKey>(
  (Object.entries(BOOKING_MESSAGES) as [BookingMessageKey, string][]).map(([key, message]) => [message, key]),
);

/**
 * The key of one of the messages above, with the numbers of the capacity message
 * (`{ key: "capacityExceeded", params: { passengers, capacity } }`) and of the minimum notice
 * message (`{ key: "minimumNotice", params: { hours } }`); undefined for any other text.
 */
export function bookingMessageKey(
  message: string,
):
  | { key: BookingMessageKey | typeof CAPACITY_MESSAGE_KEY | typeof MIN_NOTICE_MESSAGE_KEY; params?: Record<string, number> }
  | undefined {
  const key = KEY_BY_MESSAGE.get(message);
  if (key) return { key };
  const capacity = CAPACITY_PATTERN.exec(message);
  if (capacity) {
    return { key: CAPACITY_MESSAGE_KEY, params: { passengers: Number(capacity[1]), capacity: Number(capacity[2]) } };
  }
  const notice = MIN_NOTICE_PATTERN.exec(message);
  if (notice) return { key: MIN_NOTICE_MESSAGE_KEY, params: { hours: Number(notice[1]) } };
  return undefined;
}
