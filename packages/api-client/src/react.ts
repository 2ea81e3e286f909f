"use client";

import useSWR, { type SWRConfiguration } from "swr";
import useSWRMutation from "swr/mutation";
import { getBlogWithComments, postBlogComment } from "./about";
import { type LanguageCode, apiPaths } from "./contract";
import { type DocumentQuery, getDocumentTypes, getDownloadFilters, searchDocuments } from "./downloads";
import type { ApiError } from "./errors";
import { type ApiBody, type ApiQuery, createFetcher } from "./fetcher";
import { getSearchStatistics, search } from "./home";
import { getCompanyVideos } from "./products";
import { getWebinarOptions, registerForWebinar, sendOnlineMessage } from "./support";

/**
 * SWR hooks for what the browser asks for itself (search pages, download
 * filters, comments, forms). They call the edition's same-origin `/api/`
 * proxy in the visitor's language; keys start with the API path, so
 * `mutate(key => key[0] === path)` revalidates one endpoint.
 */

const fetchers = new Map<LanguageCode, ReturnType<typeof createFetcher>>();
function browserFetcher(languageCode: LanguageCode) {
  let fetcher = fetchers.get(languageCode);
  if (!fetcher) {
    fetcher = createFetcher({ baseUrl: "", languageCode });
    fetchers.set(languageCode, fetcher);
  }
  return fetcher;
}

type Options<T> = SWRConfiguration<T, ApiError>;

/** Hit counts per content type for a keyword; no request while the keyword is blank. */
export function useSearchStatistics(
  languageCode: LanguageCode,
  keyword: string,
  options?: Options<Awaited<ReturnType<typeof getSearchStatistics>>>,
) {
  const trimmed = keyword.trim();
  return useSWR(
    trimmed ? [apiPaths.searchStatistics, languageCode, trimmed] : null,
    () => getSearchStatistics(browserFetcher(languageCode), trimmed),
    options,
  );
}

/** One page of search hits. */
export function useSearch(
  languageCode: LanguageCode,
  query: ApiQuery<"searchByType">,
  options?: Options<Awaited<ReturnType<typeof search>>>,
) {
  const keyword = query.keyword.trim();
  return useSWR(
    keyword
      ? [apiPaths.searchByType, languageCode, keyword, query.type ?? "", query.pageNum ?? 1, query.pageSize ?? 10]
      : null,
    () => search(browserFetcher(languageCode), { ...query, keyword }),
    { keepPreviousData: true, ...options },
  );
}

/** The downloads tabs with their counts. */
export function useDocumentTypes(languageCode: LanguageCode) {
  return useSWR([apiPaths.getAllDocumentCategoryV2, languageCode], () =>
    getDocumentTypes(browserFetcher(languageCode)),
  );
}

/** Documents matching the downloads filters. */
export function useDocuments(languageCode: LanguageCode, query: DocumentQuery) {
  return useSWR(
    [apiPaths.getDocumentSearchResultList, languageCode, JSON.stringify(query)],
    () => searchDocuments(browserFetcher(languageCode), query),
    { keepPreviousData: true },
  );
}

/** The downloads filter options. */
export function useDownloadFilters(languageCode: LanguageCode) {
  return useSWR([apiPaths.getDownloadProductListByCategoryList, languageCode], () =>
    getDownloadFilters(browserFetcher(languageCode)),
  );
}

/** A page of company videos. */
export function useCompanyVideos(languageCode: LanguageCode, query: ApiQuery<"getCompanyVideoList"> = {}) {
  return useSWR([apiPaths.getCompanyVideoList, languageCode, query.pageNum ?? 1, query.pageSize ?? 10], () =>
    getCompanyVideos(browserFetcher(languageCode), query),
  );
}

/** A blog post's comments, page by page. */
export function useBlogComments(languageCode: LanguageCode, query: ApiQuery<"getBlogAndCommentListByParam">) {
  return useSWR(
    [apiPaths.getBlogAndCommentListByParam, languageCode, query.id, query.pageNum ?? 1, query.pageSize ?? 10],
    () => getBlogWithComments(browserFetcher(languageCode), query).then((result) => result.comments),
  );
}

/** Posts a comment, then revalidates the post's comment pages. */
export function usePostBlogComment(languageCode: LanguageCode, blogId: string) {
  return useSWRMutation(
    [apiPaths.getBlogAndCommentListByParam, languageCode, blogId],
    (_key, { arg }: { arg: Omit<ApiBody<"insertBlogComment">, "blogId"> }) =>
      postBlogComment(browserFetcher(languageCode), { ...arg, blogId }),
  );
}

/** The webinar registration form's choices. */
export function useWebinarOptions(languageCode: LanguageCode) {
  return useSWR([apiPaths.getWebinarOptionList, languageCode], () => getWebinarOptions(browserFetcher(languageCode)));
}

/** Registers for a webinar. */
export function useRegisterForWebinar(languageCode: LanguageCode) {
  return useSWRMutation(
    [apiPaths.insertRegisterDataByWebinarCode, languageCode],
    (_key, { arg }: { arg: Parameters<typeof registerForWebinar>[1] }) =>
      registerForWebinar(browserFetcher(languageCode), arg),
  );
}

/** Sends the contact page's online message. */
export function useSendOnlineMessage(languageCode: LanguageCode) {
  return useSWRMutation(
    [apiPaths.insertOnlineMessage, languageCode],
    (_key, { arg }: { arg: Parameters<typeof sendOnlineMessage>[1] }) =>
      sendOnlineMessage(browserFetcher(languageCode), arg),
  );
}
