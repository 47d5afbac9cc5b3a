import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** Files in the server's outbox so far, to tell new mail from old. */
export async function outboxFiles(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, "outbox"))).sort();
  } catch {
    return [];
  }
}

/** Waits for a new e-mail to `to` (one not in `before`) and returns its 4-character code. */
export async function waitForCode(dataDir: string, to: string, before: readonly string[]): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const fresh = (await outboxFiles(dataDir)).filter((file) => !before.includes(file)).reverse();
    for (const file of fresh) {
      const text = await readFile(path.join(dataDir, "outbox", file), "utf8");
      const code = text.includes(`To: ${to}`) ? text.match(/Your code is ([0-9A-Z]{4})\b/)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code e-mailed to ${to}`);
}
