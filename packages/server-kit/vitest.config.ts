import { nodePreset } from "@repo/config/vitest";

export default nodePreset;
