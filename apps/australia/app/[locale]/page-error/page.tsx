export { ErrorDocumentScreen as default, generateErrorDocumentMetadata as generateMetadata } from "@repo/site/screens/error-document-screen";

// The status and the failed page live in the query string: rendered per request, never kept.
export const dynamic = "force-dynamic";
