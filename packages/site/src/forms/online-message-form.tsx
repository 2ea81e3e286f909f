import type { SiteLocale } from "../routing";

export function OnlineMessageForm(_props: { locale: SiteLocale }) {
  return null;
}
