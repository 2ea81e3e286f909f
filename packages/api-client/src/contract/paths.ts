/**
 * Every path of the content API, relative to the `/api/` prefix (SPEC §7).
 * The server mounts and the client calls these names, so they cannot drift.
 */
export const apiPaths = {
  getNavigationData: "navigation/getNavigationData",
  getHomePageData: "homePage/getHomePageData",
  getSeoData: "homePage/getSeoData",
  searchStatistics: "homePage/searchStatistics",
  searchByType: "homePage/searchByType",
  getSolutionData: "solution/getSolutionData",
  getBlogListByParam: "about/getBlogListByParam",
  getBlogByParam: "about/getBlogByParam",
  getBlogAndCommentListByParam: "about/getBlogAndCommentListByParam",
  insertBlogComment: "about/insertBlogComment",
  getEventListByParam: "about/getEventListByParam",
  getPressReleaseListByParam: "about/getPressReleaseListByParam",
  getPressReleaseByParam: "about/getPressReleaseByParam",
  getFaqListByCategoryList: "support/getFaqListByCategoryList",
  getWarrantyListByCategoryList: "support/getWarrantyListByCategoryList",
  getWebinarList: "support/getWebinarList",
  insertRegisterDataByWebinarCode: "support/insertRegisterDataByWebinarCode",
  getWebinarOptionList: "support/getWebinarOptionList",
  insertOnlineMessage: "support/insertOnlineMessage",
  getAllDocumentCategoryV2: "download/getAllDocumentCategoryV2",
  getDocumentSearchResultList: "download/getDocumentSearchResultList",
  getDownloadProductListByCategoryList: "download/getProductListByCategoryList",
  getProductListByCategoryList: "product/getProductListByCategoryList",
  getProductData: "product/getProductData",
  getProductVedioListByCategoryList: "product/getProductVedioListByCategoryList",
  getCompanyVideoList: "company/getCompanyVideoList",
  getCaseStudyListAndCategoryList: "case/getCaseStudyListAndCategoryList",
  // Beyond SPEC §7: the editions and their settings (issue 51). `{id}` is a path parameter.
  getEditionList: "editions",
  getEditionSettings: "editions/{id}",
} as const;

export type ApiPathName = keyof typeof apiPaths;
export type ApiPath = (typeof apiPaths)[ApiPathName];

/** The proxied base prefix every API path sits under. */
export const API_PREFIX = "/api/";
/** The prefix stored uploads are served from. */
export const FILE_PREFIX = "/getFile/";
