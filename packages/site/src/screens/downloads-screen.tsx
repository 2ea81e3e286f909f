import type { IntlShape } from "@formatjs/intl";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { FileText } from "lucide";
import { Icon } from "@repo/ui/icon";
import { type DocumentView, getDownloadFilters, searchDocuments } from "@repo/api-client/downloads";
import { formatDate } from "@repo/locales/dates";
import { formatFileSize } from "@repo/locales/numerals";
import { Heading } from "@repo/ui/heading";
import { Link } from "@repo/ui/link";
import { TabLink, TabLinks } from "@repo/ui/tabs";
import { Tag } from "@repo/ui/tag";
import { cached, serverFetcher } from "../api";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import { localizedPath, type SiteLocale } from "../routing";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame } from "../screen-kit/page-frame";
import { givenSearch, loadExistingPage } from "./editorial/paging";
import { pageMetadata } from "../seo";
import { DownloadFilters } from "./support/download-filters";
import {
  DOWNLOADS_PAGE_SIZE,
  type DownloadsState,
  documentLanguages,
  documentTabs,
  downloadsSearch,
  parseDownloadsState,
} from "./support/downloads-query";
import { TabFromHash } from "./support/tab-from-hash";
import type { RouteSearchParams } from "../route-table";

const ROUTE = "/downloads";

/** The query the route table lets this screen read. */
type SearchParams = RouteSearchParams<"/downloads">;

