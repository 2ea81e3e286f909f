/**
 * Runs once when the server starts, before it answers anyone: a wrong setting stops it here
 * (exit 1, the variable and its rule on stderr) rather than failing every page later.
 */
export async function register(): Promise<void> {
  // Next.js sets NEXT_RUNTIME itself (not a setting): the check runs once, in the Node.js server.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ settingsAtStart }, { studioEnv }] = await Promise.all([
    import("@repo/server-kit/settings"),
    import("./src/env"),
  ]);
  settingsAtStart(studioEnv, { name: "studio" });
}
