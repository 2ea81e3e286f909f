export { SearchScreen as default, generateSearchMetadata as generateMetadata } from "@repo/site/screens/search-screen";
