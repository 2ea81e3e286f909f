import { type ChildProcess, spawn } from "node:child_process";
import { expect } from "@playwright/test";

/** Starts `node <args>` in `cwd` with only `env` (and PATH/HOME); resolves once `url` answers 200. */
const outputs = new WeakMap<ChildProcess, () => string>();

/** The last 8,000 characters a process started by `startNode` has written, both streams. */
export function outputOf(child: ChildProcess): string {
  return outputs.get(child)?.() ?? "";
}

export async function startNode(name: string, cwd: string, args: string[], env: Record<string, string>, url: string): Promise<ChildProcess> {
  let output = "";
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  child.stderr.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  outputs.set(child, () => output);
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output}`);
        return fetch(url).then((res) => res.status, () => 0);
      },
      { timeout: 120_000, message: `${name} answers ${url}` },
    )
    .toBe(200);
  return child;
}

/** Stops each child that still runs (SIGTERM) and waits for it. */
export async function stopAll(children: ChildProcess[]): Promise<void> {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }
}
