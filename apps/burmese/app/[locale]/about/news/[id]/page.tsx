export { NewsDetailScreen as default, generateNewsDetailMetadata as generateMetadata, generateNewsDetailParams as generateStaticParams } from "@repo/site/screens/news-detail-screen";
