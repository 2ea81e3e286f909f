import { nodePreset } from "./src/vitest";

export default nodePreset;
