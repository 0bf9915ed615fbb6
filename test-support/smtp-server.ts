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
  /** Connections open now, and the most that were open at once. */
  sessions: number;
  maxSessions: number;
  /**
   * Messages in progress now (from MAIL FROM until the server answered the message or refused
   * it), and the most that were in progress at once.
   */
  activeMessages: number;
  maxActiveMessages: number;
  /** Recipients refused with a temporary 451 at RCPT TO whatever the mode (counted in `failures`). */
  refuseRecipients: Set<string>;
  /**
   * While true, a message accepted in `accept` mode is kept unanswered (counted in `held`) until
   * releaseHeld(): a test can see how many messages a client has in flight at once.
   */
  holding: boolean;
  held: number;
  /** Answers every held message with a 250 (they join `received`) and stops holding. */
  releaseHeld(): void;
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
  /** Answers of held messages, given by releaseHeld(). */
  const heldAnswers: (() => void)[] = [];
  /** Sessions with a message in progress (a session has one at a time). */
  const inProgress = new Set<string>();
  const finishMessage = (sessionId: string) => {
    if (inProgress.delete(sessionId)) state.activeMessages = inProgress.size;
  };
  const state: TestSmtpServer = {
    url: "",
    port: 0,
    received,
    unanswered,
    mode: options.mode ?? "accept",
    failures: 0,
    connections: 0,
    sessions: 0,
    maxSessions: 0,
    activeMessages: 0,
    maxActiveMessages: 0,
    refuseRecipients: new Set(),
    holding: false,
    held: 0,
    releaseHeld() {
      state.holding = false;
      for (const answer of heldAnswers.splice(0)) answer();
      state.held = 0;
    },
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
      state.sessions++;
      state.maxSessions = Math.max(state.maxSessions, state.sessions);
      callback();
    },
    onClose(session) {
      state.sessions--;
      finishMessage(session.id);
    },
    onMailFrom(_address, session, callback) {
      inProgress.add(session.id);
      state.activeMessages = inProgress.size;
      state.maxActiveMessages = Math.max(state.maxActiveMessages, state.activeMessages);
      if (state.mode === "hang-mail") {
        state.failures++;
        return; // never answers: the client waits until its own time limit
      }
      callback();
    },
    onRcptTo(address, session, callback) {
      const refuse = state.mode === "refuse-rcpt" || state.refuseRecipients.has(address.address);
      if (refuse) {
        state.failures++;
        finishMessage(session.id);
      }
      callback(refuse ? temporaryFailure() : null);
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
          finishMessage(session.id);
          return callback(temporaryFailure());
        }
        if (state.mode === "hang-data") {
          state.failures++;
          unanswered.push(mail);
          return; // the message is here, the answer never comes
        }
        const accept = () => {
          received.push(mail);
          finishMessage(session.id);
          callback(null);
        };
        if (state.holding) {
          heldAnswers.push(accept);
          state.held = heldAnswers.length;
          return;
        }
        accept();
      });
    },
  });
  // A client killed mid-session (the server under test stopped with pooled connections open)
  // resets its connection: SMTPServer reports it as an "error" event, which is no failure here.
  server.on("error", () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  state.port = port;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}
