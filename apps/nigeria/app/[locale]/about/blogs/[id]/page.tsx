export { BlogDetailScreen as default, generateBlogDetailMetadata as generateMetadata, generateBlogDetailParams as generateStaticParams } from "@repo/site/screens/blog-detail-screen";

// Filters and pages live in the query string: rendered per request (its data is still cached).
export const dynamic = "force-dynamic";
