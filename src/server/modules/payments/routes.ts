import type { Context, Hono } from "hono";
import { isContentLanguage, type ContentLanguage } from "../../../domain/translations.ts";
import { route } from "../../http/access.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { apiError } from "../../http/errors.ts";
import { contentLanguageOf } from "../../http/content-language.ts";
import { siteUrlOf } from "../../http/site-url.ts";
import { WebhookSignatureError, type PaymentWebhookEvent } from "../../integrations/payments/provider.ts";
import { findBookingPair } from "../manage-booking/service.ts";
import { findTestCheckout, fulfilCheckout, handlePaymentWebhookEvent, returnQuery } from "./service.ts";
import { refundUnwantedPayment } from "./unwanted-payments.ts";
import {
  renderTestCheckoutForbiddenPage,
  renderTestCheckoutNotFoundPage,
  renderTestCheckoutPage,
  TEST_CHECKOUT_STYLESHEET,
  TEST_CHECKOUT_STYLESHEET_PATH,
} from "./test-checkout-page.ts";
import { pathParam } from "../../http/path-params.ts";

/** Stripe's events (with metadata and customer details) may exceed the 64 KB of a form's JSON. */
const STRIPE_WEBHOOK_BODY = { maxBodyBytes: 512 * 1024 } as const;
/** The test checkout's Pagar and Cancelar are plain HTML forms. */
const FORM_POST = { bodyTypes: ["application/x-www-form-urlencoded"] } as const;

/**
 * How long the webhook waits for a checkout row that is not stored yet (decision 0026), checking
 * again every WEBHOOK_RECHECK_MS; Stripe's own timeout for an answer is far longer.
 */
const WEBHOOK_WAIT_FOR_CHECKOUT_MS = 2_000;
const WEBHOOK_RECHECK_MS = 200;

export function registerPaymentRoutes(app: Hono<AppEnv>) {
  /** Stripe's webhook: the signature is verified on the raw body before anything is read. */
  route(app, "POST", "/api/payments/stripe/webhook", "public", async (c) => {
    const { db, env, logger, payments } = c.get("deps");
    if (payments.kind !== "stripe" || !payments.verifyWebhook) {
      return apiError(c, 404, "not_found", "Recurso não encontrado");
    }
    const secret = env.STRIPE_WEBHOOK_SECRET;
    if (!secret) {
      logger.error("Stripe webhook received but STRIPE_WEBHOOK_SECRET is not set");
      return apiError(c, 501, "not_configured", "Webhook de pagamentos não configurado");
    }
    const raw = await c.req.text();
    let event: PaymentWebhookEvent;
    try {
      event = payments.verifyWebhook(raw, c.req.header("stripe-signature"), secret);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      logger.warn({ reason: error.message }, "Stripe webhook refused: bad signature");
      return apiError(c, 400, "invalid_signature", "Assinatura do webhook inválida");
    }
    let outcome = await handlePaymentWebhookEvent(db, payments.kind, event, logger, { invoicing: c.get("deps").invoicing.kind !== "off" });
    // A paid session of ours whose checkout row is not stored yet: the insert is usually a moment
    // away (Stripe answered, our insert has not committed). Wait a little, then let Stripe retry.
    for (const started = Date.now(); outcome.action === "checkout_not_recorded" && Date.now() - started < WEBHOOK_WAIT_FOR_CHECKOUT_MS; ) {
      await new Promise((resolve) => setTimeout(resolve, WEBHOOK_RECHECK_MS));
      outcome = await handlePaymentWebhookEvent(db, payments.kind, event, logger, { invoicing: c.get("deps").invoicing.kind !== "off" });
    }
    if (outcome.action === "checkout_not_recorded") {
      logger.warn(
        { eventId: event.id, type: event.type, sessionId: event.checkoutSession?.id },
        "Stripe webhook for a checkout not stored yet: answered 503 so that Stripe delivers it again",
      );
      c.header("retry-after", "60");
      return apiError(c, 503, "checkout_not_recorded", "Checkout ainda não registado; tente novamente");
    }
    if (outcome.mailQueued) c.get("deps").wakeMailWorker();
    if (outcome.action === "fulfilled" || outcome.action === "not_fulfilled") c.get("deps").wakeInvoicingWorker();
    // A payment for a cancelled or already paid booking is refunded in full. Checked on every
    // delivery of a paid session (a repeated one too): if the refund fails, the error answer makes
    // Stripe deliver the event again, and the refund is tried again.
    if (event.checkoutSession && PAID_SESSION_EVENTS.has(event.type)) {
      try {
        await refundUnwantedPayment(c.get("deps"), { provider: payments.kind, sessionId: event.checkoutSession.id });
      } catch (error) {
        logger.error({ err: error, eventId: event.id }, "could not refund a payment for a cancelled or already paid booking");
        return apiError(c, 502, "refund_unavailable", "Reembolso indisponível; tente novamente");
      }
    }
    logger.info({ eventId: event.id, type: event.type, action: outcome.action }, "Stripe webhook handled");
    return outcome.duplicate ? c.json({ received: true, duplicate: true }) : c.json({ received: true });
  }, STRIPE_WEBHOOK_BODY);

  /* The built-in test checkout (PAYMENTS=test): a page with Pagar and Cancelar. */

  route(app, "GET", TEST_CHECKOUT_STYLESHEET_PATH, "public", (c) => {
    c.header("content-type", "text/css; charset=utf-8");
    c.header("cache-control", "public, max-age=3600");
    return c.body(TEST_CHECKOUT_STYLESHEET);
  });

  route(app, "GET", "/api/payments/test-checkout/:sessionId", "public", async (c) => {
    const { db, payments } = c.get("deps");
    if (payments.kind !== "test") return apiError(c, 404, "not_found", "Recurso não encontrado");
    const checkout = await findTestCheckout(db, pathParam(c, "sessionId"));
    noStore(c);
    if (!checkout) return c.html(renderTestCheckoutNotFoundPage(checkoutLanguageOf(c)), 404);
    return c.html(renderTestCheckoutPage(checkout, await returnTokenOf(c, checkout.bookingId), checkoutLanguageOf(c, checkout.language)));
  });

  route(
    app,
    "POST",
    "/api/payments/test-checkout/:sessionId/pay",
    "public",
    async (c) => {
      const deps = c.get("deps");
      if (deps.payments.kind !== "test") return apiError(c, 404, "not_found", "Recurso não encontrado");
      if (!isSameOriginPost(c)) return forbiddenPage(c);
      const sessionId = pathParam(c, "sessionId");
      const checkout = await findTestCheckout(deps.db, sessionId);
      // A checkout closed by a cancellation (or expired) can no longer be paid.
      if (!checkout || checkout.status === "expired" || checkout.status === "failed") return notFoundPage(c);
      // The same fulfilment as a Stripe webhook, for the amount stored when the checkout opened.
      const result = await fulfilCheckout(
        deps.db,
        { provider: "test", sessionId, amountCents: checkout.amountCents, siteUrl: siteUrlOf(c), invoicing: deps.invoicing.kind !== "off" },
        deps.logger,
      );
      if (result.confirmed) deps.wakeMailWorker();
      if (!result.confirmed && result.reason === "refund_due") await refundUnwantedPayment(deps, { provider: "test", sessionId });
      deps.wakeInvoicingWorker();
      const query = returnQuery({ id: checkout.bookingId, language: checkout.language }, await returnTokenOf(c, checkout.bookingId));
      return c.redirect(`/payment-success?${query}`, 303);
    },
    FORM_POST,
  );

  route(
    app,
    "POST",
    "/api/payments/test-checkout/:sessionId/cancel",
    "public",
    async (c) => {
      const { db, payments } = c.get("deps");
      if (payments.kind !== "test") return apiError(c, 404, "not_found", "Recurso não encontrado");
      if (!isSameOriginPost(c)) return forbiddenPage(c);
      const checkout = await findTestCheckout(db, pathParam(c, "sessionId"));
      if (!checkout) return notFoundPage(c);
      // Like leaving Stripe's page: the checkout stays open and the booking pending.
      const query = returnQuery({ id: checkout.bookingId, language: checkout.language }, await returnTokenOf(c, checkout.bookingId));
      return c.redirect(`/payment-cancelled?${query}`, 303);
    },
    FORM_POST,
  );
}

