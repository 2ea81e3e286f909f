import type { SiteLocale } from "../routing";

export function BlogCommentForm(_props: { locale: SiteLocale; blogId: string }) {
  return null;
}
