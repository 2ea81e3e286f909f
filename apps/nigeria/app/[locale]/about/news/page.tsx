export { NewsScreen as default, generateNewsMetadata as generateMetadata } from "@repo/site/screens/news-screen";

// Filters and pages live in the query string: rendered per request (its data is still cached).
export const dynamic = "force-dynamic";
