export { EventsScreen as default, generateEventsMetadata as generateMetadata } from "@repo/site/screens/events-screen";

// Filters and pages live in the query string: rendered per request (its data is still cached).
export const dynamic = "force-dynamic";
