import type * as React from "react";
import { gridVariants } from "@repo/ui/grid";
import { PaginationEnd, PaginationLinks } from "@repo/ui/pagination";
import { Text } from "@repo/ui/text";
import { getIntl } from "../../intl";
import type { SiteLocale } from "../../routing";
import { pageHref } from "./paging";

interface PagedListProps<T> {
  locale: SiteLocale;
  /** The list's localized path, without the page. */
  path: string;
  items: readonly T[];
  page: number;
  pageCount: number;
  /** Names the list for assistive technology. */
  label: string;
  /** Shown instead of the list when there is nothing to show. */
  empty: string;
  renderItem: (item: T, index: number) => React.ReactNode;
  itemKey: (item: T) => string;
}

/**
 * One page of a content list, three per row on desktop, with page links and,
 * on the last page, 'No more results'. An empty list says so in words.
 */
export function PagedList<T>({ locale, path, items, page, pageCount, label, empty, renderItem, itemKey }: PagedListProps<T>) {
  const intl = getIntl(locale.intl);
  if (items.length === 0) {
    return (
      <Text role="status" tone="muted" className="rounded-card border border-dashed border-line px-6 py-12 text-center">
        {empty}
      </Text>
    );
  }
  return (
    <>
      <ul aria-label={label} className={gridVariants({ columns: "three", gap: "md" })}>
        {items.map((item, index) => (
          <li key={itemKey(item)} className="flex">
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      <PaginationLinks
        formatPage={(target) => intl.formatNumber(target, { useGrouping: false })}
        className="mt-10"
        aria-label={intl.formatMessage({ id: "paging.label" })}
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => pageHref(path, target)}
        labels={{
          previous: intl.formatMessage({ id: "paging.previous" }),
          next: intl.formatMessage({ id: "paging.next" }),
          page: (target) => intl.formatMessage({ id: "paging.page" }, { page: target }),
        }}
      />
      {page >= pageCount ? <PaginationEnd>{intl.formatMessage({ id: "paging.noMore" })}</PaginationEnd> : null}
    </>
  );
}
