import { describe, expect, it } from "vitest";
import {
  companySettingsInputSchema,
  formatCoordinate,
  saveSettingsErrorMessage,
  SETTINGS_MESSAGES as M,
} from "./settings-schema.ts";

describe("companySettingsInputSchema", () => {
  it("trims the address", () => {
    expect(companySettingsInputSchema.parse({ address: "  Rua de Santo António 10, Faro " })).toEqual({
      address: "Rua de Santo António 10, Faro",
    });
  });

  it.each([
    [{ address: "" }, M.addressRequired],
    [{ address: "   " }, M.addressRequired],
    [{}, M.addressRequired],
    [{ address: "x".repeat(501) }, M.addressTooLong],
    [{ address: "Faro\u0000" }, M.addressInvalid],
    [null, M.invalidBody],
    [{ address: "Faro", latitude: 37 }, M.invalidBody],
    [{ address: "Faro", ...JSON.parse('{"__proto__":{"x":1}}') }, M.invalidBody],
    [{ address: "Faro", constructor: 1 }, M.invalidBody],
  ])("refuses %j", (input, message) => {
    expect(companySettingsInputSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe("settings texts", () => {
  it("are the spec's", () => {
    expect(M.addressNotFound).toBe("Não foi possível encontrar a morada. Verifique se está correta.");
    expect(M.updated).toBe("Configurações atualizadas com sucesso!");
    expect(M.created).toBe("Configurações criadas com sucesso!");
    expect(saveSettingsErrorMessage("sem ligação")).toBe("Erro ao guardar configurações: sem ligação");
  });

  it("shows coordinates at 6 decimals", () => {
    expect(formatCoordinate(37.0144)).toBe("37.014400");
    expect(formatCoordinate(-7.96591234)).toBe("-7.965912");
  });
});
