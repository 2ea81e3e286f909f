export { NotFoundDocumentScreen as default, generateNotFoundDocumentMetadata as generateMetadata } from "@repo/site/screens/not-found-document-screen";
