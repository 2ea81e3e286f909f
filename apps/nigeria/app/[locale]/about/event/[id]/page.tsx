export { EventDetailScreen as default, generateEventDetailMetadata as generateMetadata, generateEventDetailParams as generateStaticParams } from "@repo/site/screens/event-detail-screen";
