import { describe, expect, it } from "vitest";
import { redactUrl } from "./logging";

describe("log lines", () => {
  it("never carry a hand-over code, token or password from a URL", () => {
    expect(redactUrl("/company/dashboard?user=abc123&tab=2")).toBe(
      "/company/dashboard?user=[redacted]&tab=2",
    );
    expect(redactUrl("/x?token=t0k3n&password=hunter2")).toBe("/x?token=[redacted]&password=[redacted]");
    expect(redactUrl("/api/health")).toBe("/api/health");
  });
});
