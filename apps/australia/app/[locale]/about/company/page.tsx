export { CompanyScreen as default, generateCompanyMetadata as generateMetadata } from "@repo/site/screens/company-screen";
