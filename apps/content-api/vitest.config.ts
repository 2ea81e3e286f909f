import { mergeConfig } from "vitest/config";
import { nodePreset } from "@repo/config/vitest";

/**
 * Two test files at a time, even on a two-core machine (Vitest's default there is one):
 * much of a file's time is spent waiting on the servers, databases and processes it starts.
 */
export default mergeConfig(nodePreset, { test: { maxWorkers: 2 } });
