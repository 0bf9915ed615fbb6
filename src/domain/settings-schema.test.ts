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

describe("Taxas de IVA (vatTransferPercent, vatTourPercent)", () => {
  it("takes percents with up to 2 decimals, both optional", () => {
    expect(companySettingsInputSchema.parse({ address: "Faro", vatTransferPercent: 6, vatTourPercent: 23 })).toEqual({
      address: "Faro",
      vatTransferPercent: 6,
      vatTourPercent: 23,
    });
    for (const percent of [0, 13.5, 12.25, 100]) {
      expect(companySettingsInputSchema.parse({ address: "Faro", vatTransferPercent: percent }).vatTransferPercent).toBe(percent);
      expect(companySettingsInputSchema.parse({ address: "Faro", vatTourPercent: percent }).vatTourPercent).toBe(percent);
    }
  });

  it.each([-1, 100.01, 12.345, 0.001, "6", "13,5", null, true, [], Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses %j with the field's message",
    (percent) => {
      expect(companySettingsInputSchema.safeParse({ address: "Faro", vatTransferPercent: percent }).error?.issues[0]?.message).toBe(
        M.vatTransferInvalid,
      );
      expect(companySettingsInputSchema.safeParse({ address: "Faro", vatTourPercent: percent }).error?.issues[0]?.message).toBe(
        M.vatTourInvalid,
      );
    },
  );

  it("says what is expected in Portuguese", () => {
    expect(M.vatTransferInvalid).toBe(
      "A taxa de IVA das transferências deve ser uma percentagem entre 0 e 100, com até 2 casas decimais (ex.: 6 ou 13,5).",
    );
    expect(M.vatTourInvalid).toBe("A taxa de IVA dos tours deve ser uma percentagem entre 0 e 100, com até 2 casas decimais (ex.: 23 ou 13,5).");
  });
});
