import "server-only";
import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { revalidateBodySchema } from "@repo/api-client/contract";
import { cacheTags } from "./api";
import { serverEnv } from "./env";

function envelope(code: number, msg: string, data: unknown = null) {
  return Response.json({ code, msg, data }, { status: code, headers: { "Cache-Control": "no-store" } });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `POST /revalidate` with `Authorization: Bearer <REVALIDATE_SECRET>` and
 * `{ "tags": ["navigation", …] }`: expires the pages and data that show those
 * content types, so the next visit renders them with the change (the content
 * API posts here on every change; the edition's server also empties its page
 * cache). Without a configured secret the endpoint does not exist.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = serverEnv().REVALIDATE_SECRET;
  if (!secret) return envelope(404, "Not found");

  const given = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  if (!sameSecret(given, secret)) return envelope(401, "Wrong or missing secret");

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return envelope(400, "The body must be JSON");
  }
  const parsed = revalidateBodySchema.safeParse(body);
  if (!parsed.success) return envelope(400, `Invalid tags: expected some of ${cacheTags.join(", ")}`);

  // Expired at once: the next visit renders with the changed content instead of being served the old page once more.
  for (const tag of new Set(parsed.data.tags)) revalidateTag(tag, { expire: 0 });
  return envelope(200, "success", { revalidated: parsed.data.tags });
}
