import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { ZipArchive } from "archiver";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, partialFolder } from "./local";
import { createS3Storage } from "./s3";
import type { Storage } from "./storage";

let folder: string;
let s3server: S3rver;
let s3port: number;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "cloudoc-storage-"));
  s3server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(folder, "s3"),
    configureBuckets: [{ name: "cloudoc-test", configs: [] }],
  });
  const address = (await s3server.run()) as AddressInfo;
  s3port = address.port;
});
afterAll(async () => {
  await s3server.close();
  await rm(folder, { recursive: true, force: true });
});

function behavesAsStorage(name: string, make: () => Storage) {
  describe(`${name} storage`, () => {
    it("stores, reads, finds and deletes a file", async () => {
      const storage = make();
      expect((await storage.status()).ok).toBe(true);
      await storage.put("company-a/exports/policies.txt", Buffer.from("Safeguarding Adults"), "text/plain");
      expect(await storage.exists("company-a/exports/policies.txt")).toBe(true);
      const stream = await storage.get("company-a/exports/policies.txt");
      expect(stream && (await text(stream))).toBe("Safeguarding Adults");
      await storage.delete("company-a/exports/policies.txt");
      expect(await storage.exists("company-a/exports/policies.txt")).toBe(false);
      expect(await storage.get("company-a/exports/policies.txt")).toBeUndefined();
    });

    it("stores a stream", async () => {
      const storage = make();
      await storage.put("streamed.txt", Readable.from(["part one, ", "part two"]));
      const stream = await storage.get("streamed.txt");
      expect(stream && (await text(stream))).toBe("part one, part two");
    });

    it("stores a zip as the bulk export makes it (archiver's stream is not one of Node's own)", async () => {
      const storage = make();
      const zip = new ZipArchive();
      zip.append("Safeguarding Adults", { name: "policy.txt" });
      void zip.finalize();
      await storage.put("exports/Documents.zip", zip, "application/zip");
      const stream = await storage.get("exports/Documents.zip");
      const stored = stream && (await buffer(stream));
      expect(stored?.subarray(0, 2).toString()).toBe("PK");
    });

    it("refuses keys that could escape its folder", async () => {
      const storage = make();
      for (const key of ["../etc/passwd", "/abs", "a/../../b", "a//b", ""]) {
        await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/unsafe storage key/);
      }
    });
  });
}

behavesAsStorage("local", () => createLocalStorage(path.join(folder, "files")));

describe("local storage after a crash", () => {
  it("removes the partial files a cut-short write left once untouched for a minute, and no others", async () => {
    const root = path.join(folder, "crashed");
    const storage = createLocalStorage(root);
    await storage.put("kept.txt", Buffer.from("whole"));
    const partials = partialFolder(root);
    expect(await readdir(partials)).toEqual([]);
    await mkdir(partials, { recursive: true });
    await writeFile(path.join(partials, "old.partial"), "half a zip");
    await writeFile(path.join(partials, "fresh.partial"), "a write going on elsewhere");
    const minutesAgo = new Date(Date.now() - 120_000);
    await utimes(path.join(partials, "old.partial"), minutesAgo, minutesAgo);
    expect(await storage.removeAbandonedWrites()).toBe(1);
    expect(await readdir(partials)).toEqual(["fresh.partial"]);
    expect(await storage.exists("kept.txt")).toBe(true);
  });
});
behavesAsStorage("S3", () =>
  createS3Storage({
    endpoint: `http://127.0.0.1:${s3port}`,
    bucket: "cloudoc-test",
    accessKey: "S3RVER",
    secretKey: "S3RVER",
    region: "eu-west-2",
  }),
);
