import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SEED_DEMO).toBe(true);
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "abc"],
    ["DATABASE_URL", "mysql://x"],
    ["SEED_DEMO", "maybe"],
    ["SMTP_URL", "http://mail"],
    ["SESSION_SECRET", "short"],
    ["PUBLIC_URL", "not a url"],
    ["LOG_LEVEL", "loud"],
  ])("names %s when its value %s is bad", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it("reads SEED_DEMO=false and an empty DATABASE_URL", () => {
    const env = parseEnv({ SEED_DEMO: "false", DATABASE_URL: "", PORT: "4100" });
    expect(env.SEED_DEMO).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe("http://localhost:4100");
  });
});
