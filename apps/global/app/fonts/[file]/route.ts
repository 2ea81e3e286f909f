export { GET } from "@repo/site/burmese-faces-route";
