export { CaseStudyScreen as default, generateCaseStudyMetadata as generateMetadata } from "@repo/site/screens/case-study-screen";
