export { SearchScreen as default, generateSearchMetadata as generateMetadata } from "@repo/site/screens/search-screen";

// Filters and pages live in the query string: rendered per request (its data is still cached).
export const dynamic = "force-dynamic";
