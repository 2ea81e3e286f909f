export { CaseStudyScreen as default, generateCaseStudyMetadata as generateMetadata } from "@repo/site/screens/case-study-screen";

// Filters and pages live in the query string: rendered per request (its data is still cached).
export const dynamic = "force-dynamic";
