export { BlogsScreen as default, generateBlogsMetadata as generateMetadata } from "@repo/site/screens/blogs-screen";

// Filters and pages live in the query string: rendered per request (its data is still cached).
export const dynamic = "force-dynamic";
