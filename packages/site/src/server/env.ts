import { readServerSettings, type ServerSettings } from "./settings";

/** The edition server's settings, read once when it starts; throws `SettingsError` naming each bad one. */
export function editionServerEnv(): ServerSettings {
  return readServerSettings(process.env);
}

/** What Next.js reads from the environment, set as its own standalone server sets it. */
export function prepareNextEnv(config: unknown): void {
  (process.env as Record<string, string>).NODE_ENV = "production";
  // The config is read from the build's copy, not from a next.config file.
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}
