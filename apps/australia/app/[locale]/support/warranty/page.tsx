export { WarrantyScreen as default, generateWarrantyMetadata as generateMetadata } from "@repo/site/screens/warranty-screen";
