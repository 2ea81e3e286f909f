import { domPreset } from "@repo/config/vitest";

export default domPreset;
