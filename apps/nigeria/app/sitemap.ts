import { sitemap } from "@repo/site/sitemap";

// Read per request: the public origin is configured when the server starts.
export const dynamic = "force-dynamic";

export default function Sitemap() {
  return sitemap();
}
