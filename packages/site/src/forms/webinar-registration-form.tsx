import type { SiteLocale } from "../routing";

export function WebinarRegistrationForm(_props: { locale: SiteLocale; webinarId: string; closed: boolean }) {
  return null;
}
