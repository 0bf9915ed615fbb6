import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailableError } from "./connection-errors.ts";

const withCode = (code: string, message = "x", extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe("isDatabaseUnavailableError", () => {
  it.each(["57P01", "57P02", "57P03", "08000", "08003", "08006", "08001", "08004"])("is true for SQLSTATE %s", (code) => {
    expect(isDatabaseUnavailableError(withCode(code))).toBe(true);
  });

  it.each(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"])("is true for the socket error %s", (code) => {
    expect(isDatabaseUnavailableError(withCode(code, `connect ${code} 127.0.0.1:5432`))).toBe(true);
  });

  it("is true for node-postgres and pg-pool errors without a code", () => {
    for (const message of [
      "Connection terminated unexpectedly",
      "Connection terminated",
      "Client has encountered a connection error and is not queryable",
      "timeout exceeded when trying to connect",
      "Connection terminated due to connection timeout",
    ]) {
      expect(isDatabaseUnavailableError(new Error(message)), message).toBe(true);
    }
  });

  it("looks through Drizzle's wrapper and a chain of causes", () => {
    const driver = withCode("57P01", "terminating connection due to administrator command");
    expect(isDatabaseUnavailableError(new DrizzleQueryError("select 1", [], driver))).toBe(true);
    const deeper = new Error("outer", { cause: new Error("middle", { cause: withCode("ECONNREFUSED") }) });
    expect(isDatabaseUnavailableError(deeper)).toBe(true);
  });

  it("looks into an AggregateError (IPv6 and IPv4 both refused)", () => {
    const both = new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")], "");
    expect(isDatabaseUnavailableError(both)).toBe(true);
  });

  it("a missing unix socket is unavailable, a missing file is not", () => {
    expect(isDatabaseUnavailableError(withCode("ENOENT", "connect ENOENT /tmp/.s.PGSQL.5432", { syscall: "connect" }))).toBe(true);
    expect(isDatabaseUnavailableError(withCode("ENOENT", "no such file", { syscall: "open" }))).toBe(false);
  });

  it("is false for errors of the request or the code", () => {
    for (const error of [
      withCode("23505", "duplicate key value violates unique constraint"),
      withCode("22P02", "invalid input syntax for type uuid"),
      withCode("42P01", "relation does not exist"),
      withCode("28P01", "password authentication failed"),
      withCode("40001", "could not serialize access"),
      new DrizzleQueryError("select 1", [], withCode("23503", "foreign key")),
      new TypeError("Cannot read properties of undefined"),
      new Error("boom"),
      "a string",
      null,
      undefined,
    ]) {
      expect(isDatabaseUnavailableError(error), String(error)).toBe(false);
    }
  });
});
