import { stopOnSignals } from "@repo/server-kit/lifecycle";
import { SettingsError, settingsAtStart } from "@repo/server-kit/settings";
import { DataDirLockedError } from "./db/client";
import { readEnv } from "./env";
import { StartupError, startServer } from "./server";

async function main() {
  const env = settingsAtStart(() => readEnv(), { name: "content-api" });
  const server = await startServer(env);
  console.log(`content-api: listening on ${server.url}`);

  stopOnSignals({ name: "content-api", stop: () => server.stop() });
}

main().catch((error: unknown) => {
  // A wrong setting or a data directory held by another process: the message says what to change.
  if (error instanceof SettingsError || error instanceof DataDirLockedError || error instanceof StartupError) {
    console.error(`content-api: ${error.message}`);
  } else {
    console.error("content-api: failed to start", error);
  }
  process.exit(1);
});
