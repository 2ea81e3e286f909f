/**
 * `GET /health`: 200 while the studio's server answers. It does not ask the content API: a
 * studio whose API is down still answers its pages (each says the API does not answer), and a
 * monitor watches the API's own `/health`.
 */
export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
