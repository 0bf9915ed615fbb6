import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { SERVICE_UNAVAILABLE_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from "../../domain/service-messages.ts";
import enBooking from "../locales/en/booking.json";
import enCommon from "../locales/en/common.json";
import frCommon from "../locales/fr/common.json";
import frContact from "../locales/fr/contact.json";
import zhCommon from "../locales/zh/common.json";
import zhManage from "../locales/zh/manage.json";
import { translateBookingError } from "../features/booking/translate-booking-message.ts";
import { errorText } from "../features/manage-booking/format.ts";
import { ApiError } from "./api.ts";
import { visitorErrorText } from "./api-error-text.ts";

async function translator(lng: string, resources: Record<string, object>) {
  const instance = i18next.createInstance();
  await instance.init({ lng, fallbackLng: "en", defaultNS: "common", resources: { [lng]: resources } });
  return instance;
}

describe("the server's refusals, in the reader's language, by their code", () => {
  it("shows a database outage and a starting server as unavailable, in French", async () => {
    const i18n = await translator("fr", { common: frCommon, contact: frContact });
    const t = i18n.getFixedT("fr", "contact");
    const expected = "Le service est momentanément indisponible. Veuillez réessayer dans un instant.";
    expect(visitorErrorText(t, new ApiError(503, "database_unavailable", SERVICE_UNAVAILABLE_MESSAGE))).toBe(expected);
    // The code decides, whatever the text: a reworded server message changes nothing here.
    expect(visitorErrorText(t, new ApiError(503, "starting", "Servidor a arrancar"))).toBe(expected);
  });

  it("shows an unexpected error and a payment switched off in English on the booking form", async () => {
    const i18n = await translator("en", { common: enCommon, booking: enBooking });
    const t = i18n.getFixedT("en", "booking");
    expect(translateBookingError(t, new ApiError(500, "internal_error", UNEXPECTED_ERROR_MESSAGE), "fallback")).toBe(
      "Something unexpected went wrong. Please try again.",
    );
    expect(translateBookingError(t, new ApiError(409, "payments_off", "texto"), "fallback")).toBe(
      "Online payment is not available. The company will contact you to arrange payment.",
    );
    // A broken rule is shown by its message's own key; anything else falls back.
    expect(translateBookingError(t, new ApiError(400, "invalid_input", "Email inválido"), "fallback")).toBe("Invalid e-mail");
    expect(translateBookingError(t, new TypeError("offline"), "fallback")).toBe("fallback");
  });

  it("shows an outage in Chinese on the booking page, and a code it does not translate as the server wrote it", async () => {
    const i18n = await translator("zh", { common: zhCommon, manage: zhManage });
    const t = i18n.getFixedT("zh", "manage");
    expect(errorText(new ApiError(503, "database_unavailable", SERVICE_UNAVAILABLE_MESSAGE), t)).toBe("服务暂时不可用，请稍后再试。");
    expect(errorText(new ApiError(409, "service_started", "Esta reserva já não pode ser alterada."), t)).toBe(
      "Esta reserva já não pode ser alterada.",
    );
  });

  it("returns nothing for a code a visitor's page does not translate, or for a failure that is not an answer", async () => {
    const i18n = await translator("en", { common: enCommon });
    const t = i18n.getFixedT("en");
    expect(visitorErrorText(t, new ApiError(400, "invalid_input", "Email inválido"))).toBeNull();
    expect(visitorErrorText(t, new ApiError(403, "last_admin", "…"))).toBeNull();
    expect(visitorErrorText(t, new Error("boom"))).toBeNull();
  });
});
