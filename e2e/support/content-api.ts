import { spawn } from "node:child_process";
import { expect } from "@playwright/test";

const contentApiDir = new URL("../../apps/content-api/", import.meta.url).pathname;

export interface ContentApiProcess {
  url: string;
  /** SIGTERM, then waits for the process to finish its requests and exit. */
  stop(): Promise<void>;
}

/**
 * A content API of a test's own, from its build output (`dist/main.js`) as a
 * deployment runs it, on its own embedded database in `dataDir`; resolves
 * once `/health` answers.
 */
export async function startContentApi(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ContentApiProcess> {
  let output = "";
  const child = spawn(process.execPath, ["dist/main.js"], {
    cwd: contentApiDir,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PORT: String(port), PGLITE_DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  child.stderr.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the content API exited (${child.exitCode}):\n${output}`);
        return fetch(`${url}/health`).then((res) => res.status, () => 0);
      },
      { timeout: 120_000 },
    )
    .toBe(200);
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Runs the content CLI (`content import|export <dir> --offline`) on the embedded database in `dataDir`, its API stopped. */
export function contentCli(dataDir: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli.ts", "--offline", ...args], {
      cwd: contentApiDir,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PGLITE_DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("close", (code) => resolve({ code, output }));
  });
}

export { contentApiDir };
