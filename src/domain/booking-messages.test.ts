import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES, bookingMessageKey, capacityMessage, type BookingMessageKey } from "./booking-messages.ts";

describe("BOOKING_MESSAGES", () => {
  it("carries the spec's exact texts", () => {
    expect(BOOKING_MESSAGES.nameTooShort).toBe("Nome deve ter pelo menos 2 caracteres");
    expect(BOOKING_MESSAGES.phoneTooShort).toBe("Telefone deve ter pelo menos 9 dígitos");
    expect(BOOKING_MESSAGES.flightRequired).toBe("Número de voo obrigatório quando a origem é um aeroporto");
    expect(BOOKING_MESSAGES.returnFlightRequired).toBe(
      "Número de voo de retorno obrigatório quando o destino é um aeroporto",
    );
    expect(BOOKING_MESSAGES.priceUnavailable).toBe(
      "Não foi possível calcular o preço. Por favor, verifique os endereços ou entre em contato conosco.",
    );
    expect(BOOKING_MESSAGES.generic).toBe("Por favor, verifique os dados do formulário.");
  });

  it("has one text per key", () => {
    const texts = Object.values(BOOKING_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe("capacityMessage", () => {
  it("names the passengers and the maximum", () => {
    expect(capacityMessage(9, 8)).toBe("Veículo selecionado não tem capacidade para 9 passageiros. Capacidade máxima: 8");
  });
});

describe("bookingMessageKey", () => {
  it("maps every message back to its key", () => {
    for (const [key, message] of Object.entries(BOOKING_MESSAGES)) {
      expect(bookingMessageKey(message)).toEqual({ key: key as BookingMessageKey });
    }
  });

  it("maps the capacity message with its numbers", () => {
    expect(bookingMessageKey(capacityMessage(12, 7))).toEqual({
      key: "capacityExceeded",
      params: { passengers: 12, capacity: 7 },
    });
  });

  it("knows nothing else", () => {
    expect(bookingMessageKey("Erro desconhecido")).toBeUndefined();
    expect(bookingMessageKey("")).toBeUndefined();
    expect(bookingMessageKey(`${BOOKING_MESSAGES.dateInvalid}!`)).toBeUndefined();
  });
});
