export { EventsScreen as default, generateEventsMetadata as generateMetadata } from "@repo/site/screens/events-screen";
