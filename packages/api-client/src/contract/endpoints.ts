import type { z } from "zod";
import {
  getBlogAndCommentListByParamQuerySchema,
  getBlogAndCommentListByParamResponseSchema,
  getBlogByParamQuerySchema,
  getBlogByParamResponseSchema,
  getBlogListByParamQuerySchema,
  getBlogListByParamResponseSchema,
  getEventListByParamQuerySchema,
  getEventListByParamResponseSchema,
  getPressReleaseByParamQuerySchema,
  getPressReleaseByParamResponseSchema,
  getPressReleaseListByParamQuerySchema,
  getPressReleaseListByParamResponseSchema,
  insertBlogCommentBodySchema,
  insertBlogCommentResponseSchema,
} from "./about";
import {
  getCaseStudyListAndCategoryListQuerySchema,
  getCaseStudyListAndCategoryListResponseSchema,
} from "./case-study";
import {
  getAllDocumentCategoryV2QuerySchema,
  getAllDocumentCategoryV2ResponseSchema,
  getDocumentSearchResultListQuerySchema,
  getDocumentSearchResultListResponseSchema,
  getDownloadProductListByCategoryListQuerySchema,
  getDownloadProductListByCategoryListResponseSchema,
} from "./download";
import {
  getHomePageDataQuerySchema,
  getHomePageDataResponseSchema,
  getSeoDataQuerySchema,
  getSeoDataResponseSchema,
  searchByTypeQuerySchema,
  searchByTypeResponseSchema,
  searchStatisticsQuerySchema,
  searchStatisticsResponseSchema,
} from "./home";
import { getNavigationDataQuerySchema, getNavigationDataResponseSchema } from "./navigation";
import {
  getCompanyVideoListQuerySchema,
  getCompanyVideoListResponseSchema,
  getProductDataQuerySchema,
  getProductDataResponseSchema,
  getProductListByCategoryListQuerySchema,
  getProductListByCategoryListResponseSchema,
  getProductVideoListByCategoryListQuerySchema,
  getProductVideoListByCategoryListResponseSchema,
} from "./product";
import { getSolutionDataQuerySchema, getSolutionDataResponseSchema } from "./solution";
import {
  getFaqListByCategoryListQuerySchema,
  getFaqListByCategoryListResponseSchema,
  getWarrantyListByCategoryListQuerySchema,
  getWarrantyListByCategoryListResponseSchema,
  getWebinarListQuerySchema,
  getWebinarListResponseSchema,
  getWebinarOptionListQuerySchema,
  getWebinarOptionListResponseSchema,
  insertOnlineMessageBodySchema,
  insertOnlineMessageResponseSchema,
  insertRegisterDataByWebinarCodeBodySchema,
  insertRegisterDataByWebinarCodeResponseSchema,
} from "./support";
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
    query: getNavigationDataQuerySchema,
    response: getNavigationDataResponseSchema,
  },
  getHomePageData: {
    path: apiPaths.getHomePageData,
    query: getHomePageDataQuerySchema,
    response: getHomePageDataResponseSchema,
  },
  getSeoData: { path: apiPaths.getSeoData, query: getSeoDataQuerySchema, response: getSeoDataResponseSchema },
  searchStatistics: {
    path: apiPaths.searchStatistics,
    query: searchStatisticsQuerySchema,
    response: searchStatisticsResponseSchema,
  },
  searchByType: { path: apiPaths.searchByType, query: searchByTypeQuerySchema, response: searchByTypeResponseSchema },
  getSolutionData: {
    path: apiPaths.getSolutionData,
    query: getSolutionDataQuerySchema,
    response: getSolutionDataResponseSchema,
  },
  getBlogListByParam: {
    path: apiPaths.getBlogListByParam,
    query: getBlogListByParamQuerySchema,
    response: getBlogListByParamResponseSchema,
  },
  getBlogByParam: {
    path: apiPaths.getBlogByParam,
    query: getBlogByParamQuerySchema,
    response: getBlogByParamResponseSchema,
  },
  getBlogAndCommentListByParam: {
    path: apiPaths.getBlogAndCommentListByParam,
    query: getBlogAndCommentListByParamQuerySchema,
    response: getBlogAndCommentListByParamResponseSchema,
  },
  insertBlogComment: {
    path: apiPaths.insertBlogComment,
    body: insertBlogCommentBodySchema,
    response: insertBlogCommentResponseSchema,
  },
  getEventListByParam: {
    path: apiPaths.getEventListByParam,
    query: getEventListByParamQuerySchema,
    response: getEventListByParamResponseSchema,
  },
  getPressReleaseListByParam: {
    path: apiPaths.getPressReleaseListByParam,
    query: getPressReleaseListByParamQuerySchema,
    response: getPressReleaseListByParamResponseSchema,
  },
  getPressReleaseByParam: {
    path: apiPaths.getPressReleaseByParam,
    query: getPressReleaseByParamQuerySchema,
    response: getPressReleaseByParamResponseSchema,
  },
  getFaqListByCategoryList: {
    path: apiPaths.getFaqListByCategoryList,
    query: getFaqListByCategoryListQuerySchema,
    response: getFaqListByCategoryListResponseSchema,
  },
  getWarrantyListByCategoryList: {
    path: apiPaths.getWarrantyListByCategoryList,
    query: getWarrantyListByCategoryListQuerySchema,
    response: getWarrantyListByCategoryListResponseSchema,
  },
  getWebinarList: {
    path: apiPaths.getWebinarList,
    query: getWebinarListQuerySchema,
    response: getWebinarListResponseSchema,
  },
  insertRegisterDataByWebinarCode: {
    path: apiPaths.insertRegisterDataByWebinarCode,
    body: insertRegisterDataByWebinarCodeBodySchema,
    response: insertRegisterDataByWebinarCodeResponseSchema,
  },
  getWebinarOptionList: {
    path: apiPaths.getWebinarOptionList,
    query: getWebinarOptionListQuerySchema,
    response: getWebinarOptionListResponseSchema,
  },
  insertOnlineMessage: {
    path: apiPaths.insertOnlineMessage,
    body: insertOnlineMessageBodySchema,
    response: insertOnlineMessageResponseSchema,
  },
  getAllDocumentCategoryV2: {
    path: apiPaths.getAllDocumentCategoryV2,
    query: getAllDocumentCategoryV2QuerySchema,
    response: getAllDocumentCategoryV2ResponseSchema,
  },
  getDocumentSearchResultList: {
    path: apiPaths.getDocumentSearchResultList,
    query: getDocumentSearchResultListQuerySchema,
    response: getDocumentSearchResultListResponseSchema,
  },
  getDownloadProductListByCategoryList: {
    path: apiPaths.getDownloadProductListByCategoryList,
    query: getDownloadProductListByCategoryListQuerySchema,
    response: getDownloadProductListByCategoryListResponseSchema,
  },
  getProductListByCategoryList: {
    path: apiPaths.getProductListByCategoryList,
    query: getProductListByCategoryListQuerySchema,
    response: getProductListByCategoryListResponseSchema,
  },
  getProductData: {
    path: apiPaths.getProductData,
    query: getProductDataQuerySchema,
    response: getProductDataResponseSchema,
  },
  getProductVedioListByCategoryList: {
    path: apiPaths.getProductVedioListByCategoryList,
    query: getProductVideoListByCategoryListQuerySchema,
    response: getProductVideoListByCategoryListResponseSchema,
  },
  getCompanyVideoList: {
    path: apiPaths.getCompanyVideoList,
    query: getCompanyVideoListQuerySchema,
    response: getCompanyVideoListResponseSchema,
  },
  getCaseStudyListAndCategoryList: {
    path: apiPaths.getCaseStudyListAndCategoryList,
    query: getCaseStudyListAndCategoryListQuerySchema,
    response: getCaseStudyListAndCategoryListResponseSchema,
  },
} satisfies { [N in ApiPathName]: (GetEndpoint | PostEndpoint) & { path: (typeof apiPaths)[N] } };

export type ApiEndpoints = typeof apiEndpoints;
