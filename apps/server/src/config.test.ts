import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      baseDomain: "localhost",
      databaseUrl: undefined,
      smtpUrl: undefined,
      s3: undefined,
      seedDemo: true,
      logLevel: "info",
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["SMTP_URL", "not a url"],
    ["LOG_LEVEL", "loud"],
    ["BASE_DOMAIN", "bad domain!"],
    ["SEED_DEMO", "maybe"],
  ])("stops with a message naming %s when it is %j", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment: ${name}:`));
  });

  it("needs every S3 variable together", () => {
    expect(() => loadConfig({ S3_BUCKET: "files" })).toThrow(
      /S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY/,
    );
    const config = loadConfig({
      S3_ENDPOINT: "http://s3.local",
      S3_BUCKET: "files",
      S3_ACCESS_KEY: "a",
      S3_SECRET_KEY: "b",
    });
    expect(config.s3).toMatchObject({ bucket: "files", region: "eu-west-2" });
  });

  it("uses the sandbox payment provider unless a Stripe key is set", () => {
    expect(loadConfig({})).toMatchObject({ stripe: undefined, sandboxPaymentDelayMs: 800 });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_xyz" }).stripe,
    ).toEqual({
      secretKey: "sk_test_abc123",
      webhookSecret: "whsec_xyz",
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: "whsec_xyz" })).toThrow(/needs STRIPE_SECRET_KEY/);
  });

  it("takes Stripe's publishable key only with its secret key, in Stripe's shape", () => {
    const keys = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_PUBLISHABLE_KEY: "pk_test_def456" };
    expect(loadConfig(keys).stripe).toMatchObject({ publishableKey: "pk_test_def456" });
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc123" }).stripe?.publishableKey).toBeUndefined();
    expect(() => loadConfig({ ...keys, STRIPE_PUBLISHABLE_KEY: "sk_test_def456" })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key/,
    );
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: "pk_test_def456" })).toThrow(/needs STRIPE_SECRET_KEY/);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).databaseUrl).toBeUndefined();
  });
});
