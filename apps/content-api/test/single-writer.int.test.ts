import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), "content-api-lock-"));
const children: ChildProcess[] = [];

/** Starts `src/main.ts` in its own process and collects its output. */
function start(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PGLITE_DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes("listening on")) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited before listening:\n${output}`));
    });
  });
  // A start that is meant to fail is awaited through `exited`, not `listening`.
  listening.catch(() => {});
  return { child, exited, listening, output: () => output };
}

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("one writer per PGlite directory", () => {
  it("refuses a second start on the same data directory with a clear message, and drains on SIGTERM", async () => {
    const first = start(4901);
    await first.listening;
    const health = await fetch("http://127.0.0.1:4901/health");
    expect(health.status).toBe(200);

    const second = start(4902);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another content API process/);

    // The first keeps serving, then stops cleanly and frees the directory.
    expect((await fetch("http://127.0.0.1:4901/api/navigation/getNavigationData")).status).toBe(200);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const third = start(4903);
    await third.listening;
    expect(third.output()).not.toMatch(/created and seeded/);
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
    // Three processes each boot an embedded Postgres: slow on a busy two-core machine.
  }, 180_000);
});
