export { webinarCalendar as GET } from "@repo/site/screens/webinar-detail-screen";
