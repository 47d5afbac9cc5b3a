import path from "node:path";
import type { Config } from "../../config";
import { createLocalStorage } from "./local";
import { createS3Storage } from "./s3";
import type { Storage } from "./storage";

export type { Storage } from "./storage";

export function createStorage(config: Pick<Config, "s3" | "dataDir">): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, "files"));
}
