import { EnvError } from "@repo/config/env-error";
import { DataDirLockedError } from "./db/client";
import { readEnv } from "./env";
import { StartupError, startServer } from "./server";

const DRAIN_TIMEOUT_MS = 10_000;

async function main() {
  const env = readEnv();
  const server = await startServer(env);
  console.log(`content-api: listening on ${server.url}`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`content-api: ${signal}, draining`);
    const timer = setTimeout(() => {
      console.error("content-api: requests still open after 10 s, exiting");
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    timer.unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  // A wrong setting or a data directory held by another process: the message says what to change.
  if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof StartupError) {
    console.error(`content-api: ${error.message}`);
  } else {
    console.error("content-api: failed to start", error);
  }
  process.exit(1);
});
