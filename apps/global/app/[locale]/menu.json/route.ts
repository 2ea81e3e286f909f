// Made on its first request and kept like a page: revalidated with the menu (the `navigation` tag) it comes from.
export const dynamic = "force-static";
export { GET, generateStaticParams } from "@repo/site/menu-route";
