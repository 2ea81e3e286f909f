export { HomeScreen as default } from "@repo/site/screens/home-screen";
