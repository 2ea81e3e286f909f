export { WebinarsScreen as default, generateWebinarsMetadata as generateMetadata } from "@repo/site/screens/webinars-screen";

// Filters and pages live in the query string: rendered per request (its data is still cached).
export const dynamic = "force-dynamic";
