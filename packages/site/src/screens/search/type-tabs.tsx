import type { SearchType } from "@repo/api-client/contract";
import type { SearchStatisticsView } from "@repo/api-client/home";
import { Link } from "@repo/ui/link";
import { cn } from "@repo/ui/cn";
import type { MessageId } from "@repo/locales/messages";
import { getIntl } from "../../intl";
import type { SiteLocale } from "../../routing";
import { searchPath } from "./keyword";

/** Each content type's name on its tab. */
export const typeLabels = {
  product: "search.types.products",
  solution: "search.types.solutions",
  "case-study": "search.types.caseStudies",
  document: "search.types.documents",
  news: "search.types.news",
  blog: "search.types.blogs",
  event: "search.types.events",
  webinar: "search.types.webinars",
  video: "search.types.videos",
  faq: "search.types.faq",
} as const satisfies Record<SearchType, MessageId>;

/**
 * The hit counts per content type as tabs: links that keep the type in the
 * URL (`?type=news`), so they work without JavaScript and can be shared.
 * Types without hits are left out.
 */
export function TypeTabs({
  locale,
  keyword,
  statistics,
  current,
}: {
  locale: SiteLocale;
  keyword: string;
  statistics: SearchStatisticsView;
  current: SearchType | undefined;
}) {
  const intl = getIntl(locale.intl);
  const tabs = [
    { type: undefined, label: intl.formatMessage({ id: "search.types.all" }), count: statistics.total },
    ...(Object.keys(typeLabels) as SearchType[])
      .filter((type) => (statistics.counts[type] ?? 0) > 0)
      .map((type) => ({
        type,
        label: intl.formatMessage({ id: typeLabels[type] }),
        count: statistics.counts[type] ?? 0,
      })),
  ];
  return (
    <nav aria-label={intl.formatMessage({ id: "search.typesLabel" })}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 border-b border-line">
        {tabs.map((tab) => {
          const active = tab.type === current;
          return (
            <li key={tab.type ?? "all"}>
              <Link
                href={searchPath(locale, keyword, { type: tab.type })}
                aria-current={active ? "page" : undefined}
                tone="none"
                className={cn(
                  "-mb-px inline-flex items-center gap-2 border-b-2 border-transparent py-3 text-sm font-medium text-ink-muted hover:text-ink",
                  "aria-[current=page]:border-brand aria-[current=page]:text-ink",
                )}
              >
                {tab.label}
                <span className="rounded-full bg-surface-muted px-2 text-xs tabular-nums text-ink">
                  {intl.formatNumber(tab.count)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
