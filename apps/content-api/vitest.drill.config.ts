import { defineConfig } from "vitest/config";
import { nodePreset } from "@repo/config/vitest";
import { drills } from "./vitest.config";

/** The crash drills and the studio's sweep alone, one file at a time. */
export default defineConfig({ test: { ...nodePreset.test, include: drills, maxWorkers: 1 } });
