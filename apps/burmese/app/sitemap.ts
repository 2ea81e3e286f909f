import { siteSitemap } from "@repo/site/sitemap";

// Read per request: the public origin is configured when the server starts,
// and the detail pages come from the content API's cached lists.
export const dynamic = "force-dynamic";

export default siteSitemap;
