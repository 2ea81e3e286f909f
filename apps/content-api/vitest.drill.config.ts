import { defineConfig } from "vitest/config";
import { nodePreset } from "@repo/config/vitest";
import { drills } from "./vitest.config";

/** The crash drills alone, one file at a time: PGlite, then Postgres. */
export default defineConfig({ test: { ...nodePreset.test, include: drills, maxWorkers: 1 } });
