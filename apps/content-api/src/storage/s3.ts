import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { ByteRange, FileStorage, StoredFileInfo } from "./types";

export interface S3Settings {
  bucket: string;
  /** The service's origin (MinIO, R2, a test server); unset, AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither, the SDK's own chain (an instance role, `AWS_*` variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path (`https://host/bucket/key`), as MinIO and most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can hold other things too (`content-api/`). */
  prefix: string;
}

/** Whether an S3 error means "no such object" (a HEAD answers a bare 404, a GET `NoSuchKey`). */
function missing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), so every
 * API process serves the same files and none keeps them on its own disk. An
 * object is written whole by one PUT, so readers see the old or the new one.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // A file request waits on the bucket at most this long before the visitor hears 500 … not for minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => `${settings.prefix}${key}`;
  const where = settings.endpoint ? ` at ${new URL(settings.endpoint).origin}` : ` in ${settings.region}`;

  return {
    description: `the bucket ${settings.bucket}${settings.prefix ? ` (keys under ${settings.prefix})` : ""}${where}`,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async stat(key): Promise<StoredFileInfo | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0), etag: head.ETag ?? `"${head.ContentLength ?? 0}"` };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async get(key, range?: ByteRange) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: keyOf(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        return object.Body ? (object.Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: bytes, ContentLength: bytes.byteLength }));
    },
    async list(prefix = "") {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: keyOf(prefix), ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(settings.prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
}
