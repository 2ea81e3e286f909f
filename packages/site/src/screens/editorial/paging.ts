import { notFound } from "next/navigation";

/** Items per list page: two rows of three on desktop (SPEC §9). */
export const PAGE_SIZE = 6;

/** A query as Next.js gives a screen; each screen's own is `RouteSearchParams` of its route. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The list page a URL asks for (`?page=2`): the page lives in the URL so
 * paging works without JavaScript. No `page` is the first page; anything but
 * a whole number from 1 is a URL no link produced, answered with the 404.
 */
export async function requestedPage(searchParams: Promise<{ page?: string | string[] }> | undefined): Promise<number> {
  const value = (await searchParams)?.page;
  if (value === undefined) return 1;
  if (typeof value !== "string" || !/^[1-9]\d{0,5}$/.test(value)) notFound();
  return Number(value);
}

/** How many pages `total` items fill; a page past the last is a 404 (the first page of an empty list is not). */
export function pageCountOr404(page: number, total: number, pageSize = PAGE_SIZE): number {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page > pageCount) notFound();
  return pageCount;
}

/**
 * Page `page` of a list, read only once the list's first page has said it exists. Each list read
 * is kept in Next.js's data cache under its page number: asked first for `?page=500000`, the
 * content API's empty answer would be kept too, one entry per number a stranger tries, on disk
 * and without bound. The first page is the one every visit to the list reads (and keeps) anyway;
 * a page past the last is then the 404 without a read of its own.
 */
export async function loadExistingPage<T extends { total: number }>(
  page: number,
  pageSize: number,
  load: (pageNum: number) => Promise<T>,
): Promise<{ list: T; pageCount: number }> {
  if (page > 1) pageCountOr404(page, (await load(1)).total, pageSize);
  const list = await load(page);
  return { list, pageCount: pageCountOr404(page, list.total, pageSize) };
}

/** The URL of page `page` of a list at `path` (already localized): the first page has no query. */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}

/**
 * The query string `params` were given as (`?type=brochure&page=2`), in their
 * order, first values only: what a request asked for, to compare with the
 * state's own spelling.
 */
export function givenSearch(params: Awaited<SearchParams>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query.set(name, first);
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}
