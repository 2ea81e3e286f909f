import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getCaseStudies, getProductCategories } from "@repo/api-client/products";
import { formatDate } from "@repo/locales/dates";
import { Heading } from "@repo/ui/heading";
import { Link } from "@repo/ui/link";
import { Tag } from "@repo/ui/tag";
import { Text } from "@repo/ui/text";
import { cached, serverFetcher } from "../api";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import { localizedPath } from "../routing";
import { ContentImage } from "../screen-kit/content-image";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import { OnlyInEnglish } from "../screen-kit/fallback-notice";
import { PageFrame } from "../screen-kit/page-frame";
import { ContentRichText } from "../screen-kit/rich-text";
import { pageMetadata } from "../seo";
import { FilterLinks } from "./catalogue/filter-links";
import { firstParam } from "./catalogue/format";
import { HashDetails } from "./catalogue/hash-details";
import type { RouteSearchParams } from "../route-table";

/** The query the route table lets this screen read. */
type SearchParams = RouteSearchParams<"/case-study">;

/** Every case study fits one page: there are tens, not thousands. */
const ALL = 100;

/**
 * `/case-study`: the categories as filter links (`?category=…`), each case
 * study as a card whose full story opens in place; `/case-study#{id}`
 * lands on one story, opened.
 */
export async function CaseStudyScreen({ params, searchParams }: { params: ScreenParams; searchParams: SearchParams }) {
  const locale = await screenLocale(params);
  const intl = getIntl(locale.intl);
  const requested = firstParam((await searchParams).category);
  const fetcher = serverFetcher(locale.code);
  const [studies, catalogue] = await Promise.all([
    loadOr404(getCaseStudies(fetcher, { category: requested, pageSize: ALL }, cached("caseStudies"))),
    loadOr404(getProductCategories(fetcher, {}, cached("products"))),
  ]);
  if (requested !== undefined && !studies.categories.some((category) => category.id === requested)) notFound();
  const productNames = new Map(catalogue.flatMap((category) => category.products).map((product) => [product.href, product.name]));
  const categoryNames = new Map(studies.categories.map((category) => [category.id, category.name]));
  const title = intl.formatMessage({ id: "caseStudies.title" });

  return (
    <PageFrame
      locale={locale}
      title={title}
      breadcrumbs={[{ name: title, route: "/case-study" }]}
      untranslated={studies.items.some((study) => study.untranslated)}
    >
      <HashDetails />
      <FilterLinks
        locale={locale}
        label={intl.formatMessage({ id: "caseStudies.categories" })}
        options={[
          { key: "all", label: intl.formatMessage({ id: "caseStudies.all" }), route: "/case-study", active: requested === undefined },
          ...studies.categories.map((category) => ({
            key: category.id,
            label: category.name,
            route: `/case-study?category=${encodeURIComponent(category.id)}`,
            active: category.id === requested,
          })),
        ]}
      />
      <Text tone="muted" size="sm" className="mt-4">
        {intl.formatMessage({ id: "caseStudies.count" }, { count: studies.total })}
      </Text>
      {studies.items.length > 0 ? (
        <ul className="mt-8 flex flex-col gap-10">
          {studies.items.map((study, index) => {
            const headingId = `case-${study.id}-title`;
            return (
              <li key={study.id}>
                <article
                  id={study.id}
                  aria-labelledby={headingId}
                  lang={study.untranslated ? "en" : undefined}
                  className="grid scroll-mt-24 gap-6 rounded-card border border-line p-4 desk:grid-cols-[1fr_2fr] desk:p-6"
                >
                  <div className="self-start overflow-hidden rounded-card">
                    <ContentImage
                      locale={locale}
                      src={study.image}
                      alt={study.imageAlt}
                      width={960}
                      height={720}
                      sizes="(min-width: 950px) 320px, 100vw"
                      priority={index === 0}
                    />
                  </div>
                  <div className="flex min-w-0 flex-col gap-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <Tag>{categoryNames.get(study.category) ?? study.category}</Tag>
                      <OnlyInEnglish locale={locale} untranslated={study.untranslated} />
                    </div>
                    <Heading id={headingId} size="section">
                      {study.title}
                    </Heading>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                      <dt className="text-ink-muted">{intl.formatMessage({ id: "caseStudies.location" })}</dt>
                      <dd>{study.location.name}</dd>
                      {study.capacityKwh !== null ? (
                        <>
                          <dt className="text-ink-muted">{intl.formatMessage({ id: "caseStudies.capacity" })}</dt>
                          <dd>
                            {intl.formatMessage(
                              { id: "caseStudies.capacityValue" },
                              { capacity: intl.formatNumber(study.capacityKwh, { maximumFractionDigits: 2 }) },
                            )}
                          </dd>
                        </>
                      ) : null}
                    </dl>
                    <Text size="sm" tone="muted">
                      {intl.formatMessage(
                        { id: "dates.published" },
                        { date: formatDate(study.date, { locale: locale.intl, format: "YYYY-MM-DD" }) },
                      )}
                    </Text>
                    <Text>{study.summary}</Text>
                    <details className="group rounded-card bg-surface-muted px-4 py-3">
                      <summary className="cursor-pointer font-medium text-brand-emphasis">
                        {intl.formatMessage({ id: "caseStudies.readMore" })}
                      </summary>
                      <ContentRichText html={study.bodyHtml} className="mt-3" />
                      {study.productHrefs.length > 0 ? (
                        <div className="mt-4">
                          <Heading asChild size="subsection">
                            <h3>{intl.formatMessage({ id: "caseStudies.products" })}</h3>
                          </Heading>
                          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                            {study.productHrefs.map((href) => (
                              <li key={href}>
                                <Link href={localizedPath(locale, href)} tone="brand">
                                  {productNames.get(href) ?? href.split("/").pop()}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ) : null}
                    </details>
                    <a href={`#${study.id}`} aria-describedby={headingId} className="self-start text-sm text-ink-muted underline-offset-4 hover:underline">
                      {intl.formatMessage({ id: "caseStudies.permalink" })}
                    </a>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      ) : (
        <Text className="mt-8 rounded-card border border-dashed border-line px-6 py-10 text-center">
          {intl.formatMessage({ id: "caseStudies.empty" })}
        </Text>
      )}
    </PageFrame>
  );
}

export async function generateCaseStudyMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  return pageMetadata(locale, "/case-study", getIntl(locale.intl).formatMessage({ id: "caseStudies.title" }));
}
