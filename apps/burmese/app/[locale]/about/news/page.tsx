export { NewsScreen as default, generateNewsMetadata as generateMetadata } from "@repo/site/screens/news-screen";
