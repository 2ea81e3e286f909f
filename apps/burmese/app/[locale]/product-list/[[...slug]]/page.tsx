export { ProductListScreen as default, generateProductListMetadata as generateMetadata, generateProductListParams as generateStaticParams } from "@repo/site/screens/product-list-screen";

// Rendered per request (its data is still cached): an old product id's permanent redirect
// is then answered with one Location header, where a cached redirect repeated it.
export const dynamic = "force-dynamic";
