import "server-only";
import { burmeseFacesFile, burmeseFacesSheet } from "./burmese-fonts";

/**
 * `GET /fonts/burmese-<hash>.css`: the Burmese pages' face (`burmese-fonts.ts`),
 * kept by browsers and shared caches for a year; its name changes with it.
 * Any other name answers 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  if ((await params).file !== burmeseFacesFile) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  return new Response(burmeseFacesSheet, {
    headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
