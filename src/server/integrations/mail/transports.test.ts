import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readMail } from "../../../../test-support/read-mail.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../../../test-support/smtp-server.ts";
import { WAIT_MS } from "../../../../test-support/test-limits.ts";
import { createMailTransport, messageIdFor, type MailTransport } from "./transports.ts";

const from = "Lusitania Chauffeur <reservas@lusitania.example>";
const resetLink = "http://localhost:3000/reset-password?token=abc";
const id = "6f1c2d4e-8a7b-4c3d-9e2f-1a2b3c4d5e6f";

let mailDir: string;

async function waitFor(condition: () => boolean, timeoutMs = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A distinct outbox id per message (the Message-ID is made from it). */
const idOf = (n: number) => `6f1c2d4e-8a7b-4c3d-9e2f-${String(n).padStart(12, "0")}`;

async function messageIdsOf(server: TestSmtpServer): Promise<string[]> {
  return Promise.all(server.received.map(async (mail) => (await readMail(mail.raw)).headers.get("message-id") ?? ""));
}

beforeEach(async () => {
  mailDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "mail-transport-")), "mail");
});

afterEach(async () => {
  await fs.rm(path.dirname(mailDir), { recursive: true, force: true });
});

describe("file transport (no SMTP_URL)", () => {
  it("writes one complete, parseable .eml file named by time and id", async () => {
    const transport = createMailTransport({ mailDir, from });
    expect(transport.describe).toContain(mailDir);
    await transport.send({
      id,
      to: "ana@example.com",
      subject: "Redefinição da palavra-passe",
      text: `Abra ${resetLink} para escolher uma nova palavra-passe.`,
      html: `<p><a href="${resetLink}">Nova palavra-passe</a></p>`,
    });

    const files = await fs.readdir(mailDir);
    expect(files).toHaveLength(1); // no temporary file left behind
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-/);
    expect(files[0]).toBe(`${files[0]!.slice(0, 24)}-${id}.eml`);

    const raw = await fs.readFile(path.join(mailDir, files[0]!), "utf8");
    expect(raw).toContain("\r\n"); // RFC 822 line endings
    const mail = await readMail(raw);
    expect(mail.headers.get("to")).toBe("ana@example.com");
    expect(mail.headers.get("from")).toBe(from);
    expect(mail.headers.get("subject")).toBe("Redefinição da palavra-passe");
    expect(mail.headers.get("message-id")).toBe(`<${id}@lusitania.example>`);
    expect(mail.headers.get("date")).toBeTruthy();
    expect(mail.text).toBe(`Abra ${resetLink} para escolher uma nova palavra-passe.`);
    expect(mail.html).toContain(`href="${resetLink}"`);
  });

  it("writes each .eml readable by its owner only, in a private folder, whatever the umask", async () => {
    const previous = process.umask(0o000);
    try {
      await createMailTransport({ mailDir, from }).send({ id, to: "ana@example.com", subject: "Reserva", text: "Dados." });
    } finally {
      process.umask(previous);
    }
    const [file] = await fs.readdir(mailDir);
    expect((await fs.stat(mailDir)).mode & 0o777).toBe(0o700);
    expect((await fs.stat(path.join(mailDir, file!))).mode & 0o777).toBe(0o600);
  });

  it("writes a text-only message when there is no html", async () => {
    const transport = createMailTransport({ mailDir, from });
    await transport.send({ id, to: "rui@example.com", subject: "Olá", text: "Só texto.", html: null });
    const [file] = await fs.readdir(mailDir);
    const mail = await readMail(await fs.readFile(path.join(mailDir, file!), "utf8"));
    expect(mail.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(mail.text).toBe("Só texto.");
    expect(mail.html).toBeUndefined();
  });

  it("writes one file per outbox id, also from a new process after a kill left the row unsent", async () => {
    await createMailTransport({ mailDir, from }).send({ id, to: "ana@example.com", subject: "Reserva", text: "Dados." });
    // The process was killed before the outbox row was marked sent: the restarted one sends it again.
    const restarted = createMailTransport({ mailDir, from });
    await restarted.send({ id, to: "ana@example.com", subject: "Reserva", text: "Dados." });
    await restarted.send({ id, to: "ana@example.com", subject: "Reserva", text: "Dados." });
    const other = "0e1c2d4e-8a7b-4c3d-9e2f-1a2b3c4d5e6f";
    await restarted.send({ id: other, to: "rui@example.com", subject: "Reserva", text: "Dados." });
    const files = (await fs.readdir(mailDir)).sort();
    expect(files).toHaveLength(2);
    expect(files.filter((name) => name.endsWith(`-${id}.eml`))).toHaveLength(1);
    expect(files.filter((name) => name.endsWith(`-${other}.eml`))).toHaveLength(1);
  });

  it("has nothing to close: close() resolves and later sends still work", async () => {
    const transport = createMailTransport({ mailDir, from });
    await transport.close();
    await transport.send({ id, to: "ana@example.com", subject: "S", text: "T" });
    expect(await fs.readdir(mailDir)).toHaveLength(1);
  });

  it("rejects when the folder cannot be written, so the worker retries", async () => {
    await fs.writeFile(path.join(path.dirname(mailDir), "blocker"), "");
    const transport = createMailTransport({
      mailDir: path.join(path.dirname(mailDir), "blocker", "mail"),
      from,
    });
    await expect(
      transport.send({ id, to: "ana@example.com", subject: "S", text: "T" }),
    ).rejects.toThrow();
  });
});

