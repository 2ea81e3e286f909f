export { SolutionsScreen as default, generateSolutionsMetadata as generateMetadata } from "@repo/site/screens/solutions-screen";
