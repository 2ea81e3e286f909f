export { UnknownPathScreen as default, generateUnknownPathParams as generateStaticParams } from "@repo/site/screens/not-found-screen";
