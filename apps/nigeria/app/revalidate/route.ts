export { POST } from "@repo/site/revalidate-route";
