export { DownloadsScreen as default, generateDownloadsMetadata as generateMetadata } from "@repo/site/screens/downloads-screen";
