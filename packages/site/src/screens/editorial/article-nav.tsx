import { Link } from "@repo/ui/link";
import type { ArticleLink } from "@repo/api-client/about";
import { localizedPath, type SiteLocale } from "../../routing";

/** Links to the neighbouring items by date (when there are), and back to the list. */
export function ArticleNav({
  locale,
  label,
  previous,
  next,
  back,
}: {
  locale: SiteLocale;
  label: string;
  previous?: { link: ArticleLink | null; text: (title: string) => string };
  next?: { link: ArticleLink | null; text: (title: string) => string };
  back: { route: string; text: string };
}) {
  return (
    <nav aria-label={label} className="mt-10 grid gap-3 border-t border-line pt-6 text-sm desk:grid-cols-2">
      {previous?.link ? (
        <Link href={localizedPath(locale, previous.link.href)} tone="brand" rel="prev">
          ← {previous.text(previous.link.title)}
        </Link>
      ) : (
        <span />
      )}
      {next?.link ? (
        <Link href={localizedPath(locale, next.link.href)} tone="brand" rel="next" className="desk:text-right">
          {next.text(next.link.title)} →
        </Link>
      ) : (
        <span />
      )}
      <Link href={localizedPath(locale, back.route)} tone="brand" className="desk:col-span-2">
        {back.text}
      </Link>
    </nav>
  );
}
