export { VideosScreen as default, generateVideosMetadata as generateMetadata } from "@repo/site/screens/videos-screen";
