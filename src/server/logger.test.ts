import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./db/client.ts";
import { users } from "./db/schema.ts";
import { openTestDatabase } from "../../test-support/test-database.ts";
import { createLogger } from "./logger.ts";

const email = "ana.silva@example.com";

/** A logger of the product writing into a string. */
function captureLogs() {
  let output = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  return { logger: createLogger("info", stream), output: () => output };
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The error the database layer really throws when an account's e-mail is taken. */
async function duplicateEmailError(): Promise<Error> {
  await database.db.insert(users).values({ id: "u1", name: "Ana Silva", email });
  try {
    await database.db.insert(users).values({ id: "u2", name: "Ana Silva", email });
  } catch (error) {
    return error as Error;
  }
  throw new Error("the second insert should have failed");
}

describe("error logs", () => {
  it("keep the constraint, the SQL and the code of a failed query, never its values", async () => {
    const error = await duplicateEmailError();
    // What the driver throws does carry the e-mail: the test would prove nothing otherwise.
    expect(JSON.stringify({ ...error, message: error.message, cause: { ...(error.cause as object) } })).toContain(email);

    const { logger, output } = captureLogs();
    logger.error({ err: error, path: "/api/auth/sign-up/email" }, "request failed");
    const line = output();
    expect(line).not.toContain(email);
    expect(line).not.toContain("Ana Silva");
    expect(line).toContain("users_email_unique");
    expect(line).toContain("23505");
    expect(line).toContain('insert into \\"users\\"');

    const logged = JSON.parse(line);
    expect(logged.err.cause.constraint).toBe("users_email_unique");
    expect(logged.err.stack).toContain("\n    at ");
  });

  it("also when the error is logged on its own or under `error`", async () => {
    const drizzleLike = Object.assign(new Error(`Failed query: select 1 where $1\nparams: ${email}`), {
      query: "select 1 where $1",
      params: [email],
      cause: Object.assign(new Error("duplicate key value"), {
        code: "23505",
        severity: "ERROR",
        detail: `Key (email)=(${email}) already exists.`,
        where: `row ${email}`,
        constraint: "users_email_unique",
      }),
    });
    const { logger, output } = captureLogs();
    logger.error(drizzleLike);
    logger.warn({ error: drizzleLike }, "again");
    expect(output()).not.toContain(email);
    expect(output().match(/users_email_unique/g)).toHaveLength(2);
  });
});
