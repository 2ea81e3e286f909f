export { WebinarDetailScreen as default, generateWebinarDetailMetadata as generateMetadata, generateWebinarDetailParams as generateStaticParams } from "@repo/site/screens/webinar-detail-screen";
