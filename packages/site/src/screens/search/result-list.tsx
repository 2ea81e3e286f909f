import type { SearchHitView } from "@repo/api-client/home";
import { Heading } from "@repo/ui/heading";
import { Link } from "@repo/ui/link";
import { Text } from "@repo/ui/text";
import { getIntl } from "../../intl";
import { localizedPath, type SiteLocale } from "../../routing";
import { ContentImage } from "../../screen-kit/content-image";
import { OnlyInEnglish } from "../../screen-kit/fallback-notice";
import { HighlightedText } from "./highlighted-text";
import { typeLabels } from "./type-tabs";

/** One page of hits: type, linked title and summary, the keyword's matches marked. */
export function ResultList({
  locale,
  keyword,
  hits,
  label,
}: {
  locale: SiteLocale;
  keyword: string;
  hits: SearchHitView[];
  label: string;
}) {
  const intl = getIntl(locale.intl);
  return (
    <ol aria-label={label} className="flex flex-col">
      {hits.map((hit) => (
        <li key={`${hit.type}:${hit.id}`} className="border-b border-line py-5">
          <article className="flex gap-4">
            {hit.image ? (
              <div className="hidden w-32 shrink-0 desk:block">
                <ContentImage
                  locale={locale}
                  src={hit.image}
                  alt=""
                  width={256}
                  height={160}
                  sizes="128px"
                  frameClassName="rounded-card"
                />
              </div>
            ) : null}
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <Text size="sm" tone="muted">
                  {intl.formatMessage({ id: typeLabels[hit.type] })}
                </Text>
                <OnlyInEnglish locale={locale} untranslated={hit.untranslated} />
              </div>
              <Heading asChild size="subsection">
                <h2>
                  <Link href={localizedPath(locale, hit.href)} tone="brand" lang={hit.untranslated ? "en" : undefined}>
                    <HighlightedText text={hit.title} keyword={keyword} />
                  </Link>
                </h2>
              </Heading>
              {hit.summary ? (
                <Text tone="muted" className="line-clamp-3" lang={hit.untranslated ? "en" : undefined}>
                  <HighlightedText text={hit.summary} keyword={keyword} />
                </Text>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
