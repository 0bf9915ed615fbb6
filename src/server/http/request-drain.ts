import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Http2Server, Http2SecureServer } from "node:http2";
import { SERVICE_UNAVAILABLE_MESSAGE } from "../../domain/service-messages.ts";

type FetchHandler = (request: Request, bindings?: unknown) => Response | Promise<Response>;

export interface DrainResult {
  /** Requests answered while draining (those in flight when it began, and later arrivals' 503s). */
  answered: number;
  /** Requests still running when the grace period ended: their connections were closed. */
  cut: number;
}

export interface RequestDrain {
  /** The fetch handler to serve: counts requests, and answers 503 with Connection: close once draining. */
  wrap(handler: FetchHandler): FetchHandler;
  /** Follows the server's requests and connections (call once, with what serve() returned). */
  attach(server: Server | Http2Server | Http2SecureServer): void;
  /**
   * Stops accepting connections, closes the idle kept-alive ones, lets the requests in flight
   * finish (their connections close after their answer) for up to graceMs, then closes whatever
   * is left. Resolves once no request runs or the grace period ended.
   */
  drain(graceMs: number): Promise<DrainResult>;
}

const stoppingAnswer = () =>
  new Response(JSON.stringify({ error: { code: "stopping", message: SERVICE_UNAVAILABLE_MESSAGE } }), {
    status: 503,
    headers: { "content-type": "application/json", "retry-after": "5", "cache-control": "no-store", connection: "close" },
  });

/** Graceful stop of an HTTP server: no request in flight is cut before its grace period ends. */
export function createRequestDrain(): RequestDrain {
  let draining = false;
  let server: Server | undefined;
  /** Handlers running (a response body may still stream after: see `open`). */
  let running = 0;
  /** Responses not yet finished or closed. */
  const open = new Set<ServerResponse>();
  let answered = 0;
  let settle: (() => void) | undefined;

  const check = () => {
    if (!draining) return;
    // A connection whose answer just ended is idle now: close it rather than wait for its next request.
    setImmediate(() => server?.closeIdleConnections?.());
    if (running === 0 && open.size === 0) settle?.();
  };

  return {
    wrap(handler) {
      return async (request, bindings) => {
        if (draining) return stoppingAnswer();
        running += 1;
        try {
          return await handler(request, bindings);
        } finally {
          running -= 1;
          check();
        }
      };
    },
    attach(target) {
      server = target as Server;
      server.on("request", (_request: IncomingMessage, response: ServerResponse) => {
        open.add(response);
        // A request that arrives on a kept-alive connection while draining: its answer closes it.
        if (draining) response.shouldKeepAlive = false;
        response.once("close", () => {
          open.delete(response);
          if (draining) answered += 1;
          check();
        });
      });
    },
    drain(graceMs) {
      draining = true;
      const target = server;
      if (!target) return Promise.resolve({ answered: 0, cut: 0 });
      target.close();
      for (const response of open) if (!response.headersSent) response.shouldKeepAlive = false;
      target.closeIdleConnections();
      return new Promise<DrainResult>((resolve) => {
        const timer = setTimeout(() => {
          const cut = Math.max(open.size, running);
          target.closeAllConnections();
          resolve({ answered, cut });
        }, graceMs);
        settle = () => {
          clearTimeout(timer);
          resolve({ answered, cut: 0 });
        };
        check();
      });
    },
  };
}
