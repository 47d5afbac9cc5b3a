import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "./mailer";

const silent = pino({ level: "silent" });
let server: SMTPServer;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("mail", () => {
  it("delivers through SMTP when SMTP_URL is set", async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Cloudoc <no-reply@cloudoc.test>",
      outboxDir: "/unused",
      log: silent,
    });
    expect(await mailer.status()).toEqual({ ok: true, detail: "SMTP server answers" });
    await mailer.send({ to: "owner@meadowbank.test", subject: "Your code", text: "Your code is 4821" });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Subject: Your code");
    expect(received[0]).toContain("Your code is 4821");
    expect(received[0]).toContain("To: owner@meadowbank.test");
  });

  it("reports an SMTP server that does not answer", async () => {
    const mailer = createMailer({
      smtpUrl: "smtp://127.0.0.1:1",
      from: "a@b.test",
      outboxDir: "/unused",
      log: silent,
    });
    const status = await mailer.status();
    expect(status.ok).toBe(false);
    mailer.close();
  });

  it("writes an .eml file to the outbox when no SMTP server is configured", async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), "cloudoc-outbox-"));
    try {
      const lines: unknown[] = [];
      const mailer = createMailer({
        smtpUrl: undefined,
        from: "a@b.test",
        outboxDir,
        log: { info: (obj: unknown) => lines.push(obj) } as never,
      });
      await mailer.send({ to: "staff@meadowbank.test", subject: "Welcome", text: "Hello Tom" });
      const files = await readdir(outboxDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = await readFile(path.join(outboxDir, files[0] ?? ""), "utf8");
      expect(eml).toContain("Subject: Welcome");
      expect(eml).toContain("Hello Tom");
      expect(lines).toHaveLength(1);
    } finally {
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
