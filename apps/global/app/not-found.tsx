export { RootNotFound as default } from "@repo/site/root-not-found";
