import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message the test server accepted. */
export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

/**
 * - `accept`: keeps every message and answers 250;
 * - `refuse-rcpt`, `refuse-data`: a temporary 451 at RCPT TO, or after the message was sent (DATA);
 * - `hang-mail`: accepts the connection, then never answers MAIL FROM (a server stuck mid-conversation);
 * - `hang-data`: takes the whole message after DATA, keeps it in `unanswered`, and never answers
 *   (the one failure SMTP cannot make exactly-once: the sender does not know the receiver has it).
 */
export type SmtpServerMode = "accept" | "refuse-rcpt" | "refuse-data" | "hang-mail" | "hang-data";

export interface TestSmtpServer {
  /** smtp://127.0.0.1:PORT */
  url: string;
  port: number;
  /** Messages accepted with a 250. */
  received: ReceivedMail[];
  /** Messages taken in hang-data mode: the receiver has them, the sender never heard so. */
  unanswered: ReceivedMail[];
  mode: SmtpServerMode;
  /** How many times the server refused (451) or stopped answering, whatever the mode. */
  failures: number;
  /** Connections opened so far. */
  connections: number;
  close(): Promise<void>;
}

export interface TestSmtpServerOptions {
  /** Listen on this port (e.g. to bring a server back where one was down); a free one by default. */
  port?: number;
  mode?: SmtpServerMode;
}

function temporaryFailure(): Error {
  return Object.assign(new Error("Temporary failure, try again later"), { responseCode: 451 });
}

/** A real SMTP server on 127.0.0.1, for tests: it keeps what it accepts. */
export async function startTestSmtpServer(options: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const unanswered: ReceivedMail[] = [];
  const state: TestSmtpServer = {
    url: "",
    port: 0,
    received,
    unanswered,
    mode: options.mode ?? "accept",
    failures: 0,
    connections: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // close() cuts connections a hanging mode keeps open after this long.
    closeTimeout: 200,
    onConnect(_session, callback) {
      state.connections++;
      callback();
    },
    onMailFrom(_address, _session, callback) {
      if (state.mode === "hang-mail") {
        state.failures++;
        return; // never answers: the client waits until its own time limit
      }
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (state.mode === "refuse-rcpt") state.failures++;
      callback(state.mode === "refuse-rcpt" ? temporaryFailure() : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const mailFrom = session.envelope.mailFrom;
        const mail: ReceivedMail = {
          mailFrom: mailFrom ? mailFrom.address : "",
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        if (state.mode === "refuse-data") {
          state.failures++;
          return callback(temporaryFailure());
        }
        if (state.mode === "hang-data") {
          state.failures++;
          unanswered.push(mail);
          return; // the message is here, the answer never comes
        }
        received.push(mail);
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  state.port = port;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}
