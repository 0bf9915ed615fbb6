import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { createTransport, type Transporter } from "nodemailer";
import type { MailAttachment } from "../../db/schema.ts";

/** A sender as nodemailer takes it (the name is quoted as needed). */
export interface MailAddress {
  name: string;
  address: string;
}

/** Used only when neither MAIL_FROM nor the worker gave a sender. */
const FALLBACK_FROM: MailAddress = { name: "Lusitania Chauffeur", address: "bookings@localhost" };

/** A message taken from the outbox, ready to send. */
export interface OutboxMessage {
  /** The outbox row id: it also makes the Message-ID, so a retried message is recognisable. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** The sender when the transport has none (MAIL_FROM unset): the worker reads it from site content. */
  defaultFrom?: MailAddress;
  /** Files sent with it (base64 in the outbox). */
  attachments?: MailAttachment[] | null;
}

export interface SendOptions {
  /**
   * Aborts a send in progress (the worker stopping): it rejects at once. The receiver may still
   * have kept the message (e.g. the abort came after DATA); a retry carries the same Message-ID.
   */
  signal?: AbortSignal;
}

export interface MailTransport {
  /**
   * Sends one message; rejects when it was not accepted (the worker retries later). Several
   * sends may run at once.
   */
  send(message: OutboxMessage, options?: SendOptions): Promise<void>;
  /**
   * Lets go of what the transport keeps open between messages (the SMTP connections); a send
   * after it opens them again. The mail worker calls it when it stops.
   */
  close(): Promise<void>;
  /** Where messages go, for logs (never contains credentials). */
  describe: string;
}

export interface MailTransportOptions {
  /** smtp:// or smtps:// URL; without it messages are written as .eml files under mailDir. */
  smtpUrl?: string;
  mailDir: string;
  /**
   * The From address, e.g. `Lusitania <bookings@example.com>` (MAIL_FROM); without it each
   * message's `defaultFrom` (the company's name and domain from site content).
   */
  from?: string;
}

/**
 * Time limits of one SMTP delivery, so a stuck server cannot hold a leased outbox row for long
 * (options in the URL's query string, e.g. `?socketTimeout=120000`, take precedence).
 */
const smtpTimeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * Messages go over a few connections kept open between them, instead of a connection (and its
 * greeting) per message: at most maxConnections conversations at once, each connection replaced
 * after maxMessages messages. The URL's query string takes precedence here too (`?pool=false`:
 * a connection per message; `?maxConnections=1`).
 */
const smtpPool = { pool: true, maxConnections: 3, maxMessages: 100 } as const;

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl
    ? createSmtpTransport(options.smtpUrl, options.from)
    : createFileTransport(options.mailDir, options.from);
}

function createSmtpTransport(smtpUrl: string, from: string | undefined): MailTransport {
  /** The pool, made on first use and again on the first send after close(). */
  let transporter: Transporter | undefined;
  return {
    describe: `SMTP ${redactUrl(smtpUrl)}`,
    async send(message, { signal } = {}) {
      // nodemailer lets the URL's options override the ones given beside it.
      transporter ??= createTransport({ url: smtpUrl, ...smtpTimeouts, ...smtpPool });
      await transporter.sendMail({ ...toMailOptions(message, from), ...(signal ? { signal } : {}) });
    },
    async close() {
      // Idle connections close at once; one still delivering finishes its message first.
      transporter?.close();
      transporter = undefined;
    },
  };
}

/** The outbox id in an .eml file's name (`<time>-<id>.eml`), or undefined for any other file. */
function outboxIdOfFile(name: string): string | undefined {
  return /^[^.].*-([0-9a-f-]{36})\.eml$/i.exec(name)?.[1];
}

function createFileTransport(mailDir: string, from: string | undefined): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  /**
   * The outbox ids that already have a file, read from the folder on first use. A process killed
   * after writing a file but before the outbox row was marked sent leaves one; the row is sent
   * again after the restart and must not make a second file.
   */
  let written: Promise<Set<string>> | undefined;
  const writtenIds = () =>
    (written ??= fs.readdir(mailDir).then(
      (names) => new Set(names.map(outboxIdOfFile).filter((id): id is string => id !== undefined)),
      (error: NodeJS.ErrnoException) => {
        written = undefined; // read again next time
        if (error.code === "ENOENT") return new Set<string>();
        throw error;
      },
    ));
  return {
    describe: `.eml files in ${mailDir}`,
    async close() {}, // nothing stays open between messages
    async send(message) {
      const ids = await writtenIds();
      if (ids.has(message.id)) return;
      const info = await composer.sendMail(toMailOptions(message, from));
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error("the mail composer did not return a buffer");
      // E-mails hold customers' data: readable by the server's user only, whatever the umask.
      await fs.mkdir(mailDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replaceAll(":", "-")}-${message.id}.eml`;
      const target = path.join(mailDir, name);
      // Written under a temporary name first: a half-written .eml never appears.
      const temporary = path.join(mailDir, `.${name}.${randomBytes(4).toString("hex")}.tmp`);
      try {
        await fs.writeFile(temporary, raw, { mode: 0o600, flag: "wx" });
        await fs.rename(temporary, target);
        ids.add(message.id);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
  };
}

function toMailOptions(message: OutboxMessage, configuredFrom: string | undefined) {
  const from = configuredFrom ?? message.defaultFrom ?? FALLBACK_FROM;
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            content: Buffer.from(a.contentBase64, "base64"),
            contentType: a.contentType,
          })),
        }
      : {}),
    messageId: messageIdFor(message.id, typeof from === "string" ? from : `<${from.address}>`),
  };
}

/** `<outbox-id@domain-of-from>`: the same for every attempt at one outbox row. */
export function messageIdFor(outboxId: string, from: string): string {
  const domain = /@([^\s<>@"]+)\s*>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${outboxId}@${domain}>`;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(invalid SMTP_URL)";
  }
}
