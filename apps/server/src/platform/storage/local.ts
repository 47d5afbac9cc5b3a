import { createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describeError } from "../status";
import { assertSafeKey, type Storage } from "./storage";

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: "local",
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write beside the target, then rename: a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      try {
        await pipeline(source, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
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
