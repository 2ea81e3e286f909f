export { ProductsScreen as default, generateProductsMetadata as generateMetadata } from "@repo/site/screens/products-screen";
