import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message the test server accepted. */
export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

/** accept, or refuse with a temporary 451 at RCPT TO or after DATA. */
export type SmtpServerMode = "accept" | "refuse-rcpt" | "refuse-data";

export interface TestSmtpServer {
  /** smtp://127.0.0.1:PORT */
  url: string;
  received: ReceivedMail[];
  mode: SmtpServerMode;
  close(): Promise<void>;
}

function temporaryFailure(): Error {
  return Object.assign(new Error("Temporary failure, try again later"), { responseCode: 451 });
}

/** A real SMTP server on a free port of 127.0.0.1, for tests: it keeps what it accepts. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state: TestSmtpServer = {
    url: "",
    received,
    mode: "accept",
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(state.mode === "refuse-rcpt" ? temporaryFailure() : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        if (state.mode === "refuse-data") return callback(temporaryFailure());
        const mailFrom = session.envelope.mailFrom;
        received.push({
          mailFrom: mailFrom ? mailFrom.address : "",
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}
