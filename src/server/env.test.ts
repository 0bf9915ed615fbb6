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

  it("says one bad variable in one line, several in one line each", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/^Cannot start: PORT: [^\n]+$/);
    expect(() => parseEnv({ PORT: "abc", LOG_LEVEL: "loud" })).toThrow(/^Invalid environment variables:\n {2}PORT: [^\n]+\n {2}LOG_LEVEL: [^\n]+$/);
  });

  it("reads SHUTDOWN_GRACE_MS, 25 s by default", () => {
    expect(parseEnv({}).SHUTDOWN_GRACE_MS).toBe(25_000);
    expect(parseEnv({ SHUTDOWN_GRACE_MS: "5000" }).SHUTDOWN_GRACE_MS).toBe(5000);
    expect(() => parseEnv({ SHUTDOWN_GRACE_MS: "-1" })).toThrow(/\bSHUTDOWN_GRACE_MS\b/);
    expect(() => parseEnv({ SHUTDOWN_GRACE_MS: "soon" })).toThrow(/\bSHUTDOWN_GRACE_MS\b/);
  });

  it("reads SEED_DEMO=false and an empty DATABASE_URL", () => {
    const env = parseEnv({ SEED_DEMO: "false", DATABASE_URL: "", PORT: "4100" });
    expect(env.SEED_DEMO).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe("http://localhost:4100");
  });
});

describe("PAYMENTS", () => {
  it("defaults to stripe with a key and test without one", () => {
    expect(parseEnv({}).paymentsMode).toBe("test");
    expect(parseEnv({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }).paymentsMode).toBe("stripe");
  });

  it("takes an explicit mode, and refuses stripe without a key", () => {
    expect(parseEnv({ PAYMENTS: "off", STRIPE_SECRET_KEY: "sk_test_1" }).paymentsMode).toBe("off");
    expect(parseEnv({ PAYMENTS: "test" }).paymentsMode).toBe("test");
    expect(() => parseEnv({ PAYMENTS: "stripe" })).toThrow(/PAYMENTS: stripe needs STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ PAYMENTS: "card" })).toThrow(/\bPAYMENTS\b/);
  });

  it("refuses to start on https without a key unless the mode is chosen", () => {
    expect(() => parseEnv({ PUBLIC_URL: "https://chauffeur.example" })).toThrow(/PAYMENTS=test .*PAYMENTS=off/);
    expect(parseEnv({ PUBLIC_URL: "https://chauffeur.example", PAYMENTS: "off" }).paymentsMode).toBe("off");
    expect(parseEnv({ PUBLIC_URL: "https://chauffeur.example", STRIPE_SECRET_KEY: "sk_live_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }).paymentsMode).toBe("stripe");
    expect(parseEnv({ PUBLIC_URL: "http://192.168.1.20:3000" }).paymentsMode).toBe("test");
  });

  it("refuses a Stripe key without STRIPE_WEBHOOK_SECRET, in one line naming the variable", () => {
    const refused = () => parseEnv({ STRIPE_SECRET_KEY: "sk_live_1" });
    expect(refused).toThrow(EnvError);
    expect(refused).toThrow(/^Cannot start: STRIPE_WEBHOOK_SECRET: [^\n]+$/);
    expect(() => parseEnv({ PAYMENTS: "stripe", STRIPE_SECRET_KEY: "sk_live_1" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(parseEnv({ STRIPE_SECRET_KEY: "sk_live_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }).paymentsMode).toBe("stripe");
    // A key kept while another mode is chosen takes no webhook.
    expect(parseEnv({ PAYMENTS: "off", STRIPE_SECRET_KEY: "sk_live_1" }).paymentsMode).toBe("off");
    expect(parseEnv({ PAYMENTS: "test", STRIPE_SECRET_KEY: "sk_live_1" }).paymentsMode).toBe("test");
  });

  it("says whether PUBLIC_URL was set", () => {
    expect(parseEnv({}).publicUrlSet).toBe(false);
    expect(parseEnv({ PUBLIC_URL: "https://chauffeur.example/", PAYMENTS: "off" })).toMatchObject({
      publicUrlSet: true,
      publicUrl: "https://chauffeur.example",
    });
  });
});

describe("PHOTO_STORAGE", () => {
  it("keeps photos in the database unless PHOTO_STORAGE=s3 names a bucket and its keys", () => {
    expect(parseEnv({}).PHOTO_STORAGE).toBe("database");
    const s3 = { PHOTO_STORAGE: "s3", S3_BUCKET: "tour-photos", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };
    expect(parseEnv(s3)).toMatchObject({ PHOTO_STORAGE: "s3", S3_BUCKET: "tour-photos", S3_REGION: "us-east-1" });
    expect(parseEnv(s3).S3_ENDPOINT).toBeUndefined();
    expect(parseEnv({ ...s3, S3_ENDPOINT: "http://minio:9000", S3_REGION: "eu-west-1" })).toMatchObject({ S3_ENDPOINT: "http://minio:9000", S3_REGION: "eu-west-1" });
    for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) {
      expect(() => parseEnv({ ...s3, [name]: "" }), name).toThrow(new RegExp(`${name}: PHOTO_STORAGE=s3 needs ${name}`));
    }
    expect(() => parseEnv({ PHOTO_STORAGE: "disk" })).toThrow(/\bPHOTO_STORAGE\b/);
    expect(() => parseEnv({ ...s3, S3_ENDPOINT: "minio:9000" })).toThrow(/\bS3_ENDPOINT\b/);
  });
});

describe("INVOICING", () => {
  it("is off by default, and refuses invoicexpress without its account and API key", () => {
    expect(parseEnv({}).INVOICING).toBe("off");
    const ix = { INVOICING: "invoicexpress", INVOICEXPRESS_ACCOUNT: "acme", INVOICEXPRESS_API_KEY: "key" };
    expect(parseEnv(ix)).toMatchObject({ INVOICING: "invoicexpress", INVOICEXPRESS_ACCOUNT: "acme" });
    for (const name of ["INVOICEXPRESS_ACCOUNT", "INVOICEXPRESS_API_KEY"]) {
      expect(() => parseEnv({ ...ix, [name]: "" }), name).toThrow(new RegExp(`${name}: INVOICING=invoicexpress needs ${name}`));
    }
    expect(() => parseEnv({ INVOICING: "moloni" })).toThrow(/\bINVOICING: must be invoicexpress or off/);
    expect(() => parseEnv({ ...ix, INVOICEXPRESS_ACCOUNT: "https://acme.app.invoicexpress.com" })).toThrow(/\bINVOICEXPRESS_ACCOUNT\b/);
  });
});
