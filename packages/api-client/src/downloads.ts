import {
  type DocumentItem,
  type DocumentType,
  type LanguageCode,
  type ProductCategorySlug,
  apiPaths,
  getAllDocumentCategoryV2ResponseSchema,
  getDocumentSearchResultListResponseSchema,
  getDownloadProductListByCategoryListResponseSchema,
} from "./contract";
import type { Fetcher, RequestOptions } from "./fetcher";
import { fileUrl } from "./files";
import { type Page, dataOf } from "./products";
import { type Translated, routes, translated } from "./view";

export interface DocumentTypeView {
  type: DocumentType;
  name: string;
  /** The page anchor, `#Brochure`. */
  anchor: string;
  count: number;
}

/** The five document types with their counts (downloads tabs). */
export async function getDocumentTypes(fetcher: Fetcher, init?: RequestOptions): Promise<DocumentTypeView[]> {
  const path = apiPaths.getAllDocumentCategoryV2;
  return dataOf(await fetcher.get(path, getAllDocumentCategoryV2ResponseSchema, {}, init), path);
}

export interface DocumentView extends Translated {
  id: string;
  type: DocumentType;
  title: string;
  description: string | null;
  url: string;
  fileSize: number;
  documentLanguage: LanguageCode;
  revision: string;
  date: number;
  products: { href: string; name: string; series: string }[];
}

export const reshapeDocument = (document: DocumentItem): DocumentView => ({
  id: document.id,
  type: document.type,
  title: document.title,
  description: document.description,
  url: fileUrl(document.file),
  fileSize: document.fileSize,
  documentLanguage: document.documentLanguage,
  revision: document.revision,
  date: document.date,
  products: document.products.map((product) => ({ href: routes.product(product.id), name: product.name, series: product.series })),
  ...translated(document),
});

export interface DocumentQuery {
  type?: DocumentType;
  category?: ProductCategorySlug;
  series?: string;
  documentLanguage?: LanguageCode;
  keyword?: string;
  pageNum?: number;
  pageSize?: number;
}

/** Documents matching the downloads filters, newest first. */
export async function searchDocuments(fetcher: Fetcher, query: DocumentQuery = {}, init?: RequestOptions): Promise<Page<DocumentView>> {
  const path = apiPaths.getDocumentSearchResultList;
  const data = dataOf(await fetcher.get(path, getDocumentSearchResultListResponseSchema, { ...query }, init), path);
  return { items: data.list.map(reshapeDocument), total: data.total };
}

export interface DownloadFilterView {
  id: ProductCategorySlug;
  name: string;
  series: string[];
  products: { id: string; name: string; series: string }[];
}

/** The downloads filter options: categories with their series and documented products. */
export async function getDownloadFilters(fetcher: Fetcher, init?: RequestOptions): Promise<DownloadFilterView[]> {
  const path = apiPaths.getDownloadProductListByCategoryList;
  return dataOf(await fetcher.get(path, getDownloadProductListByCategoryListResponseSchema, {}, init), path);
}
