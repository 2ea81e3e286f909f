import "server-only";
import { readRenderSettings, type RenderSettings } from "./server/settings";

/**
 * The settings rendering reads. Read per call, not at import: the same build is
 * configured at start time, so one build serves any deployment. The edition's
 * server (`server/edition-server.ts`) validates these and the rest of its
 * settings before it listens, so a bad value stops it at start instead of
 * failing pages later.
 */
export function serverEnv(): RenderSettings {
  return readRenderSettings(process.env);
}
