export { WebinarsScreen as default, generateWebinarsMetadata as generateMetadata } from "@repo/site/screens/webinars-screen";
