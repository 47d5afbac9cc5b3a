import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** The newest e-mail in the outbox sent to `to`, as raw text. */
export async function lastEmailTo(dataDir: string, to: string): Promise<string> {
  const folder = path.join(dataDir, "outbox");
  const files = (await readdir(folder)).sort();
  for (const file of files.reverse()) {
    const text = await readFile(path.join(folder, file), "utf8");
    if (text.includes(`To: ${to}`)) return text;
  }
  throw new Error(`no email to ${to}`);
}

export function codeIn(email: string): string {
  const match = email.match(/Your code is ([0-9A-Z]{4})\b/);
  if (!match?.[1]) throw new Error("no code in email");
  return match[1];
}
