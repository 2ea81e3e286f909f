import { createHmac, timingSafeEqual } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { magicLink } from "better-auth/plugins";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  studioAccounts,
  studioRateLimits,
  studioSessions,
  studioTwoFactors,
  studioUsers,
  studioVerifications,
} from "../db/schema";

/** Wrong passwords in a row that lock an account until an admin sends a new sign-in link. */
export const LOCK_AFTER_FAILURES = 20;

/** How long a one-time sign-in link works. */
export const SIGN_IN_LINK_SECONDS = 24 * 60 * 60;

export interface StudioAuthOptions {
  db: Database;
  /** Signs sessions, links and CSRF tokens (`STUDIO_SECRET`). */
  secret: string;
  /** The studio's public origin (`STUDIO_URL`): its pages forward `/studio/` here, and links point there. */
  studioUrl: string;
  /** Sign-in attempts one client may make per minute; the library counts them in the database, so every process shares them. */
  signInsPerMinute?: number;
}

/** The address a sign-in names, as accounts store it (lower case); empty when it names none. */
function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.toLowerCase() : "";
}

const lastLogged = new Map<string, number>();

/** Logs `message` unless the same was logged less than a minute ago. */
function logOncePerMinute(message: string): void {
  const now = Date.now();
  if (now - (lastLogged.get(message) ?? -Infinity) < 60_000) return;
  if (lastLogged.size >= 100) lastLogged.clear();
  lastLogged.set(message, now);
  console.error(`content-api: studio sign-in: ${message}`);
}

/** The header a server-side call carries to ask for a sign-in link; visitors cannot ask for one. */
const LINK_REQUEST_HEADER = "x-studio-link-request";

/**
 * The studio's sign-in, on the content database: better-auth with e-mail and password (scrypt,
 * memory-hard), sessions in httpOnly SameSite cookies (Secure on https), its origin checks, rate
 * limits kept in the database, and one-time sign-in links an admin or a command hands out. Nobody
 * signs up: every account is made by an admin, so there is no default password anywhere.
 */
export function createStudioAuth({ db, secret, studioUrl, signInsPerMinute = 10 }: StudioAuthOptions) {
  const origin = new URL(studioUrl).origin;
  /** The link each server-side request made, by the address it is for, taken by `signInLink`. */
  const links = new Map<string, string>();
  const linkKey = createHmac("sha256", secret).update("sign-in-link").digest("hex");

  const auth = betterAuth({
    appName: "Studio",
    secret,
    baseURL: origin,
    basePath: "/studio/auth",
    trustedOrigins: [origin],
    telemetry: { enabled: false },
    // Only the library's errors are logged, each kind once a minute: a stranger's refused requests
    // (a link asked for from outside, a locked account) must not fill the log.
    logger: { level: "error", log: (_level, message) => logOncePerMinute(message) },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: studioUsers,
        session: studioSessions,
        account: studioAccounts,
        verification: studioVerifications,
        twoFactor: studioTwoFactors,
        rateLimit: studioRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 256,
      revokeSessionsOnPasswordReset: true,
    },
    session: { expiresIn: 7 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: signInsPerMinute },
        "/magic-link/verify": { window: 60, max: signInsPerMinute },
      },
    },
    advanced: {
      cookiePrefix: "studio",
      useSecureCookies: origin.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // The studio forwards each visitor's address in this header; the API's port is not public.
      ipAddress: { ipAddressHeaders: ["x-studio-client-ip"] },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        disableSignUp: true,
        storeToken: "hashed",
        sendMagicLink: ({ email, url }) => {
          links.set(email.toLowerCase(), url);
        },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/magic-link" && ctx.headers?.get(LINK_REQUEST_HEADER) !== linkKey) {
          throw new APIError("FORBIDDEN", { message: "Sign-in links are handed out by an admin" });
        }
        if (ctx.path === "/sign-in/email") {
          const email = emailOf(ctx.body);
          const [user] = await db
            .select({ lockedAt: studioUsers.lockedAt })
            .from(studioUsers)
            .where(eq(studioUsers.email, email));
          if (user?.lockedAt) {
            throw new APIError("FORBIDDEN", {
              message: "This account is locked after too many wrong passwords: ask an admin for a sign-in link",
              code: "ACCOUNT_LOCKED",
            });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const signedIn = ctx.context.newSession?.user.id;
        if (signedIn) {
          await db.update(studioUsers).set({ failedSignIns: 0, lockedAt: null }).where(eq(studioUsers.id, signedIn));
          return;
        }
        const returned: unknown = ctx.context.returned;
        if (ctx.path === "/sign-in/email" && isAPIError(returned) && returned.statusCode === 401) {
          const email = emailOf(ctx.body);
          await db
            .update(studioUsers)
            .set({
              failedSignIns: sql`${studioUsers.failedSignIns} + 1`,
              lockedAt: sql`case when ${studioUsers.failedSignIns} + 1 >= ${LOCK_AFTER_FAILURES} then now() else ${studioUsers.lockedAt} end`,
            })
            .where(eq(studioUsers.email, email));
        }
      }),
    },
  });

  /** A one-time link that signs `email` in and opens `callbackPath` of the studio. */
  async function signInLink(email: string, callbackPath = "/"): Promise<string> {
    const key = email.toLowerCase();
    links.delete(key);
    await auth.api.signInMagicLink({
      body: { email: key, callbackURL: callbackPath },
      headers: new Headers({ [LINK_REQUEST_HEADER]: linkKey, origin }),
    });
    const url = links.get(key);
    links.delete(key);
    if (!url) throw new Error(`No sign-in link was made for ${key}`);
    return url;
  }

  /** The CSRF token of a session: what the studio's forms send back with every change. */
  function csrfTokenOf(sessionToken: string): string {
    return createHmac("sha256", secret).update(`csrf:${sessionToken}`).digest("base64url");
  }

  function csrfTokenMatches(sessionToken: string, sent: string | undefined): boolean {
    if (!sent) return false;
    const expected = Buffer.from(csrfTokenOf(sessionToken));
    const given = Buffer.from(sent);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  return { auth, origin, signInLink, csrfTokenOf, csrfTokenMatches };
}

export type StudioAuth = ReturnType<typeof createStudioAuth>;
