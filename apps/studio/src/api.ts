/**
 * The studio's one way to the content API: every call goes to `CONTENT_API_URL/studio/…` as the
 * person at the browser, with their session cookie, the studio's origin (the API takes changes
 * from it alone), their address (the sign-in's limits count by it) and, on writes, the session's
 * CSRF token. Answers are checked here (`./envelope`); pages and actions see typed data or an
 * `ApiError`.
 */
import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { parseSetCookie } from "set-cookie-parser";
import { z } from "zod";
import { studioEnv } from "./env";
import {
  ApiError,
  type Language,
  type Me,
  dataOf,
  itemStateSchema,
  itemSummarySchema,
  meSchema,
  savedSchema,
  typesSchema,
} from "./envelope";
import { PATH_HEADER, signInPath } from "./paths";

/** How long a call may take before the page says the API does not answer. */
const TIMEOUT_MS = 15_000;

/** The headers every call carries for the person at the browser. */
async function asVisitor(): Promise<Headers> {
  const incoming = await headers();
  const outgoing = new Headers({ origin: studioEnv().STUDIO_URL });
  const cookie = incoming.get("cookie");
  if (cookie) outgoing.set("cookie", cookie);
  // Next.js puts the connection's peer here unless the request brought its own header, whose
  // last entry is then the nearest hop's claim; the API believes it only from a trusted proxy.
  const address = incoming.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  if (address) outgoing.set("x-forwarded-for", address);
  return outgoing;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, cache: "no-store", redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new ApiError(503, "The content API does not answer");
  }
}

async function call<T>(path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
  const outgoing = await asVisitor();
  if (body !== undefined) {
    outgoing.set("content-type", "application/json");
    outgoing.set("x-csrf-token", (await me()).csrfToken);
  }
  const res = await send(`${studioEnv().CONTENT_API_URL}/studio/api${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: outgoing,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await res.json().catch(() => null);
  return dataOf(res.status, answer, schema);
}

/** The person signed in, their grants and their CSRF token; once per request. */
export const me = cache(async (): Promise<Me> => call("/me", meSchema));

/** The person signed in, or a redirect to the sign-in page that brings them back here. */
export async function requirePerson(): Promise<Me> {
  try {
    return await me();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      redirect(signInPath((await headers()).get(PATH_HEADER)));
    }
    throw error;
  }
}

/** The content types the studio edits. */
export const contentTypes = () => call("/types", typesSchema);

const itemListSchema = itemSummarySchema.array();

/** Every item of a type: title, slug, editions and each part's state. */
export const itemsOf = (type: string) => call(`/items/${encodeURIComponent(type)}`, itemListSchema);

/** Every part of one item, live and as last saved. */
export const itemOf = (type: string, slug: string) =>
  call(`/items/${encodeURIComponent(type)}/${encodeURIComponent(slug)}`, itemStateSchema);

/** Saves a draft of one language's texts, from the version the person opened (`basedOn`). */
export const saveTexts = (type: string, slug: string, part: Language, body: Record<string, unknown>, basedOn: number | null) =>
  call(`/items/${encodeURIComponent(type)}/${encodeURIComponent(slug)}/save`, savedSchema, { part, body, basedOn });

/** Publishes the newest draft of one language's texts. */
export const publishTexts = (type: string, slug: string, part: Language) =>
  call(`/items/${encodeURIComponent(type)}/${encodeURIComponent(slug)}/publish`, itemStateSchema, { parts: [part] });

/** Sets the person's own password. */
export const setPassword = (newPassword: string) =>
  call("/password", z.object({ changed: z.boolean() }), { newPassword });

/**
 * Keeps the cookies an answer of the sign-in set, on the studio's origin, as the API set them. Values are
 * decoded here because Next.js encodes them again as it writes them.
 */
export async function keepCookies(lines: readonly string[]): Promise<void> {
  const jar = await cookies();
  for (const cookie of parseSetCookie([...lines], { split: false })) {
    const { name, value, sameSite, ...attributes } = cookie;
    const same = sameSite?.toLowerCase();
    jar.set({
      name,
      value,
      ...attributes,
      ...(same === "lax" || same === "strict" || same === "none" ? { sameSite: same } : {}),
    });
  }
}

/** What came of a sign-in with e-mail and password. */
export type SignInOutcome =
  | { kind: "signed-in" }
  | { kind: "wrong" | "locked" | "unreachable" | "refused" }
  | { kind: "too-many"; retryAfterSeconds: number };

/** Signs in with e-mail and password; on success the session's cookie is set for the browser. */
export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  const outgoing = await asVisitor();
  outgoing.delete("cookie");
  outgoing.set("content-type", "application/json");
  let res: Response;
  try {
    res = await send(`${studioEnv().CONTENT_API_URL}/studio/auth/sign-in/email`, {
      method: "POST",
      headers: outgoing,
      body: JSON.stringify({ email, password }),
    });
  } catch {
    return { kind: "unreachable" };
  }
  if (res.ok) {
    await keepCookies(res.headers.getSetCookie());
    return { kind: "signed-in" };
  }
  const answer = (await res.json().catch(() => null)) as { code?: unknown } | null;
  if (res.status === 429) {
    const seconds = Number(res.headers.get("retry-after") ?? res.headers.get("x-retry-after"));
    return { kind: "too-many", retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60 };
  }
  if (res.status === 403 && answer?.code === "ACCOUNT_LOCKED") return { kind: "locked" };
  if (res.status === 401) return { kind: "wrong" };
  return { kind: res.status >= 500 ? "unreachable" : "refused" };
}

/** Ends the session at the API and forgets its cookies here. */
export async function signOut(): Promise<void> {
  const outgoing = await asVisitor();
  outgoing.set("content-type", "application/json");
  const res = await send(`${studioEnv().CONTENT_API_URL}/studio/auth/sign-out`, {
    method: "POST",
    headers: outgoing,
    body: "{}",
  }).catch(() => null);
  if (res) await keepCookies(res.headers.getSetCookie());
  const jar = await cookies();
  for (const { name } of jar.getAll()) if (name.includes("studio.session")) jar.delete(name);
}

/**
 * Hands a request of the sign-in library (`/studio/auth/<path>`: a one-time link's verification)
 * to the API as the visitor's, and its answer back: status, `location` and every `set-cookie`.
 */
export async function forwardAuth(request: Request, path: string): Promise<Response> {
  const outgoing = await asVisitor();
  const type = request.headers.get("content-type");
  if (type) outgoing.set("content-type", type);
  const search = new URL(request.url).search;
  const res = await send(`${studioEnv().CONTENT_API_URL}/studio/auth/${path}${search}`, {
    method: request.method,
    headers: outgoing,
    body: request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer(),
  });
  const answer = new Headers({ "cache-control": "private, no-store" });
  for (const name of ["location", "content-type", "retry-after"]) {
    const value = res.headers.get(name);
    if (value) answer.set(name, value);
  }
  for (const line of res.headers.getSetCookie()) answer.append("set-cookie", line);
  return new Response(res.body, { status: res.status, headers: answer });
}
