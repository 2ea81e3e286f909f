import "server-only";
import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { z } from "zod";
import { cacheTags } from "./api";
import { serverEnv } from "./env";

const bodySchema = z.object({
  tags: z.array(z.enum(cacheTags)).min(1).max(cacheTags.length),
});

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
 * `{ "tags": ["navigation", …] }`: marks those content types stale, so the
 * next visit regenerates the pages that show them while the old ones keep
 * being served. Without a configured secret the endpoint does not exist.
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
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return envelope(400, `Invalid tags: expected some of ${cacheTags.join(", ")}`);

  for (const tag of parsed.data.tags) revalidateTag(tag, "max");
  return envelope(200, "success", { revalidated: parsed.data.tags });
}
