/** The request header the proxy puts the page's own path and query in, for the pages that send a visitor back to it. */
export const PATH_HEADER = "x-studio-path";

/** The pages a signed-out visitor may open. */
export const PUBLIC_PATHS = ["/sign-in", "/health"];

/**
 * A path of the studio to go back to after signing in or switching languages, or `/`: one
 * leading slash and no scheme, so nobody can send a person elsewhere through it.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 1000) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  const parsed = new URL(value, "http://studio.invalid");
  return parsed.origin === "http://studio.invalid" ? `${parsed.pathname}${parsed.search}` : "/";
}

/** The sign-in page, bringing the person back to `path` once signed in. */
export function signInPath(path: string | null | undefined): string {
  const back = safeReturnPath(path);
  return back === "/" || back.startsWith("/sign-in") ? "/sign-in" : `/sign-in?next=${encodeURIComponent(back)}`;
}
