import { describe, expect, it } from "vitest";
import {
  describeConnectionError,
  describeDatabaseUrl,
  GaveUpWaitingError,
  isRetryableConnectionError,
  retryWithBackoff,
} from "./wait-for-database.ts";

const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5433"), { code: "ECONNREFUSED" });

/** A clock that only moves when the injected sleep is called. */
function fakeClock() {
  let time = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
  };
}

describe("describeDatabaseUrl", () => {
  it("names host, port and database, never the user or the password", () => {
    const text = describeDatabaseUrl("postgres://shop_user:s3cr%40t@db.example:5433/shop");
    expect(text).toBe("db.example:5433/shop");
    expect(text).not.toContain("s3cr");
    expect(text).not.toContain("shop_user");
  });

  it("fills in PostgreSQL's default port", () => {
    expect(describeDatabaseUrl("postgresql://u:p@10.0.0.5/booking")).toBe("10.0.0.5:5432/booking");
  });
});

describe("describeConnectionError", () => {
  it("says what went wrong in words, with the code", () => {
    expect(describeConnectionError(refused())).toBe("connection refused, ECONNREFUSED");
    const both = new AggregateError([refused(), refused()], "");
    expect(describeConnectionError(both)).toBe("connection refused, ECONNREFUSED");
    expect(describeConnectionError(Object.assign(new Error('password authentication failed for user "u"'), { code: "28P01" }))).toBe(
      "the login was refused (check the user and password), 28P01",
    );
  });

  it("retries network failures and a starting server, not a refused login or a missing database", () => {
    expect(isRetryableConnectionError(refused())).toBe(true);
    expect(isRetryableConnectionError(Object.assign(new Error("starting"), { code: "57P03" }))).toBe(true);
    expect(isRetryableConnectionError(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isRetryableConnectionError(Object.assign(new Error("login"), { code: "28P01" }))).toBe(false);
    expect(isRetryableConnectionError(Object.assign(new Error("no db"), { code: "3D000" }))).toBe(false);
  });
});

describe("retryWithBackoff", () => {
  it("retries a connection that fails twice, after 1 s then 2 s", async () => {
    const clock = fakeClock();
    let calls = 0;
    const retries: number[] = [];
    const result = await retryWithBackoff(
      async () => {
        calls += 1;
        if (calls <= 2) throw refused();
        return "connected";
      },
      { sleep: clock.sleep, now: clock.now, onRetry: (_error, delay) => retries.push(delay) },
    );
    expect(result).toBe("connected");
    expect(calls).toBe(3);
    expect(clock.sleeps).toEqual([1000, 2000]);
    expect(retries).toEqual([1000, 2000]);
  });

  it("doubles the pause up to 30 s and gives up after about 5 minutes", async () => {
    const clock = fakeClock();
    let calls = 0;
    const failing = retryWithBackoff(
      async () => {
        calls += 1;
        throw refused();
      },
      { sleep: clock.sleep, now: clock.now },
    );
    await expect(failing).rejects.toBeInstanceOf(GaveUpWaitingError);
    // 1+2+4+8+16 = 31 s, then eight 30 s pauses (271 s): a ninth would pass 300 s.
    expect(clock.sleeps).toEqual([1000, 2000, 4000, 8000, 16_000, ...Array<number>(8).fill(30_000)]);
    expect(calls).toBe(clock.sleeps.length + 1);
  });

  it("throws at once what waiting cannot fix", async () => {
    const clock = fakeClock();
    const login = Object.assign(new Error("password authentication failed"), { code: "28P01" });
    await expect(retryWithBackoff(() => Promise.reject(login), { sleep: clock.sleep, now: clock.now })).rejects.toBe(login);
    expect(clock.sleeps).toEqual([]);
  });
});
