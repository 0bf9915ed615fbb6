import { useQuery } from "@tanstack/react-query";
import type { loadQuoteByToken } from "../../../server/modules/quote-requests/service.ts";
import { apiFetch } from "../../lib/api.ts";
import type { LanguageCode } from "../../lib/i18n.ts";
import { withLanguage } from "../../lib/use-content-language.ts";

/** GET /api/quote/:token: the customer's quote (trip, prices per class, validity, where it stands). */
export type CustomerQuote = NonNullable<Awaited<ReturnType<typeof loadQuoteByToken>>>;

export interface AcceptedQuote {
  /** The booking page's private token (/booking/<token>). */
  manageToken: string;
  /** checkout: pay now (a transfer); none: a tour waits for approval, or the company collects payment. */
  payment: "checkout" | "none";
}

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
