export { NotFoundScreen as default } from "@repo/site/screens/not-found-screen";
