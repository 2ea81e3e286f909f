import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

/** A real S3-compatible server (s3rver) on a free port, its objects in a scratch folder. */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The settings an API process gets to use the bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver's own credentials: it checks the signature of every request against them. */
const ACCESS_KEY = "S3RVER";

export async function startS3(bucket = "content-files"): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), "content-api-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: "true",
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
