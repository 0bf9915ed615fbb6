import { describe, expect, it, vi } from "vitest";
import { parseEnv } from "../../env.ts";
import { createLogger } from "../../logger.ts";
import { createFlightStatus } from "./create-flight-status.ts";

const logger = createLogger("silent");
const fakeFetch = (answer: (url: URL) => Response | Promise<Response>) =>
  vi.fn(async (input: RequestInfo | URL) => answer(new URL(String(input))));

describe("createFlightStatus", () => {
  it("is offline without FLIGHT_STATUS_URL: every arrival is null and nothing is called", async () => {
    const fetch = fakeFetch(() => Response.json({ arrival: "2026-12-05T14:00:00Z" }));
    const flights = createFlightStatus({ logger, fetch });
    expect(flights.describe).toBe("offline");
    expect(await flights.arrival("TP1901", "2026-12-05")).toBeNull();
    expect(createFlightStatus({ flightStatusUrl: "  ", logger, fetch }).describe).toBe("offline");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks FLIGHT_STATUS_URL?flight=..&date=.. and reads { arrival }", async () => {
    const fetch = fakeFetch((url) =>
      Response.json({ arrival: url.searchParams.get("flight") === "TP1901" ? "2026-12-05T14:05:00+00:00" : null }),
    );
    const flights = createFlightStatus({ flightStatusUrl: "https://flights.example.com/arrivals?key=abc", logger, fetch });
    expect(flights.describe).toBe("flights.example.com");
    expect(await flights.arrival(" tp1901 ", "2026-12-05")).toEqual(new Date("2026-12-05T14:05:00Z"));
    expect(String(fetch.mock.calls[0]![0])).toBe("https://flights.example.com/arrivals?key=abc&flight=TP1901&date=2026-12-05");
    expect(await flights.arrival("FR8344", "2026-12-05")).toBeNull();
  });

  it("answers null, with a warning, when the service fails, is slow or answers something else; never throws", async () => {
    const warn = vi.fn();
    const spyLogger = Object.assign(Object.create(logger) as typeof logger, { warn });
    const answers: (() => Response | Promise<Response>)[] = [
      () => new Response("down", { status: 503 }),
      () => Response.json({ arrival: "tomorrow" }),
      () => new Response("<html>", { status: 200 }),
      () => Promise.reject(new TypeError("fetch failed")),
      () => new Promise<Response>(() => {}), // never answers: the timeout ends it
    ];
    for (const answer of answers) {
      const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
        Promise.race([
          answer(),
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))),
        ]),
      );
      const flights = createFlightStatus({ flightStatusUrl: "https://flights.example.com/", logger: spyLogger, fetch, timeoutMs: 50 });
      expect(await flights.arrival("TP1901", "2026-12-05")).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(answers.length);
  });

  it("sends nothing for a flight number or date that is not one", async () => {
    const fetch = fakeFetch(() => Response.json({ arrival: null }));
    const flights = createFlightStatus({ flightStatusUrl: "https://flights.example.com/", logger, fetch });
    for (const [flight, date] of [["TP1901&x=1", "2026-12-05"], ["", "2026-12-05"], ["TP1901", "05/12/2026"]] as const) {
      expect(await flights.arrival(flight, date)).toBeNull();
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("FLIGHT_STATUS_URL", () => {
  it("is optional, and must be an http(s) URL when set", () => {
    expect(parseEnv({}).FLIGHT_STATUS_URL).toBeUndefined();
    expect(parseEnv({ FLIGHT_STATUS_URL: "" }).FLIGHT_STATUS_URL).toBeUndefined();
    expect(parseEnv({ FLIGHT_STATUS_URL: "https://flights.example.com/api" }).FLIGHT_STATUS_URL).toBe("https://flights.example.com/api");
    expect(() => parseEnv({ FLIGHT_STATUS_URL: "ftp://flights.example.com" })).toThrow(/FLIGHT_STATUS_URL: must be an http/);
    expect(() => parseEnv({ FLIGHT_STATUS_URL: "flights" })).toThrow(/FLIGHT_STATUS_URL/);
  });
});
