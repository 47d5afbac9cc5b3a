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
  /**
   * Removes what writes cut short by a crash left behind (a local partial file, an S3 multipart
   * upload), never a write still going on; answers how many were removed.
   */
  removeAbandonedWrites(): Promise<number>;
  status(): Promise<PartStatus>;
}

/**
 * A local partial file untouched this long is abandoned: a live write adds to its file far more
 * often (every document of an export). Was it not, its rename fails and the job is retried.
 */
export const abandonedAfterSeconds = 60;

const safeKey = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are relative paths of safe segments: no "..", no leading slash, nothing odd. */
export function assertSafeKey(key: string): void {
  if (!safeKey.test(key) || key.split("/").some((segment) => segment === ".." || segment === ".")) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}
