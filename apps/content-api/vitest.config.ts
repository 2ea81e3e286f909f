import { mergeConfig } from "vitest/config";
import { nodePreset } from "@repo/config/vitest";

/**
 * What runs on its own (`test:drill`): the crash drills, each of which boots the API fifty times, and
 * the studio's sweep of every endpoint with the shared corpora (some ten thousand requests).
 */
export const drills = ["test/drill-*.int.test.ts", "test/studio-corpora.int.test.ts"];

/**
 * Two test files at a time, even on a two-core machine (Vitest's default there is one):
 * much of a file's time is spent waiting on the servers, databases and processes it starts.
 * The drills are left to `test:drill`, which runs after every package's tests, when the machine
 * is no longer shared with them: beside those they starved the other files' databases.
 */
export default mergeConfig(nodePreset, {
  test: { maxWorkers: 2, exclude: [...(nodePreset.test?.exclude ?? []), ...drills] },
});
