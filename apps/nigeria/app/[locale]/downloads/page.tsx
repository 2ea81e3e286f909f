export { DownloadsScreen as default, generateDownloadsMetadata as generateMetadata } from "@repo/site/screens/downloads-screen";

// Filters and pages live in the query string: rendered per request (its data is still cached).
export const dynamic = "force-dynamic";
