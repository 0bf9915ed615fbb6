import type { Context, Hono } from "hono";
import { z } from "zod";
import * as C from "../../../domain/contracts/quote-requests.ts";
import type { ErrorCode } from "../../../domain/error-codes.ts";
import { lisbonToday } from "../../../domain/lisbon-date.ts";
import {
  QUOTE_LIST_STATUSES,
  quoteAcceptSchema,
  quoteOfferSchema,
  quoteRequestSchema,
} from "../../../domain/quote-request-schema.ts";
import { isContentLanguage } from "../../../domain/translations.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { contentLanguageOf } from "../../http/content-language.ts";
import { apiError, readJson, validationError } from "../../http/errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { siteUrlOf } from "../../http/site-url.ts";
import { CONTACT_RATE_LIMIT } from "../messages/routes.ts";
import { quoteRequestMessage, QUOTE_REQUEST_MESSAGES, type QuoteRequestMessageKey } from "./quote-request-messages.ts";
import { acceptQuote, adminQuoteView, declineQuote, listQuoteRequests, loadQuoteByToken, sendQuote, submitQuoteRequest } from "./service.ts";
import { pathId, pathParam } from "../../http/path-params.ts";

/** The admin panel's messages (Portuguese). */
export const QUOTE_ADMIN_MESSAGES = {
  notFound: "Pedido de orçamento não encontrado",
  notOpen: "Este pedido já foi aceite ou recusado",
} as const;

/** Reading a quote page: generous, but a token cannot be guessed at speed (as a booking page). */
const lookupLimit = rateLimit({ name: "quote-lookup", windowMs: 10 * 60_000, max: 120 });
/** Accepting a quote (each acceptance may open a checkout). */
const acceptLimit = rateLimit({ name: "quote-accept", windowMs: 10 * 60_000, max: 20 });

const listQuerySchema = z.strictObject({ status: z.enum(QUOTE_LIST_STATUSES).optional() });

/** Private answers (a customer's quote, the admin's list) are never kept by a cache. */
const noStore = (c: Context<AppEnv>) => c.header("cache-control", "no-store");

function customerError(c: Context<AppEnv>, status: 400 | 404 | 409 | 429, code: ErrorCode, key: QuoteRequestMessageKey) {
  return apiError(c, status, code, QUOTE_REQUEST_MESSAGES[contentLanguageOf(c)][key]);
}

/** Quote requests (decision 0044): a trip no price covers, priced by the company and booked from a private link. */
export function registerQuoteRequestRoutes(app: Hono<AppEnv>) {
  /** Quote requests count like contact messages (the same window and maximum, their own counter). */
  const requestLimit = rateLimit({ ...CONTACT_RATE_LIMIT, name: "quote-requests" });

  /** The booking form's "Request a quote": checked like a booking; errors in the customer's language. */
  route(app, "POST", "/api/quote-requests", "public", async (c) => {
    const lang = contentLanguageOf(c);
    const parsed = quoteRequestSchema(lisbonToday()).safeParse(await readJson(c));
    if (!parsed.success) {
      return apiError(c, 400, "invalid_input", quoteRequestMessage(parsed.error.issues[0]?.message ?? "", lang));
    }
    if (await requestLimit(c)) return customerError(c, 429, "rate_limited", "rateLimited");
    const { db, wakeMailWorker } = c.get("deps");
    await submitQuoteRequest(db, parsed.data, lang);
    wakeMailWorker();
    noStore(c);
    return c.json({ ok: true }, 201);
  }, { contract: C.submitQuoteRequest });

  route(app, "GET", "/api/quote/:token", "public", async (c) => {
    const limited = await lookupLimit(c);
    if (limited) return limited;
    noStore(c);
    const lang = c.req.query("lang");
    const quote = await loadQuoteByToken(c.get("deps").db, pathParam(c, "token"), isContentLanguage(lang) ? lang : undefined, new Date());
    if (!quote) return customerError(c, 404, "not_found", "notFound");
    return c.json(quote);
  }, { contract: C.getCustomerQuote });

  /**
   * One click: a pending booking at the company's price. Answers the booking page's token and what
   * the page does next (open the checkout for a transfer; a tour waits for approval).
   */
  route(app, "POST", "/api/quote/:token/accept", "public", async (c) => {
    const limited = await acceptLimit(c);
    if (limited) return limited;
    noStore(c);
    const parsed = quoteAcceptSchema.safeParse(await readJson(c));
    if (!parsed.success) return customerError(c, 400, "invalid_input", "classNotQuoted");
    const deps = c.get("deps");
    const result = await acceptQuote(deps, pathParam(c, "token"), parsed.data.vehicleClass, { siteUrl: siteUrlOf(c), now: new Date() });
    if (!result.ok) {
      switch (result.reason) {
        case "not_found":
          return customerError(c, 404, "not_found", "notFound");
        case "expired":
          return customerError(c, 409, "quote_expired", "expired");
        case "declined":
          return customerError(c, 409, "quote_declined", "declined");
        case "class_not_quoted":
          return customerError(c, 400, "invalid_input", "classNotQuoted");
        case "invalid":
          return apiError(c, 400, "invalid_input", result.message);
      }
    }
    if (!result.duplicate) deps.wakeMailWorker();
    const checkout = result.bookingType === "transfer" && result.bookingStatus === "pending" && deps.payments.kind !== "off";
    return c.json({ manageToken: result.manageToken, payment: checkout ? "checkout" : "none" }, result.duplicate ? 200 : 201);
  }, { contract: C.acceptCustomerQuote });

  route(app, "GET", "/api/admin/quote-requests", "admin", async (c) => {
    const query = listQuerySchema.safeParse(c.req.query());
    if (!query.success) return validationError(c, query.error);
    noStore(c);
    return c.json(await listQuoteRequests(c.get("deps").db, query.data.status, new Date()));
  }, { contract: C.listAdminQuoteRequests });

  /** The admin's prices and validity, e-mailed to the customer with their private link. */
  route(app, "POST", "/api/admin/quote-requests/:id/quote", "admin", async (c) => {
    const parsed = quoteOfferSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    const id = pathId(c);
    if (!id) return apiError(c, 404, "not_found", QUOTE_ADMIN_MESSAGES.notFound);
    const now = new Date();
    const deps = c.get("deps");
    const result = await sendQuote(deps.db, id, parsed.data, { siteUrl: siteUrlOf(c), now });
    if (!result.ok) {
      return result.reason === "not_found"
        ? apiError(c, 404, "not_found", QUOTE_ADMIN_MESSAGES.notFound)
        : apiError(c, 409, "not_open", QUOTE_ADMIN_MESSAGES.notOpen);
    }
    deps.wakeMailWorker();
    return c.json({ quoteRequest: adminQuoteView(result.row, now) });
  }, { contract: C.sendAdminQuote });

  route(app, "POST", "/api/admin/quote-requests/:id/decline", "admin", async (c) => {
    const id = pathId(c);
    const result = id ? await declineQuote(c.get("deps").db, id) : ({ ok: false, reason: "not_found" } as const);
    if (!result.ok) {
      return result.reason === "not_found"
        ? apiError(c, 404, "not_found", QUOTE_ADMIN_MESSAGES.notFound)
        : apiError(c, 409, "not_open", QUOTE_ADMIN_MESSAGES.notOpen);
    }
    return c.json({ quoteRequest: adminQuoteView(result.row, new Date()) });
  }, { contract: C.declineAdminQuote });
}
