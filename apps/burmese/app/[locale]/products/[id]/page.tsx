export { ProductDetailScreen as default, generateProductDetailMetadata as generateMetadata, generateProductDetailParams as generateStaticParams } from "@repo/site/screens/product-detail-screen";
