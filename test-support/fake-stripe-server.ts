import http from "node:http";
import type { AddressInfo } from "node:net";

/** A POST /v1/checkout/sessions the fake API received. */
export interface RecordedCheckoutRequest {
  headers: http.IncomingHttpHeaders;
  /** The form-encoded body, decoded (keys such as line_items[0][price_data][unit_amount]). */
  form: Record<string, string>;
}

export interface FakeStripeServer {
  host: string;
  port: number;
  protocol: "http";
  requests: RecordedCheckoutRequest[];
  /** When set, the next checkout request is refused with this HTTP status (400 is not retried). */
  failNext: number | null;
  /** The POST /v1/refunds it received (a repeated Idempotency-Key is recorded but refunds once). */
  refundRequests: RecordedCheckoutRequest[];
  /** The refunds it made, one per distinct Idempotency-Key. */
  refunds: { id: string; paymentIntent: string; amount: number; idempotencyKey: string }[];
  /** While set, every refund request is refused with this HTTP status (Stripe unreachable or refusing). */
  failRefunds: number | null;
  /** The PaymentIntent each checkout session answers when retrieved (GET /v1/checkout/sessions/:id). */
  sessionPaymentIntents: Map<string, string>;
  /** Every distinct checkout session it created (a repeated Idempotency-Key creates none). */
  sessionsCreated: string[];
  /** The checkout sessions expired through POST /v1/checkout/sessions/:id/expire. */
  sessionsExpired: string[];
  /**
   * Stripe slow: a checkout session is created when the request arrives, but answered only after
   * this many milliseconds (0: at once). The connection is kept open meanwhile.
   */
  checkoutDelayMs: number;
  /**
   * Called with the created session before the answer is sent, and awaited: Stripe has the session
   * (and may already send its webhooks) while the caller is still waiting for the answer.
   */
  beforeCheckoutAnswer: ((session: FakeCheckoutSession) => Promise<void> | void) | null;
  /** Stripe unreachable: stops listening (the port is closed: connection refused) and drops open connections. */
  stopListening(): Promise<void>;
  /** Listens again on the same port. */
  listenAgain(): Promise<void>;
  close(): Promise<void>;
}

/** The checkout session the fake API answers (the fields the SDK and the webhook tests use). */
export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  amount_total: number;
  currency: string | undefined;
  client_reference_id: string | null;
  metadata: { booking_id: string | undefined };
  url: string;
  [key: string]: unknown;
}

/**
 * A local stand-in for the Stripe API on a free port of 127.0.0.1, for tests of the real SDK:
 * it records checkout session requests and answers a session (the same one again for a repeated
 * Idempotency-Key, as Stripe does).
 */
export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const byKey = new Map<string, string>();
  let count = 0;
  const state: FakeStripeServer = {
    host: "127.0.0.1",
    port: 0,
    protocol: "http",
    requests: [],
    failNext: null,
    refundRequests: [],
    refunds: [],
    failRefunds: null,
    sessionPaymentIntents: new Map(),
    sessionsCreated: [],
    sessionsExpired: [],
    checkoutDelayMs: 0,
    beforeCheckoutAnswer: null,
    stopListening: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    listenAgain: () => new Promise<void>((resolve) => server.listen(state.port, "127.0.0.1", resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        if (!server.listening) return resolve();
        server.close(() => resolve());
      }),
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++count}` });
        res.end(JSON.stringify(body));
      };
      const retrieved = req.method === "GET" ? /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(req.url ?? "") : null;
      if (retrieved) {
        const id = decodeURIComponent(retrieved[1]!);
        send(200, { id, object: "checkout.session", payment_intent: state.sessionPaymentIntents.get(id) ?? null });
        return;
      }
      const expired = req.method === "POST" ? /^\/v1\/checkout\/sessions\/([^/?]+)\/expire$/.exec(req.url ?? "") : null;
      if (expired) {
        const id = decodeURIComponent(expired[1]!);
        state.sessionsExpired.push(id);
        send(200, { id, object: "checkout.session", status: "expired" });
        return;
      }
      if (req.method === "POST" && req.url === "/v1/refunds") {
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
        state.refundRequests.push({ headers: req.headers, form });
        if (state.failRefunds !== null) {
          send(state.failRefunds, { error: { type: "api_error", message: "Refused by the fake Stripe API" } });
          return;
        }
        const idempotencyKey = String(req.headers["idempotency-key"] ?? "");
        let refund = state.refunds.find((r) => idempotencyKey && r.idempotencyKey === idempotencyKey);
        if (!refund) {
          refund = {
            id: `re_test_${state.refunds.length + 1}`,
            paymentIntent: form.payment_intent ?? "",
            amount: Number(form.amount ?? 0),
            idempotencyKey,
          };
          state.refunds.push(refund);
        }
        send(200, { id: refund.id, object: "refund", amount: refund.amount, payment_intent: refund.paymentIntent, status: "succeeded", currency: "eur" });
        return;
      }
      if (req.method !== "POST" || req.url !== "/v1/checkout/sessions") {
        send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method} ${req.url})` } });
        return;
      }
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      state.requests.push({ headers: req.headers, form });
      if (state.failNext !== null) {
        const status = state.failNext;
        state.failNext = null;
        send(status, { error: { type: "invalid_request_error", message: "Refused by the fake Stripe API" } });
        return;
      }
      const key = String(req.headers["idempotency-key"] ?? "");
      const known = key ? byKey.get(key) : undefined;
      const id = known ?? `cs_test_${count + 1}_${Math.random().toString(36).slice(2, 10)}`;
      if (key) byKey.set(key, id);
      if (!known) state.sessionsCreated.push(id);
      const amount = Number(form["line_items[0][price_data][unit_amount]"] ?? 0);
      const session: FakeCheckoutSession = {
        id,
        object: "checkout.session",
        mode: form.mode,
        status: "open",
        payment_status: "unpaid",
        amount_total: amount,
        currency: form["line_items[0][price_data][currency]"],
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        metadata: { booking_id: form["metadata[booking_id]"] },
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      const answer = async () => {
        if (state.checkoutDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.checkoutDelayMs));
        await state.beforeCheckoutAnswer?.(session);
        // The caller may have given up (its timeout) meanwhile: nothing to answer to.
        if (!res.destroyed) send(200, session);
      };
      void answer();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.port = (server.address() as AddressInfo).port;
  return state;
}
