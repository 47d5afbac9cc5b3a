import type { Readable } from "node:stream";
import type { PartStatus } from "../status";

/** Where files live: a local folder by default, an S3 bucket in production (DESIGN §8). */
export interface Storage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer | Readable, contentType?: string): Promise<void>;
  /** The file's bytes as a stream, or undefined when there is no such file. */
  get(key: string): Promise<Readable | undefined>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  status(): Promise<PartStatus>;
}

const safeKey = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are relative paths of safe segments: no "..", no leading slash, nothing odd. */
export function assertSafeKey(key: string): void {
  if (!safeKey.test(key) || key.split("/").some((segment) => segment === ".." || segment === ".")) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}
