/** Hosts the web-analytics script loads from and reports to, allowed only when an edition configures it. */
const ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

/** Video light embeds load the player only after a click, from this host alone. */
const VIDEO_FRAMES = ["https://www.youtube-nocookie.com"];

export interface SecurityOptions {
  /** The edition loads web analytics (it configured measurement ids). */
  analytics: boolean;
  /**
   * Development mode: React's dev build needs `eval` for its stack traces, and
   * the development server does not hash the pages' inline scripts.
   */
  development?: boolean;
}

/** Where browsers report what the policy blocked (the edition's server logs it: `@repo/edition-server`'s `csp-report.ts`). */
export const CSP_REPORT_URI = "/csp-report";

/**
 * The Content-Security-Policy of every response. Scripts come from the site
 * itself; a page's inline scripts are allowed by their hashes, which the
 * edition's server adds to each HTML document's `script-src` once the page is
 * rendered (`@repo/edition-server`'s `script-policy.ts`). Hashes rather than nonces: a nonce
 * changes per request and would rule out cached pages, a hash belongs to the
 * document and travels with it through every cache.
 */
export function contentSecurityPolicy({ analytics, development = false }: SecurityOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(development ? ["'unsafe-inline'", "'unsafe-eval'"] : []), ...(analytics ? ANALYTICS.script : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(analytics ? ANALYTICS.img : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(analytics ? ANALYTICS.connect : [])],
    "media-src": ["'self'"],
    "frame-src": VIDEO_FRAMES,
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "report-uri": [CSP_REPORT_URI],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * HSTS means something only on https, which a deployment terminates in front of
 * the edition (nginx or a CDN) and reports in `X-Forwarded-Proto`.
 */
export const strictTransportSecurity = {
  has: [{ type: "header" as const, key: "x-forwarded-proto", value: "https" }],
  headers: [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }],
};

/** The headers every response carries: pages, the API proxy, files, 404s and errors. */
export function securityHeaders(options: SecurityOptions): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    {
      // The camera only for the site's own pages: the warranty page scans a data stick's serial number.
      key: "Permissions-Policy",
      value: "camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    },
  ];
}
