export { BlogsScreen as default, generateBlogsMetadata as generateMetadata } from "@repo/site/screens/blogs-screen";
