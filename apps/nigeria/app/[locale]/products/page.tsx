export { ProductsScreen as default, generateProductsMetadata as generateMetadata } from "@repo/site/screens/products-screen";

// Filters and pages live in the query string: rendered per request (its data is still cached).
export const dynamic = "force-dynamic";
