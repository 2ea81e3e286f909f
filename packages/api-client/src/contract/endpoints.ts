import type { z } from "zod";
import * as about from "./about";
import * as caseStudy from "./case-study";
import * as download from "./download";
import * as editions from "./editions";
import * as home from "./home";
import * as navigation from "./navigation";
import * as product from "./product";
import * as solution from "./solution";
import * as support from "./support";
import { type ApiPathName, apiPaths } from "./paths";

/** A read: its path, the schema of its query string and the schema of its answer. */
export interface GetEndpoint<Q extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  path: string;
  query: Q;
  response: R;
}

/** A write: its path, the schema of its JSON body and the schema of its answer. */
export interface PostEndpoint<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  path: string;
  body: B;
  response: R;
}

/**
 * Every endpoint of SPEC §7 with its schemas, keyed by path name. The client
 * calls these, so a request's query or body is typed by the contract: a
 * renamed or misspelt key does not compile.
 */
export const apiEndpoints = {
  getNavigationData: {
    path: apiPaths.getNavigationData,
    query: navigation.getNavigationDataQuerySchema,
    response: navigation.getNavigationDataResponseSchema,
  },
  getHomePageData: {
    path: apiPaths.getHomePageData,
    query: home.getHomePageDataQuerySchema,
    response: home.getHomePageDataResponseSchema,
  },
  getSeoData: { path: apiPaths.getSeoData, query: home.getSeoDataQuerySchema, response: home.getSeoDataResponseSchema },
  searchStatistics: {
    path: apiPaths.searchStatistics,
    query: home.searchStatisticsQuerySchema,
    response: home.searchStatisticsResponseSchema,
  },
  searchByType: {
    path: apiPaths.searchByType,
    query: home.searchByTypeQuerySchema,
    response: home.searchByTypeResponseSchema,
  },
  getSolutionData: {
    path: apiPaths.getSolutionData,
    query: solution.getSolutionDataQuerySchema,
    response: solution.getSolutionDataResponseSchema,
  },
  getBlogListByParam: {
    path: apiPaths.getBlogListByParam,
    query: about.getBlogListByParamQuerySchema,
    response: about.getBlogListByParamResponseSchema,
  },
  getBlogByParam: {
    path: apiPaths.getBlogByParam,
    query: about.getBlogByParamQuerySchema,
    response: about.getBlogByParamResponseSchema,
  },
  getBlogAndCommentListByParam: {
    path: apiPaths.getBlogAndCommentListByParam,
    query: about.getBlogAndCommentListByParamQuerySchema,
    response: about.getBlogAndCommentListByParamResponseSchema,
  },
  insertBlogComment: {
    path: apiPaths.insertBlogComment,
    body: about.insertBlogCommentBodySchema,
    response: about.insertBlogCommentResponseSchema,
  },
  getEventListByParam: {
    path: apiPaths.getEventListByParam,
    query: about.getEventListByParamQuerySchema,
    response: about.getEventListByParamResponseSchema,
  },
  getPressReleaseListByParam: {
    path: apiPaths.getPressReleaseListByParam,
    query: about.getPressReleaseListByParamQuerySchema,
    response: about.getPressReleaseListByParamResponseSchema,
  },
  getPressReleaseByParam: {
    path: apiPaths.getPressReleaseByParam,
    query: about.getPressReleaseByParamQuerySchema,
    response: about.getPressReleaseByParamResponseSchema,
  },
  getFaqListByCategoryList: {
    path: apiPaths.getFaqListByCategoryList,
    query: support.getFaqListByCategoryListQuerySchema,
    response: support.getFaqListByCategoryListResponseSchema,
  },
  getWarrantyListByCategoryList: {
    path: apiPaths.getWarrantyListByCategoryList,
    query: support.getWarrantyListByCategoryListQuerySchema,
    response: support.getWarrantyListByCategoryListResponseSchema,
  },
  getWebinarList: {
    path: apiPaths.getWebinarList,
    query: support.getWebinarListQuerySchema,
    response: support.getWebinarListResponseSchema,
  },
  insertRegisterDataByWebinarCode: {
    path: apiPaths.insertRegisterDataByWebinarCode,
    body: support.insertRegisterDataByWebinarCodeBodySchema,
    response: support.insertRegisterDataByWebinarCodeResponseSchema,
  },
  getWebinarOptionList: {
    path: apiPaths.getWebinarOptionList,
    query: support.getWebinarOptionListQuerySchema,
    response: support.getWebinarOptionListResponseSchema,
  },
  insertOnlineMessage: {
    path: apiPaths.insertOnlineMessage,
    body: support.insertOnlineMessageBodySchema,
    response: support.insertOnlineMessageResponseSchema,
  },
  getAllDocumentCategoryV2: {
    path: apiPaths.getAllDocumentCategoryV2,
    query: download.getAllDocumentCategoryV2QuerySchema,
    response: download.getAllDocumentCategoryV2ResponseSchema,
  },
  getDocumentSearchResultList: {
    path: apiPaths.getDocumentSearchResultList,
    query: download.getDocumentSearchResultListQuerySchema,
    response: download.getDocumentSearchResultListResponseSchema,
  },
  getDownloadProductListByCategoryList: {
    path: apiPaths.getDownloadProductListByCategoryList,
    query: download.getDownloadProductListByCategoryListQuerySchema,
    response: download.getDownloadProductListByCategoryListResponseSchema,
  },
  getProductListByCategoryList: {
    path: apiPaths.getProductListByCategoryList,
    query: product.getProductListByCategoryListQuerySchema,
    response: product.getProductListByCategoryListResponseSchema,
  },
  getProductData: {
    path: apiPaths.getProductData,
    query: product.getProductDataQuerySchema,
    response: product.getProductDataResponseSchema,
  },
  getProductVedioListByCategoryList: {
    path: apiPaths.getProductVedioListByCategoryList,
    query: product.getProductVideoListByCategoryListQuerySchema,
    response: product.getProductVideoListByCategoryListResponseSchema,
  },
  getCompanyVideoList: {
    path: apiPaths.getCompanyVideoList,
    query: product.getCompanyVideoListQuerySchema,
    response: product.getCompanyVideoListResponseSchema,
  },
  getCaseStudyListAndCategoryList: {
    path: apiPaths.getCaseStudyListAndCategoryList,
    query: caseStudy.getCaseStudyListAndCategoryListQuerySchema,
    response: caseStudy.getCaseStudyListAndCategoryListResponseSchema,
  },
  getEditionList: {
    path: apiPaths.getEditionList,
    query: editions.getEditionListQuerySchema,
    response: editions.getEditionListResponseSchema,
  },
  getEditionSettings: {
    path: apiPaths.getEditionSettings,
    query: editions.getEditionSettingsQuerySchema,
    response: editions.getEditionSettingsResponseSchema,
  },
} satisfies { [N in ApiPathName]: (GetEndpoint | PostEndpoint) & { path: (typeof apiPaths)[N] } };

export type ApiEndpoints = typeof apiEndpoints;

/** The HTTP method of an endpoint, from its kind: a read has a query, a write a body. */
export type EndpointMethod<E extends GetEndpoint | PostEndpoint> = E extends PostEndpoint ? "POST" : "GET";

/** The schema of what an endpoint takes: a read's query, a write's body. */
export type EndpointInput<E extends GetEndpoint | PostEndpoint> = E extends PostEndpoint<infer B>
  ? B
  : E extends GetEndpoint<infer Q>
    ? Q
    : never;

/** The HTTP method of `endpoint`, as `EndpointMethod` types it. */
export function methodOf<E extends GetEndpoint | PostEndpoint>(endpoint: E): EndpointMethod<E> {
  return ("body" in endpoint ? "POST" : "GET") as EndpointMethod<E>;
}

/** The schema that validates what `endpoint` takes, as `EndpointInput` types it. */
export function inputOf<E extends GetEndpoint | PostEndpoint>(endpoint: E): EndpointInput<E> {
  return ("body" in endpoint ? endpoint.body : endpoint.query) as EndpointInput<E>;
}
