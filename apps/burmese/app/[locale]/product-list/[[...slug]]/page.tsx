export { ProductListScreen as default, generateProductListMetadata as generateMetadata, generateProductListParams as generateStaticParams } from "@repo/site/screens/product-list-screen";
