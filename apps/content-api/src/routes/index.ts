import {
  getBlogAndCommentListByParam,
  getBlogByParam,
  getBlogListByParam,
  getEventListByParam,
  getPressReleaseByParam,
  getPressReleaseListByParam,
} from "./about";
import type { Routes } from "./define";
import { getEditionList, getEditionSettings } from "./editions";
import { getAllDocumentCategoryV2, getDocumentSearchResultList, getDownloadProductListByCategoryList } from "./download";
import { getHomePageData, getSeoData, searchByType, searchStatistics } from "./home";
import { insertBlogComment, insertOnlineMessage, insertRegisterDataByWebinarCode } from "./inserts";
import { getNavigationData } from "./navigation";
import {
  getCaseStudyListAndCategoryList,
  getCompanyVideoList,
  getProductData,
  getProductListByCategoryList,
  getProductVideoListByCategoryList,
  getSolutionData,
} from "./product";
import { getFaqListByCategoryList, getWarrantyListByCategoryList, getWebinarList, getWebinarOptionList } from "./support";

/**
 * Every endpoint of SPEC §7, keyed by its path name; the type makes a missing one, or one filed
 * under another's name, a compile error.
 */
export const routes = {
  getNavigationData,
  getHomePageData,
  getSeoData,
  searchStatistics,
  searchByType,
  getSolutionData,
  getBlogListByParam,
  getBlogByParam,
  getBlogAndCommentListByParam,
  insertBlogComment,
  getEventListByParam,
  getPressReleaseListByParam,
  getPressReleaseByParam,
  getFaqListByCategoryList,
  getWarrantyListByCategoryList,
  getWebinarList,
  insertRegisterDataByWebinarCode,
  getWebinarOptionList,
  insertOnlineMessage,
  getAllDocumentCategoryV2,
  getDocumentSearchResultList,
  getDownloadProductListByCategoryList,
  getProductListByCategoryList,
  getProductData,
  getProductVedioListByCategoryList: getProductVideoListByCategoryList,
  getCompanyVideoList,
  getCaseStudyListAndCategoryList,
  getEditionList,
  getEditionSettings,
} satisfies Routes;
