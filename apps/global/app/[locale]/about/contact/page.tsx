export { ContactScreen as default, generateContactMetadata as generateMetadata } from "@repo/site/screens/contact-screen";
