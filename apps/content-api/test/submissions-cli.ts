import { spawn } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;

/** Runs `node <args>` in `cwd` with only `env` (and PATH/HOME) set, answering its exit code and output. */
export function runNode(cwd: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd,
    // eslint-disable-next-line no-restricted-properties -- only what a process needs to run, none of the API's settings
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, stdout, stderr })),
  );
}

/** Runs `submissions <args>` as `pnpm … submissions` does, with only `env` (and PATH/HOME) set. */
export function submissions(env: Record<string, string>, ...args: string[]) {
  return runNode(root, ["--import", "tsx", "src/submissions/cli.ts", ...args], env);
}
