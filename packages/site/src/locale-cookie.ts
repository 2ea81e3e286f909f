/** The cookie that remembers a visitor's language (SPEC §4): 365 days, path `/`, SameSite=Lax. */
export const LOCALE_COOKIE = {
  name: "i18n_redirected",
  maxAge: 365 * 24 * 60 * 60,
  path: "/",
  sameSite: "lax",
} as const;

/** The `document.cookie` assignment that remembers `intl` when the visitor switches language. */
export function localeCookie(intl: string, https: boolean): string {
  const parts = [
    `${LOCALE_COOKIE.name}=${encodeURIComponent(intl)}`,
    `Max-Age=${LOCALE_COOKIE.maxAge}`,
    `Path=${LOCALE_COOKIE.path}`,
    "SameSite=Lax",
  ];
  if (https) parts.push("Secure");
  return parts.join("; ");
}
