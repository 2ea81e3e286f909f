import type { MiddlewareHandler } from "hono";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { editionRegistry, siteUrlOf } from "@repo/config/editions";
import { fail } from "../envelope";
import { clientAddressResolver, rateLimitKey } from "./client-ip";

/**
 * Origins whose pages may post the public forms from a browser, known at start:
 * the ones configured, and every registered edition's public site, its
 * `SITE_URL_<ID>` override and its local server (`localhost` and `127.0.0.1`
 * on its port). The editions held as content are added while the API runs
 * (`editionOrigins` of `insertGuards`).
 */
export function allowedOrigins(
  configured: readonly string[],
  env: Record<string, string | undefined> = {},
): Set<string> {
  const origins = new Set(configured.map((origin) => new URL(origin).origin));
  for (const edition of editionRegistry) {
    origins.add(new URL(edition.url).origin);
    origins.add(new URL(siteUrlOf(edition, { ...env, NODE_ENV: "production" })).origin);
    origins.add(`http://localhost:${edition.port}`);
    origins.add(`http://127.0.0.1:${edition.port}`);
  }
  return origins;
}

/**
 * Refuses a browser's post from a page of another site (403). Requests
 * without `Origin` come from servers (the sites' form actions) and pass:
 * browsers always send it on a cross-origin POST. An origin not among
 * `origins` is looked up in `editionOrigins` (the editions the content holds,
 * kept briefly), so an edition imported while the API runs takes its forms.
 */
export function originGuard(
  origins: ReadonlySet<string>,
  editionOrigins?: () => Promise<ReadonlySet<string>>,
): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (origin !== undefined && !origins.has(origin) && !(await editionOrigins?.())?.has(origin)) {
      return fail(c, 403, "This form may only be sent from the Aurevo websites");
    }
    await next();
  };
}

export interface RateLimitOptions {
  /** Inserts one client may make per endpoint and window. */
  points: number;
  windowSeconds: number;
  /** See `TRUSTED_PROXIES` in `env.ts`. */
  trustedProxies: readonly string[];
}

/**
 * Counts each client's inserts per endpoint in this process's memory and
 * answers 429 with `Retry-After` past the limit. Every attempt counts, refused
 * or not, so probing costs the same as posting.
 */
export function rateLimitGuard({ points, windowSeconds, trustedProxies }: RateLimitOptions): MiddlewareHandler {
  const limiter = new RateLimiterMemory({ points, duration: windowSeconds, keyPrefix: "insert" });
  const clientAddress = clientAddressResolver(trustedProxies, (peer) =>
    console.warn(
      `A submission from ${peer} names a visitor in X-Forwarded-For, but TRUSTED_PROXIES does not trust ${peer}: ` +
        `if it is an edition or a proxy of yours, every visitor it forwards shares one submission limit; add its address to TRUSTED_PROXIES.`,
    ),
  );
  return async (c, next) => {
    const key = `${c.req.path}|${rateLimitKey(clientAddress(c))}`;
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      c.header("Retry-After", String(seconds));
      return fail(c, 429, `Too many submissions: try again in ${seconds} s`);
    }
    await next();
  };
}

export interface InsertGuardOptions extends RateLimitOptions {
  /** `ALLOWED_ORIGINS`. */
  allowedOrigins: readonly string[];
  /** The environment, for `SITE_URL_<ID>` overrides of the editions' sites. */
  env?: Record<string, string | undefined>;
  /** The public origins of the editions the content holds, read while the API runs (`EditionSites.origins`). */
  editionOrigins?: () => Promise<ReadonlySet<string>>;
}

/** The checks every public insert passes before its body is read: origin, then rate. */
export function insertGuards(options: InsertGuardOptions): MiddlewareHandler[] {
  return [originGuard(allowedOrigins(options.allowedOrigins, options.env), options.editionOrigins), rateLimitGuard(options)];
}
