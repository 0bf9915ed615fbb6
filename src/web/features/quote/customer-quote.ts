import { useQuery } from "@tanstack/react-query";
import type { AcceptedQuote, CustomerQuote } from "../../../domain/contracts/quote-requests.ts";
import { apiFetch } from "../../lib/api.ts";
import type { LanguageCode } from "../../lib/i18n.ts";
import { withLanguage } from "../../lib/use-content-language.ts";

/** GET /api/quote/:token: the customer's quote (trip, prices per class, validity, where it stands). */
export type { AcceptedQuote, CustomerQuote };

const path = (token: string) => `/api/quote/${encodeURIComponent(token)}`;

export function useCustomerQuote(token: string, lang: LanguageCode) {
  return useQuery({
    queryKey: ["customer-quote", token, lang],
    queryFn: () => apiFetch<CustomerQuote>(withLanguage(path(token), lang)),
    retry: false,
  });
}

/** One click: the quote becomes a pending booking at the company's price for `vehicleClass`. */
export function acceptQuote(token: string, vehicleClass: string, lang: LanguageCode): Promise<AcceptedQuote> {
  return apiFetch<AcceptedQuote>(withLanguage(`${path(token)}/accept`, lang), { method: "POST", json: { vehicleClass } });
}
