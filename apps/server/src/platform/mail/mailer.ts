import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { describeError, type PartStatus } from "../status";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (an invoice's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  status(): Promise<PartStatus>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: Pick<Logger, "info">;
}

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file (DESIGN §8). */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options);
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async status() {
      try {
        await transport.verify();
        return { ok: true, detail: "SMTP server answers" };
      } catch (error) {
        return { ok: false, detail: `SMTP: ${describeError(error)}` };
      }
    },
    close: () => transport.close(),
  };
}

function outboxMailer({ from, outboxDir, log }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let sequence = 0;
  return {
    kind: "outbox",
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      sequence += 1;
      const file = path.join(outboxDir, `${Date.now()}-${process.pid}-${sequence}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, "mail written to outbox");
    },
    async status() {
      try {
        await mkdir(outboxDir, { recursive: true });
        return { ok: true, detail: `outbox folder ${outboxDir}` };
      } catch (error) {
        return { ok: false, detail: `outbox: ${describeError(error)}` };
      }
    },
    close: () => transport.close(),
  };
}
