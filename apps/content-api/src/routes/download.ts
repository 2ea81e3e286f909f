import { eq, sql } from "drizzle-orm";
import {
  type DocumentType,
  type LanguageCode,
  type ProductCategorySlug,
  getAllDocumentCategoryV2QuerySchema,
  getAllDocumentCategoryV2ResponseSchema,
  getDocumentSearchResultListQuerySchema,
  getDocumentSearchResultListResponseSchema,
  getDownloadProductListByCategoryListQuerySchema,
  getDownloadProductListByCategoryListResponseSchema,
} from "@repo/api-client/contract";
import type { Database } from "../db/client";
import { byDateDesc, contentItems, pageOf, selectItems, selectPage } from "../db/content";
import { keywordFilter, rowsOf } from "../db/filters";
import { documentItem } from "../service/shape";
import type { DocumentRow, ProductRow } from "../service/types";
import { defineRoute } from "./define";
import { productCategories } from "./product";

/** The five document types in tab order, named per language; the english name without spaces is the anchor. */
const documentTypes: { type: DocumentType; names: Record<LanguageCode, string> }[] = [
  { type: "datasheet", names: { english: "Datasheet", spanish: "Ficha técnica", burmese: "နည်းပညာဆိုင်ရာ အချက်အလက်စာရွက်" } },
  { type: "user-manual", names: { english: "User Manual", spanish: "Manual de usuario", burmese: "အသုံးပြုသူလမ်းညွှန်" } },
  { type: "brochure", names: { english: "Brochure", spanish: "Folleto", burmese: "လက်ကမ်းစာစောင်" } },
  { type: "manual", names: { english: "Manual", spanish: "Manual", burmese: "လက်စွဲစာအုပ်" } },
  { type: "more-files", names: { english: "More Files", spanish: "Más archivos", burmese: "အခြားဖိုင်များ" } },
];

export const getAllDocumentCategoryV2 = defineRoute({
  name: "getAllDocumentCategoryV2",
  method: "get",
  summary: "The five document types with their names, page anchors and document counts.",
  input: getAllDocumentCategoryV2QuerySchema,
  response: getAllDocumentCategoryV2ResponseSchema,
  async handle({ db, input }) {
    const counts = await db
      .select({ type: contentItems.category, count: sql<number>`count(*)::int` })
      .from(contentItems)
      .where(eq(contentItems.type, "documents"))
      .groupBy(contentItems.category);
    return documentTypes.map(({ type, names }) => ({
      type,
      name: names[input.languageCode],
      anchor: names.english.replace(/\s+/g, ""),
      count: counts.find((row) => row.type === type)?.count ?? 0,
    }));
  },
});

/** Products by slug with their names in `languageCode`: documents list the products they cover. */
async function productNames(db: Database, languageCode: LanguageCode) {
  const products = await selectItems<ProductRow["data"], ProductRow["texts"]>(db, { type: "products", languageCode });
  return products;
}

export const getDocumentSearchResultList = defineRoute({
  name: "getDocumentSearchResultList",
  method: "get",
  summary: "Documents, newest first, paged; filtered by type, product category, product series, document language and keyword.",
  input: getDocumentSearchResultListQuerySchema,
  response: getDocumentSearchResultListResponseSchema,
  async handle({ db, input }) {
    const ofProducts = (condition: ReturnType<typeof sql>) =>
      sql`exists (select 1 from ${contentItems} p where p.type = 'products' and ${condition}
        and jsonb_exists(${contentItems.data} -> 'productSlugs', p.slug))`;
    const [{ rows, total }, products] = await Promise.all([
      selectPage<DocumentRow["data"], DocumentRow["texts"]>(db, {
        type: "documents",
        languageCode: input.languageCode,
        where: [
          input.type ? eq(contentItems.category, input.type) : undefined,
          input.documentLanguage ? eq(contentItems.subcategory, input.documentLanguage) : undefined,
          input.category ? ofProducts(sql`p.category = ${input.category}`) : undefined,
          input.series ? ofProducts(sql`lower(p.subcategory) = lower(${input.series})`) : undefined,
          keywordFilter(input.languageCode, input.keyword),
        ],
        orderBy: byDateDesc,
        ...pageOf(input.pageNum, input.pageSize),
      }),
      productNames(db, input.languageCode),
    ]);
    const names = new Map(products.map((row) => [row.slug, { name: row.texts.name, series: row.data.series }]));
    return { list: rows.map((row) => documentItem(row, names)), total };
  },
});

export const getDownloadProductListByCategoryList = defineRoute({
  name: "getDownloadProductListByCategoryList",
  method: "get",
  summary: "The downloads filters: each product category with its series and the products that have documents.",
  input: getDownloadProductListByCategoryListQuerySchema,
  response: getDownloadProductListByCategoryListResponseSchema,
  async handle({ db, input }) {
    const [categories, products, documented] = await Promise.all([
      productCategories(db, input.languageCode),
      productNames(db, input.languageCode),
      db.execute(
        sql`select distinct jsonb_array_elements_text(data -> 'productSlugs') as slug from content_items where type = 'documents'`,
      ),
    ]);
    const withDocuments = new Set(rowsOf<{ slug: string }>(documented).map((row) => row.slug));
    return categories.map((category) => {
      const list = products.filter((product) => product.category === category.slug && withDocuments.has(product.slug));
      return {
        id: category.slug as ProductCategorySlug,
        name: category.texts.name,
        series: [...new Set(list.map((product) => product.data.series))].sort(),
        products: list.map((product) => ({ id: product.slug, name: product.texts.name, series: product.data.series })),
      };
    });
  },
});