describe("SMTP transport", () => {
  let server: TestSmtpServer;
  const transports: MailTransport[] = [];

  /** An SMTP transport to the test server (its pool closed after the test). */
  function smtpTransport(query = ""): MailTransport {
    const transport = createMailTransport({ smtpUrl: `${server.url}${query}`, mailDir, from });
    transports.push(transport);
    return transport;
  }

  beforeEach(async () => {
    server = await startTestSmtpServer();
  });

  afterEach(async () => {
    await Promise.all(transports.splice(0).map((transport) => transport.close()));
    await server.close();
  });

  it("sends messages one after another over one connection", async () => {
    const transport = smtpTransport();
    for (let n = 0; n < 5; n++) await transport.send({ id: idOf(n), to: `guest${n}@example.com`, subject: "Olá", text: "x" });
    expect(server.received).toHaveLength(5);
    expect(server.connections).toBe(1);
  });

  it("sends concurrent messages over at most 3 connections, each message once", async () => {
    const transport = smtpTransport();
    server.holding = true;
    const sending = Array.from({ length: 10 }, (_, n) =>
      transport.send({ id: idOf(n), to: `guest${n}@example.com`, subject: "Olá", text: "x" }),
    );
    // Three messages reach the server at once, the others wait for a connection.
    await waitFor(() => server.held === 3);
    server.releaseHeld();
    await Promise.all(sending);
    expect(server.maxSessions).toBe(3);
    expect(server.maxActiveMessages).toBe(3);
    expect((await messageIdsOf(server)).sort()).toEqual(
      Array.from({ length: 10 }, (_, n) => messageIdFor(idOf(n), from)).sort(),
    );
  });

  it("takes the pool's options from the URL's query string first", async () => {
    const single = smtpTransport("?maxConnections=1");
    server.holding = true;
    const sending = Array.from({ length: 4 }, (_, n) =>
      single.send({ id: idOf(n), to: `guest${n}@example.com`, subject: "Olá", text: "x" }),
    );
    await waitFor(() => server.held === 1);
    server.releaseHeld();
    await Promise.all(sending);
    expect(server.maxSessions).toBe(1);
    expect(server.connections).toBe(1);

    const unpooled = smtpTransport("?pool=false");
    for (let n = 0; n < 3; n++) await unpooled.send({ id: idOf(10 + n), to: "rui@example.com", subject: "Olá", text: "x" });
    expect(server.connections).toBe(1 + 3); // a connection per message
    expect(server.received).toHaveLength(7);
  });

  it("close() ends the pooled connections; a later send opens a new one", async () => {
    const transport = smtpTransport();
    await transport.send({ id: idOf(1), to: "ana@example.com", subject: "Olá", text: "x" });
    expect(server.sessions).toBe(1); // kept open for the next message
    await transport.close();
    await waitFor(() => server.sessions === 0);
    await transport.send({ id: idOf(2), to: "ana@example.com", subject: "Olá", text: "x" });
    expect(server.connections).toBe(2);
    expect(server.received).toHaveLength(2);
  });

  it("delivers to the SMTP server with a Message-ID made from the outbox id", async () => {
    const transport = smtpTransport();
    await transport.send({ id, to: "ana@example.com", subject: "Olá", text: resetLink });
    expect(server.received).toHaveLength(1);
    const [received] = server.received;
    expect(received!.mailFrom).toBe("reservas@lusitania.example");
    expect(received!.rcptTo).toEqual(["ana@example.com"]);
    const mail = await readMail(received!.raw);
    expect(mail.headers.get("message-id")).toBe(messageIdFor(id, from));
    expect(mail.text).toBe(resetLink);
    await expect(fs.stat(mailDir)).rejects.toThrow(); // no .eml files when SMTP is configured
  });

  it("rejects when the server refuses", async () => {
    server.mode = "refuse-rcpt";
    const transport = smtpTransport();
    await expect(
      transport.send({ id, to: "ana@example.com", subject: "Olá", text: "x" }),
    ).rejects.toThrow(/451/);
    expect(server.received).toHaveLength(0);
  });

  it("gives up on a server that stops answering after the time limits of the URL's query string", async () => {
    server.mode = "hang-mail";
    const transport = smtpTransport("?socketTimeout=300");
    const started = Date.now();
    await expect(transport.send({ id, to: "ana@example.com", subject: "Olá", text: "x" })).rejects.toThrow(/timeout/i);
    // Not a speed limit: without the URL's 300 ms the default would hold the send for 60 s.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(server.failures).toBe(1);
    expect(server.received).toHaveLength(0);
  });

  it("a send cut after DATA (no answer) is retried with the same Message-ID, so the receiver can drop the copy", async () => {
    server.mode = "hang-data";
    const transport = smtpTransport("?socketTimeout=300");
    await expect(transport.send({ id, to: "ana@example.com", subject: "Olá", text: "x" })).rejects.toThrow();
    expect(server.unanswered).toHaveLength(1); // the receiver has it, the sender does not know
    server.mode = "accept";
    await transport.send({ id, to: "ana@example.com", subject: "Olá", text: "x" });
    const ids = await Promise.all(
      [...server.unanswered, ...server.received].map(async (mail) => (await readMail(mail.raw)).headers.get("message-id")),
    );
    expect(ids).toEqual([messageIdFor(id, from), messageIdFor(id, from)]);
  });

  it("rejects at once when the send is aborted while the server hangs", async () => {
    server.mode = "hang-mail";
    const transport = smtpTransport(); // default limits: 60 s
    const controller = new AbortController();
    const sending = transport.send({ id, to: "ana@example.com", subject: "Olá", text: "x" }, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    controller.abort();
    await expect(sending).rejects.toThrow();
    // Not a speed limit: ignoring the abort would wait for the default 60 s timeout.
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it("never shows the SMTP password in describe", () => {
    const transport = createMailTransport({
      smtpUrl: "smtp://user:s3cret@mail.example:587",
      mailDir,
      from,
    });
    expect(transport.describe).toContain("mail.example:587");
    expect(transport.describe).not.toContain("s3cret");
  });
});

describe("messageIdFor", () => {
  it("uses the domain of the From address, or localhost", () => {
    expect(messageIdFor("abc", "a@b.example")).toBe("<abc@b.example>");
    expect(messageIdFor("abc", "Name <a@b.example>")).toBe("<abc@b.example>");
    expect(messageIdFor("abc", "nobody")).toBe("<abc@localhost>");
  });
});
