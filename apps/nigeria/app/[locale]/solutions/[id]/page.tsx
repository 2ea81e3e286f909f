export { SolutionDetailScreen as default, generateSolutionDetailMetadata as generateMetadata, generateSolutionDetailParams as generateStaticParams } from "@repo/site/screens/solution-detail-screen";
