/**
 * Every path of the content API, relative to the `/api/` prefix (SPEC §7).
 * The server mounts and the client calls these names, so they cannot drift.
 */
export const apiPaths = {
  getNavigationData: "navigation/getNavigationData",
} as const;

export type ApiPath = (typeof apiPaths)[keyof typeof apiPaths];

/** The proxied base prefix every API path sits under. */
export const API_PREFIX = "/api/";
/** The prefix stored uploads are served from. */
export const FILE_PREFIX = "/getFile/";
