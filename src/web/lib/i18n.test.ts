// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";

beforeEach(() => localStorage.clear());
afterEach(() => window.history.replaceState(null, "", "/"));

describe("?lang= in the address", () => {
  it("sets the interface language when the app loads and remembers it like the picker does", async () => {
    localStorage.setItem("language", "es");
    window.history.replaceState(null, "", "/booking/abc?lang=fr&created=1");
    // i18n.ts picks its language when first imported, so this file imports it only here.
    const { i18n, currentLanguage } = await import("./i18n.ts");
    if (!i18n.isInitialized) await new Promise<void>((resolve) => i18n.on("initialized", () => resolve()));
    expect(i18n.language).toBe("fr");
    expect(currentLanguage()).toBe("fr");
    expect(localStorage.getItem("language")).toBe("fr");
    expect(document.documentElement.lang).toBe("fr");
  });

  it("is taken before the stored choice, any case", async () => {
    const { initialLanguage } = await import("./i18n.ts");
    localStorage.setItem("language", "pt");
    window.history.replaceState(null, "", "/payment-success?booking_id=1&lang=ZH");
    expect(initialLanguage()).toBe("zh");
    expect(localStorage.getItem("language")).toBe("zh");
  });

  it("is ignored when unsupported: the stored choice stays", async () => {
    const { initialLanguage } = await import("./i18n.ts");
    localStorage.setItem("language", "pt");
    window.history.replaceState(null, "", "/booking/abc?lang=de");
    expect(initialLanguage()).toBe("pt");
    window.history.replaceState(null, "", "/booking/abc?lang=pt-BR");
    expect(initialLanguage()).toBe("pt");
    expect(localStorage.getItem("language")).toBe("pt");
  });

  it("absent and nothing stored: English, nothing remembered", async () => {
    const { initialLanguage } = await import("./i18n.ts");
    window.history.replaceState(null, "", "/");
    expect(initialLanguage()).toBe("en");
    expect(localStorage.getItem("language")).toBeNull();
  });
});

describe("languageFromSearch", () => {
  it("reads lang among other parameters, only supported codes", async () => {
    const { languageFromSearch } = await import("./i18n.ts");
    expect(languageFromSearch("?a=1&lang=es")).toBe("es");
    expect(languageFromSearch("?lang=")).toBeUndefined();
    expect(languageFromSearch("")).toBeUndefined();
  });
});
