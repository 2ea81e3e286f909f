export { HomeScreen as default, generateHomeMetadata as generateMetadata } from "@repo/site/screens/home-screen";
