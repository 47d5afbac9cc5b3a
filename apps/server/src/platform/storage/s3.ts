import { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  NoSuchKey,
  NotFound,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Config } from "../../config";
import { describeError } from "../status";
import { assertSafeKey, type Storage } from "./storage";

/**
 * An upload records when it began, not when it last sent a part, so only uploads older than any
 * job may run (pg-boss expires a job after 15 minutes) are taken as abandoned.
 */
const abandonedUploadAfterMs = 60 * 60 * 1000;

/**
 * lib-storage takes only Node's own streams; archiver's zip is a readable-stream Transform, which
 * is not one, so such a body is read through Node's Readable (which keeps back-pressure).
 */
function nodeBody(body: Buffer | Readable): Buffer | Readable {
  return Buffer.isBuffer(body) || body instanceof Readable ? body : Readable.from(body);
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { name?: string }).name === "NotFound"
  );
}

export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
  });
  const Bucket = config.bucket;
  return {
    kind: "s3",
    async put(key, body, contentType) {
      assertSafeKey(key);
      // Upload streams in parts, so a large export never sits whole in memory.
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: nodeBody(body), ContentType: contentType },
      }).done();
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async removeAbandonedWrites() {
      // One page (up to 1,000 uploads) a sweep; the clean-up job sweeps again every 15 minutes.
      const { Uploads = [] } = await client.send(new ListMultipartUploadsCommand({ Bucket }));
      const begunBefore = Date.now() - abandonedUploadAfterMs;
      let removed = 0;
      for (const { Key, UploadId, Initiated } of Uploads) {
        if (!Key || !UploadId || !Initiated || Initiated.getTime() > begunBefore) continue;
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
        removed += 1;
      }
      return removed;
    },
    async status() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return { ok: true, detail: `S3 bucket ${Bucket}` };
      } catch (error) {
        return { ok: false, detail: `S3: ${describeError(error)}` };
      }
    },
  };
}