/**
 * The test checkout's language: the address's `?lang=`, else the booking's (the customer's), else
 * the visitor's (Accept-Language) for a page with no booking behind it.
 */
function checkoutLanguageOf(c: Context<AppEnv>, bookingLanguage?: string): ContentLanguage {
  const asked = c.req.query("lang");
  if (isContentLanguage(asked)) return asked;
  if (isContentLanguage(bookingLanguage)) return bookingLanguage;
  return contentLanguageOf(c);
}

/** The events of a session that was paid. */
const PAID_SESSION_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

/**
 * The manage token the test checkout's address carries (`?token=`, put there for the customer who
 * opened it), when it opens this checkout's booking; else none. A token is only ever handed back
 * to whoever already holds it.
 */
async function returnTokenOf(c: Context<AppEnv>, bookingId: string): Promise<string | null> {
  const token = c.req.query("token");
  if (!token) return null;
  const pair = await findBookingPair(c.get("deps").db, token);
  return pair && pair.outbound.id === bookingId ? token : pair?.returnBooking?.id === bookingId ? token : null;
}

/**
 * Whether a form post comes from a page of this site: its Origin (or, without one, its Referer)
 * is the origin of this request or of PUBLIC_URL. A form on another site cannot pay or cancel.
 */
function isSameOriginPost(c: Context<AppEnv>): boolean {
  const { env } = c.get("deps");
  const allowed = new Set([new URL(c.req.url).origin]);
  if (env.publicUrlSet) allowed.add(new URL(env.publicUrl).origin);
  const origin = c.req.header("origin");
  if (origin !== undefined) return allowed.has(origin);
  const referer = c.req.header("referer");
  if (!referer) return false;
  try {
    return allowed.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

function forbiddenPage(c: Context<AppEnv>) {
  noStore(c);
  return c.html(renderTestCheckoutForbiddenPage(checkoutLanguageOf(c)), 403);
}

function noStore(c: Context<AppEnv>) {
  c.header("cache-control", "no-store");
}

function notFoundPage(c: Context<AppEnv>) {
  noStore(c);
  return c.html(renderTestCheckoutNotFoundPage(checkoutLanguageOf(c)), 404);
}
