import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describeError } from "../status";
import { abandonedAfterSeconds, assertSafeKey, type Storage } from "./storage";

/**
 * Where files are written before they are renamed into place: one folder on the same disk (so the
 * rename is atomic) that no key can name (keys never start with a dot), so that what a crash
 * leaves is found without walking every company's files.
 */
export const partialFolder = (root: string) => path.join(root, ".partial");

export function createLocalStorage(root: string): Storage {
  const partials = partialFolder(root);
  /** This process's writes in progress, never removed as abandoned. */
  const writing = new Set<string>();
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: "local",
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await mkdir(partials, { recursive: true });
      // Write aside, then rename: a reader never sees half a file.
      const partial = path.join(partials, `${randomUUID()}.partial`);
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      writing.add(partial);
      try {
        await pipeline(source, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      } finally {
        writing.delete(partial);
      }
    },
    async get(key) {
      const file = fileOf(key);
      if (!(await exists(file))) return undefined;
      return createReadStream(file);
    },
    exists: (key) => exists(fileOf(key)),
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async removeAbandonedWrites() {
      const names = await readdir(partials).catch((error: NodeJS.ErrnoException) => {
        // No folder yet: nothing was ever written aside.
        if (error.code === "ENOENT") return [];
        throw error;
      });
      const touchedBefore = Date.now() - abandonedAfterSeconds * 1000;
      let removed = 0;
      for (const name of names) {
        const file = path.join(partials, name);
        if (writing.has(file)) continue;
        const modified = (await stat(file).catch(() => undefined))?.mtimeMs;
        if (modified === undefined || modified > touchedBefore) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
    async status() {
      try {
        await mkdir(root, { recursive: true });
        return { ok: true, detail: `local folder ${root}` };
      } catch (error) {
        return { ok: false, detail: describeError(error) };
      }
    },
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
