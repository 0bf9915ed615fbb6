import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { SERVICE_STARTING_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from "../../domain/service-messages.ts";
import enBooking from "../locales/en/booking.json";
import enCommon from "../locales/en/common.json";
import frCommon from "../locales/fr/common.json";
import frContact from "../locales/fr/contact.json";
import zhCommon from "../locales/zh/common.json";
import zhManage from "../locales/zh/manage.json";
import { translateBookingMessage } from "../features/booking/translate-booking-message.ts";
import { errorText } from "../features/manage-booking/format.ts";
import { ManageApiError } from "../features/manage-booking/managed-booking.ts";
import { translateContactMessage } from "../pages/contact/translate-contact-message.ts";

async function translator(lng: string, resources: Record<string, object>) {
  const instance = i18next.createInstance();
  await instance.init({ lng, fallbackLng: "en", defaultNS: "common", resources: { [lng]: resources } });
  return instance;
}

describe("the server's own messages, in the reader's language", () => {
  it("shows a database outage and a starting server as unavailable, in French on the contact form", async () => {
    const i18n = await translator("fr", { common: frCommon, contact: frContact });
    const t = i18n.getFixedT("fr", "contact");
    expect(translateContactMessage(t, SERVICE_UNAVAILABLE_MESSAGE)).toBe("Le service est momentanément indisponible. Veuillez réessayer dans un instant.");
    expect(translateContactMessage(t, SERVICE_STARTING_MESSAGE)).toBe("Le service est momentanément indisponible. Veuillez réessayer dans un instant.");
  });

  it("shows an unexpected error in English on the booking form", async () => {
    const i18n = await translator("en", { common: enCommon, booking: enBooking });
    expect(translateBookingMessage(i18n.getFixedT("en", "booking"), UNEXPECTED_ERROR_MESSAGE)).toBe("Something unexpected went wrong. Please try again.");
  });

  it("shows an outage in Chinese on the booking page, and any other server text as it came", async () => {
    const i18n = await translator("zh", { common: zhCommon, manage: zhManage });
    const t = i18n.getFixedT("zh", "manage");
    expect(errorText(new ManageApiError(503, "database_unavailable", SERVICE_UNAVAILABLE_MESSAGE), t)).toBe("服务暂时不可用，请稍后再试。");
    expect(errorText(new ManageApiError(409, "not_cancellable", "Esta reserva já não pode ser cancelada."), t)).toBe("Esta reserva já não pode ser cancelada.");
  });
});
