import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "tsup";

const root = new URL("..", import.meta.url).pathname;

/**
 * Bundles `src/main.ts` (and the `content` command, `src/cli.ts`) as `pnpm build` does, into a scratch folder of the
 * package (one level below its root, like `dist/`, so migrations and
 * dependencies resolve the same), leaving `dist/` alone. Answers the entry
 * file and how to remove the folder.
 */
export async function buildServer(): Promise<{ main: string; cli: string; remove: () => void }> {
  const outDir = mkdtempSync(join(root, ".drill-build-"));
  await build({
    entry: { main: "src/main.ts", cli: "src/cli.ts" },
    outDir,
    format: ["esm"],
    platform: "node",
    target: "node20",
    noExternal: [/^@repo\//],
    config: false,
    silent: true,
  });
  return { main: join(outDir, "main.js"), cli: join(outDir, "cli.js"), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  child: ChildProcess;
  /** The base URL once it listens; rejects with its output if it exits first. */
  listening: Promise<string>;
  exited: Promise<number | null>;
  output: () => string;
}

/** Runs the built API with `env` added to a clean environment (no inherited API settings). */
export function startServer(main: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [main], {
    cwd: root,
    // eslint-disable-next-line no-restricted-properties -- only what a process needs to run, none of the API's settings
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((code) => reject(new Error(`the API exited (${code}) before listening:\n${output}`)));
  });
  listening.catch(() => {});
  return { child, listening, exited, output: () => output };
}
