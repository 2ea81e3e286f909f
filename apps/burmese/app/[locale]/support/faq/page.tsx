export { FaqScreen as default, generateFaqMetadata as generateMetadata } from "@repo/site/screens/faq-screen";
