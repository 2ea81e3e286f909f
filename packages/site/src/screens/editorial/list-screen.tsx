import type { IntlShape } from "@formatjs/intl";
import type { Metadata } from "next";
import type * as React from "react";
import type { Fetcher } from "@repo/api-client/fetcher";
import type { Page } from "@repo/api-client/view";
import type { Translated } from "@repo/api-client/view";
import type { MessageId } from "@repo/locales/messages";
import { serverFetcher } from "../../api";
import { loadOr404 } from "../../errors";
import { getIntl } from "../../intl";
import { localizedPath, type SiteLocale } from "../../routing";
import { screenLocale, type ScreenParams } from "../../screen-kit/locale";
import { OnlyInEnglish } from "../../screen-kit/fallback-notice";
import { PageFrame } from "../../screen-kit/page-frame";
import { pageMetadata } from "../../seo";
import { ContentCard } from "./content-card";
import { PagedList } from "./paged-list";
import type { RouteSearchParams } from "../../route-table";
import { PAGE_SIZE, loadExistingPage, requestedPage } from "./paging";

/** The routes of the content lists. */
type ListRoute = "/about/news" | "/about/blogs" | "/about/event" | "/support/webinar";

/** What a list screen receives: the locale, and the page in the query string. */
export interface ListScreenProps {
  params: ScreenParams;
  searchParams?: RouteSearchParams<ListRoute>;
}

/** What a card of a content list shows of an item. */
interface ListItem extends Translated {
  id: string;
  /** The detail page's route inside the locale. */
  href: string;
  title: string;
  summary: string;
  image: string;
  /** The content's image text; items without one show their image beside the title that names it. */
  imageAlt?: string;
}

/** One content list (news, blogs, events, webinars): where it lives, its texts, its data and its cards' facts. */
export interface ListScreen<T extends ListItem> {
  route: ListRoute;
  texts: {
    /** The page title: the h1, the breadcrumb and the metadata title. */
    title: MessageId;
    /** Names the list for assistive technology. */
    list: MessageId;
    /** Said instead of the list when it is empty. */
    empty: MessageId;
    /** A line under the title. */
    intro?: MessageId;
  };
  /** One page of the list from the typed client, cached by its kind. */
  load: (fetcher: Fetcher, query: { pageNum: number; pageSize: number }) => Promise<Page<T>>;
  /** The facts above a card's title: dates, place, author, status. */
  meta: (item: T, locale: SiteLocale, intl: IntlShape<string>) => React.ReactNode;
}

/**
 * A content list screen: the page `?page=` asks for (a page past the last is
 * the 404), framed with its title and breadcrumb, a card per item, and the
 * english-fallback notice when any item shown is untranslated.
 */
export async function renderListScreen<T extends ListItem>(screen: ListScreen<T>, { params, searchParams }: ListScreenProps) {
  const locale = await screenLocale(params);
  const page = await requestedPage(searchParams);
  const intl = getIntl(locale.intl);
  const fetcher = serverFetcher(locale.code);
  const { list, pageCount } = await loadExistingPage(page, PAGE_SIZE, (pageNum) =>
    loadOr404(screen.load(fetcher, { pageNum, pageSize: PAGE_SIZE })),
  );
  const title = intl.formatMessage({ id: screen.texts.title });
  return (
    <PageFrame
      locale={locale}
      title={title}
      breadcrumbs={[{ name: title, route: screen.route }]}
      untranslated={list.items.some((item) => item.untranslated)}
      intro={screen.texts.intro ? intl.formatMessage({ id: screen.texts.intro }) : undefined}
    >
      <PagedList
        locale={locale}
        path={localizedPath(locale, screen.route)}
        items={list.items}
        page={page}
        pageCount={pageCount}
        label={intl.formatMessage({ id: screen.texts.list })}
        empty={intl.formatMessage({ id: screen.texts.empty })}
        itemKey={(item) => item.id}
        renderItem={(item, index) => (
          <ContentCard
            locale={locale}
            href={localizedPath(locale, item.href)}
            title={item.title}
            summary={item.summary}
            image={item.image}
            imageAlt={item.imageAlt ?? ""}
            priority={index === 0}
            lang={item.untranslated && locale.intl !== "en" ? "en" : undefined}
            meta={
              <>
                {screen.meta(item, locale, intl)}
                <OnlyInEnglish locale={locale} untranslated={item.untranslated} />
              </>
            }
          />
        )}
      />
    </PageFrame>
  );
}

/** A list screen's metadata: its title, canonical URL and alternates. */
export async function listScreenMetadata<T extends ListItem>(screen: ListScreen<T>, params: ScreenParams): Promise<Metadata> {
  const locale = await screenLocale(params);
  return pageMetadata(locale, screen.route, getIntl(locale.intl).formatMessage({ id: screen.texts.title }));
}
