export { BlogDetailScreen as default, generateBlogDetailMetadata as generateMetadata, generateBlogDetailParams as generateStaticParams } from "@repo/site/screens/blog-detail-screen";
