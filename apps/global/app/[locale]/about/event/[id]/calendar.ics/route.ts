export { eventCalendar as GET } from "@repo/site/screens/event-detail-screen";
