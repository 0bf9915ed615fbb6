/**
 * The load's HTTP client: plain fetch (Node's undici, keep-alive) with a timeout, recording the
 * latency, status and failures of every request under its kind ("quote", "book transfer", ...).
 */

export interface KindStats {
  latencies: number[];
  statuses: Map<number, number>;
  /** Connection errors (refused, reset): no answer. */
  errors: number;
  /** No answer within the timeout. */
  timeouts: number;
  /** A few non-2xx answers, for the report. */
  examples: string[];
}

export type Outcome =
  | { kind: "answered"; status: number; body: unknown; text: string; headers: Headers }
  | { kind: "timeout" }
  | { kind: "error"; message: string };

export class Recorder {
  readonly kinds = new Map<string, KindStats>();

  stats(kind: string): KindStats {
    let stats = this.kinds.get(kind);
    if (!stats) {
      stats = { latencies: [], statuses: new Map(), errors: 0, timeouts: 0, examples: [] };
      this.kinds.set(kind, stats);
    }
    return stats;
  }
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  headers?: Record<string, string>;
  cookie?: string;
}

export class LoadClient {
  constructor(
    readonly url: string,
    readonly recorder: Recorder,
    readonly timeoutMs: number,
  ) {}

  /** Sends one request and records it under `kind`. Never throws. */
  async send(kind: string, path: string, options: RequestOptions = {}): Promise<Outcome> {
    const headers: Record<string, string> = { origin: this.url, ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.json !== undefined) headers["content-type"] = "application/json";
    const stats = this.recorder.stats(kind);
    const start = performance.now();
    try {
      const response = await fetch(this.url + path, {
        method: options.method ?? (options.json === undefined ? "GET" : "POST"),
        headers,
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.text();
      stats.latencies.push(performance.now() - start);
      stats.statuses.set(response.status, (stats.statuses.get(response.status) ?? 0) + 1);
      if ((response.status < 200 || response.status > 299) && stats.examples.length < 5) {
        stats.examples.push(`${options.method ?? (options.json === undefined ? "GET" : "POST")} ${path} → ${response.status} ${text.slice(0, 300)}`);
      }
      let body: unknown = undefined;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON
      }
      return { kind: "answered", status: response.status, body, text, headers: response.headers };
    } catch (error) {
      const name = (error as Error).name;
      if (name === "TimeoutError" || name === "AbortError") {
        stats.timeouts++;
        return { kind: "timeout" };
      }
      stats.errors++;
      const message = String((error as Error & { cause?: Error }).cause?.message ?? (error as Error).message);
      if (stats.examples.length < 5) stats.examples.push(`${path} → error ${message}`);
      return { kind: "error", message };
    }
  }
}

export type Answered = Extract<Outcome, { kind: "answered" }>;

/** The answer when it is a 2xx, else null. */
export const okAnswer = (outcome: Outcome): Answered | null =>
  outcome.kind === "answered" && outcome.status >= 200 && outcome.status <= 299 ? outcome : null;

/** The percentile of ascending-sorted values (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
