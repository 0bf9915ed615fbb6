import pg from "pg";

export interface NotifyHandlers {
  /** A notification arrived on the channel. */
  onNotify(payload: string): void;
  /** The connection dropped: notifications sent meanwhile may be lost. */
  onLost(): void;
}

/**
 * One dedicated PostgreSQL connection that LISTENs for other processes' notifications (outside
 * the pool, so it never takes a pool slot). It connects on the first subscription; when the
 * connection drops, every subscriber hears onLost and it reconnects after `retryMs`.
 */
export interface NotifyListener {
  /** True while LISTEN is in place for every subscribed channel: notifications sent now arrive. */
  isListening(): boolean;
  subscribe(channel: string, handlers: NotifyHandlers): void;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function createNotifyListener(connectionString: string, options: { retryMs?: number } = {}): NotifyListener {
  const retryMs = options.retryMs ?? 1_000;
  const subscribers = new Map<string, NotifyHandlers[]>();
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const lose = (lost: pg.Client) => {
    if (client !== lost) return; // an older connection, already replaced
    client = null;
    listening = false;
    lost.removeAllListeners("notification");
    void lost.end().catch(() => undefined);
    for (const list of subscribers.values()) for (const handlers of list) handlers.onLost();
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, retryMs);
      retry.unref();
    }
  };

  const connect = async () => {
    if (closed || client) return;
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
    client = next;
    next.on("error", () => lose(next));
    next.on("end", () => lose(next));
    next.on("notification", (message) => {
      for (const handlers of subscribers.get(message.channel) ?? []) handlers.onNotify(message.payload ?? "");
    });
    try {
      await next.connect();
      for (const channel of subscribers.keys()) await next.query(`listen ${channel}`);
      if (client === next && !closed) listening = true;
      if (closed) await next.end();
    } catch {
      lose(next);
    }
  };

  return {
    isListening: () => listening,
    subscribe(channel, handlers) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`notify listener: invalid channel name ${channel}`);
      const list = subscribers.get(channel);
      if (list) {
        list.push(handlers);
        return;
      }
      subscribers.set(channel, [handlers]);
      if (client && listening) {
        // A new channel on a live connection: not listening on it until LISTEN has run.
        listening = false;
        const current = client;
        void current.query(`listen ${channel}`).then(
          () => {
            if (client === current) listening = true;
          },
          () => lose(current),
        );
      } else {
        void connect();
      }
    },
    async close() {
      closed = true;
      listening = false;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on("error", () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