function DocumentRow({ document, locale, intl }: { document: DocumentView; locale: SiteLocale; intl: IntlShape<string> }) {
  const tab = documentTabs.find((candidate) => candidate.type === document.type) ?? documentTabs[0];
  const facts = [
    { label: intl.formatMessage({ id: "downloads.meta.type" }), value: intl.formatMessage({ id: tab.message }) },
    {
      label: intl.formatMessage({ id: "downloads.meta.language" }),
      value: intl.formatMessage({ id: `downloads.languages.${document.documentLanguage}` }),
    },
    { label: intl.formatMessage({ id: "downloads.meta.size" }), value: formatFileSize(document.fileSize, locale.intl) },
    { label: intl.formatMessage({ id: "downloads.meta.revision" }), value: document.revision },
    { label: intl.formatMessage({ id: "downloads.meta.date" }), value: formatDate(document.date, { locale: locale.intl }) },
  ];
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line p-4 desk:flex-row desk:items-start desk:gap-6">
      <Icon icon={FileText} aria-hidden className="hidden size-10 shrink-0 text-brand-emphasis desk:block" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="text-lg font-semibold">
          <a href={document.url} className="rounded-sm text-brand-emphasis underline-offset-4 hover:underline">
            {document.title}
          </a>
        </h3>
        {document.description ? <p className="text-sm text-ink-muted">{document.description}</p> : null}
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3 desk:grid-cols-5">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-ink-muted">{fact.label}</dt>
              <dd className="font-medium">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {document.products.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-ink-muted">{intl.formatMessage({ id: "downloads.meta.products" })}</span>
            <ul className="flex flex-wrap gap-2">
              {document.products.map((product) => (
                <li key={product.href}>
                  <Tag tone="neutral">
                    <Link href={localizedPath(locale, product.href)}>{product.name}</Link>
                  </Tag>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </li>
  );
}

function PageLinks({ locale, state, total, intl }: { locale: SiteLocale; state: DownloadsState; total: number; intl: IntlShape<string> }) {
  const pages = Math.ceil(total / DOWNLOADS_PAGE_SIZE);
  if (pages <= 1) return null;
  const href = (page: number) => `${localizedPath(locale, ROUTE)}${downloadsSearch({ ...state, page })}`;
  return (
    <nav aria-label={intl.formatMessage({ id: "downloads.paging.label" })} className="mt-6 flex items-center justify-between gap-4 text-sm">
      {state.page > 1 ? (
        <Link href={href(state.page - 1)} tone="brand">
          {intl.formatMessage({ id: "downloads.paging.previous" })}
        </Link>
      ) : (
        <span />
      )}
      <span>{intl.formatMessage({ id: "downloads.paging.status" }, { page: state.page, pages })}</span>
      {state.page < pages ? (
        <Link href={href(state.page + 1)} tone="brand">
          {intl.formatMessage({ id: "downloads.paging.next" })}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * The downloads route (SPEC §2): a tab per document type, filters by product
 * type, series and document language, all in the URL, so a filtered list can
 * be shared and works without JavaScript. Files are served by `/getFile/`.
 */
export async function DownloadsScreen({ params, searchParams }: { params: ScreenParams; searchParams: SearchParams }) {
  const locale = await screenLocale(params);
  const intl = getIntl(locale.intl);
  const fetcher = serverFetcher(locale.code);
  const filters = await loadOr404(getDownloadFilters(fetcher, cached("documents")));
  const given = await searchParams;
  const state = parseDownloadsState(given, filters);
  const path = localizedPath(locale, ROUTE);
  // A link with a value the page does not know (an old series, a typo) shows what the page can:
  // at that state's own URL, so each list has one address a shared cache keeps.
  const asked = givenSearch(given);
  if (asked && asked !== downloadsSearch(state)) redirect(`${path}${downloadsSearch(state)}`);
  const { list: documents } = await loadExistingPage(state.page, DOWNLOADS_PAGE_SIZE, (pageNum) =>
    loadOr404(
      searchDocuments(
        fetcher,
        {
          type: state.type,
          category: state.category,
          series: state.series,
          documentLanguage: state.language,
          pageNum,
          pageSize: DOWNLOADS_PAGE_SIZE,
        },
        cached("documents"),
      ),
    ),
  );
  const current = documentTabs.find((tab) => tab.type === state.type) ?? documentTabs[0];
  // A tab keeps the filters and starts at its first page.
  const tabHrefs = Object.fromEntries(documentTabs.map((tab) => [tab.anchor, `${path}${downloadsSearch({ ...state, type: tab.type, page: 1 })}`]));
  const title = intl.formatMessage({ id: "downloads.title" });
  const tabTitle = intl.formatMessage({ id: current.message });

  return (
    <PageFrame
      locale={locale}
      title={title}
      intro={intl.formatMessage({ id: "downloads.intro" })}
      breadcrumbs={[{ name: title, route: ROUTE }]}
      untranslated={documents.items.some((document) => document.untranslated)}
    >
      <TabFromHash current={current.anchor} hrefs={tabHrefs} />
      <TabLinks aria-label={intl.formatMessage({ id: "downloads.types.label" })}>
        {documentTabs.map((tab) => (
          <TabLink key={tab.type} asChild current={tab.type === state.type}>
            <Link tone="none" href={tabHrefs[tab.anchor] ?? path}>
              {intl.formatMessage({ id: tab.message })}
            </Link>
          </TabLink>
        ))}
      </TabLinks>
      <div className="mt-6">
        <DownloadFilters
          key={downloadsSearch(state)}
          action={path}
          type={state.type}
          category={state.category}
          series={state.series}
          language={state.language}
          categories={filters.map((category) => ({ id: category.id, name: category.name, series: category.series }))}
          languages={documentLanguages.map((code) => ({ code, name: intl.formatMessage({ id: `downloads.languages.${code}` }) }))}
          texts={{
            legend: intl.formatMessage({ id: "downloads.filters.label" }),
            productType: intl.formatMessage({ id: "downloads.filters.productType" }),
            productSeries: intl.formatMessage({ id: "downloads.filters.productSeries" }),
            language: intl.formatMessage({ id: "downloads.filters.language" }),
            any: intl.formatMessage({ id: "downloads.filters.any" }),
            apply: intl.formatMessage({ id: "downloads.filters.apply" }),
            reset: intl.formatMessage({ id: "downloads.filters.reset" }),
          }}
        />
      </div>
      <section id={current.anchor} aria-labelledby="downloads-tab-title" className="mt-8 scroll-mt-24">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <Heading asChild size="section">
            <h2 id="downloads-tab-title">{tabTitle}</h2>
          </Heading>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {intl.formatMessage({ id: "downloads.results" }, { count: documents.total })}
          </p>
        </div>
        {documents.items.length > 0 ? (
          <ul className="mt-4 flex flex-col gap-4">
            {documents.items.map((document) => (
              <DocumentRow key={document.id} document={document} locale={locale} intl={intl} />
            ))}
          </ul>
        ) : (
          <div className="mt-4 rounded-card border border-dashed border-line px-6 py-10 text-center">
            <p>{intl.formatMessage({ id: "downloads.empty" })}</p>
            {state.category || state.series || state.language ? (
              <Link href={`${path}${downloadsSearch({ type: state.type })}`} tone="brand" className="mt-2 inline-block">
                {intl.formatMessage({ id: "downloads.filters.reset" })}
              </Link>
            ) : null}
          </div>
        )}
        <PageLinks locale={locale} state={state} total={documents.total} intl={intl} />
      </section>
    </PageFrame>
  );
}

export async function generateDownloadsMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  return pageMetadata(locale, ROUTE, getIntl(locale.intl).formatMessage({ id: "downloads.title" }));
}
