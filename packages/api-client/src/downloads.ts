import {
  type DocumentItem,
  type DocumentType,
  type LanguageCode,
  type ProductCategorySlug,
  apiEndpoints,
} from "./contract";
import type { ApiQuery, Fetcher, RequestOptions } from "./fetcher";
import { fileUrl } from "./files";
import { type Page, type Translated, routes, translated } from "./view";

export interface DocumentTypeView {
  type: DocumentType;
  name: string;
  /** The page anchor, `#Brochure`. */
  anchor: string;
  count: number;
}

/** The five document types with their counts (downloads tabs). */
export async function getDocumentTypes(fetcher: Fetcher, init?: RequestOptions): Promise<DocumentTypeView[]> {
  return fetcher.get(apiEndpoints.getAllDocumentCategoryV2, {}, init);
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
  products: document.products.map((product) => ({
    href: routes.product(product.id),
    name: product.name,
    series: product.series,
  })),
  ...translated(document),
});

/** The downloads filters, as the contract names them. */
export type DocumentQuery = ApiQuery<"getDocumentSearchResultList">;

/** Documents matching the downloads filters, newest first. */
export async function searchDocuments(
  fetcher: Fetcher,
  query: DocumentQuery = {},
  init?: RequestOptions,
): Promise<Page<DocumentView>> {
  const data = await fetcher.get(apiEndpoints.getDocumentSearchResultList, query, init);
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
  return fetcher.get(apiEndpoints.getDownloadProductListByCategoryList, {}, init);
}
