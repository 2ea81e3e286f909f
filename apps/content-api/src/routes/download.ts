import { and, eq, sql } from "drizzle-orm";
import type { DocumentItem, DocumentType, LanguageCode } from "@repo/api-client/contract";
import { type ItemQuery, byDateDesc, contentItems, itemPage, itemShownTo, pageOf, selectProductNames, totalOf } from "../db/content";
import { contentItemProducts, documentCards } from "../db/schema";
import { keywordFilter, rowsOf } from "../db/filters";
import { JsonText, implement } from "./define";
import { productCategories } from "./product";

/** The five document types in tab order, named per language; the english name without spaces is the anchor. */
const documentTypes: { type: DocumentType; names: Record<LanguageCode, string> }[] = [
  { type: "datasheet", names: { english: "Datasheet", spanish: "Ficha técnica", burmese: "နည်းပညာဆိုင်ရာ အချက်အလက်စာရွက်" } },
  { type: "user-manual", names: { english: "User Manual", spanish: "Manual de usuario", burmese: "အသုံးပြုသူလမ်းညွှန်" } },
  { type: "brochure", names: { english: "Brochure", spanish: "Folleto", burmese: "လက်ကမ်းစာစောင်" } },
  { type: "manual", names: { english: "Manual", spanish: "Manual", burmese: "လက်စွဲစာအုပ်" } },
  { type: "more-files", names: { english: "More Files", spanish: "Más archivos", burmese: "အခြားဖိုင်များ" } },
];

export const getAllDocumentCategoryV2 = implement("getAllDocumentCategoryV2", {
  summary: "The five document types with their names, page anchors and document counts.",
  async handle({ db, input }) {
    const counts = await db
      .select({ type: contentItems.category, count: sql<number>`count(*)::int` })
      .from(contentItems)
      .where(and(eq(contentItems.type, "documents"), itemShownTo(input.edition)))
      .groupBy(contentItems.category);
    return documentTypes.map(({ type, names }) => ({
      type,
      name: names[input.languageCode],
      anchor: names.english.replace(/\s+/g, ""),
      count: counts.find((row) => row.type === type)?.count ?? 0,
    }));
  },
});

export const getDocumentSearchResultList = implement("getDocumentSearchResultList", {
  summary: "Documents, newest first, paged; filtered by type, product category, product series, document language and keyword.",
  async handle({ db, input }) {
    const ofProducts = (condition: ReturnType<typeof sql>) =>
      sql`exists (select 1 from ${contentItemProducts} l join ${contentItems} p on p.type = 'products' and p.slug = l.product_slug
        where l.item_id = ${contentItems.id} and ${condition})`;
    const query = {
      type: "documents",
      languageCode: input.languageCode,
      edition: input.edition,
      category: input.type,
      subcategory: input.documentLanguage,
      where: [
        input.category ? ofProducts(sql`p.category = ${input.category}`) : undefined,
        input.series ? ofProducts(sql`lower(p.subcategory) = lower(${input.series})`) : undefined,
        keywordFilter(input.languageCode, input.keyword),
      ],
      orderBy: byDateDesc,
      ...pageOf(input.pageNum, input.pageSize),
    } satisfies ItemQuery<"documents">;
    // The page's cards were built on write (`documentCards`): the answer is their texts joined.
    const [row] = rowsOf<{ list: string; total: number }>(
      await db.execute(sql`select coalesce((select string_agg(card.body, ',' order by page.position)
          from (${itemPage(query, null)}) page
          join ${documentCards} card on card.item_id = page.page_id and card.language_code = ${input.languageCode}), '') as list,
        ${totalOf(query)} as total`),
    );
    return new JsonText<{ list: DocumentItem[]; total: number }>(`{"list":[${row?.list ?? ""}],"total":${Number(row?.total ?? 0)}}`);
  },
});

export const getDownloadProductListByCategoryList = implement("getDownloadProductListByCategoryList", {
  summary: "The downloads filters: each product category with its series and the products that have documents.",
  async handle({ db, input }) {
    const [categories, products, documented] = await Promise.all([
      productCategories(db, input.languageCode),
      selectProductNames(db, input.languageCode, input.edition),
      db
        .selectDistinct({ slug: contentItemProducts.productSlug })
        .from(contentItemProducts)
        .innerJoin(contentItems, eq(contentItems.id, contentItemProducts.itemId))
        .where(and(eq(contentItemProducts.type, "documents"), itemShownTo(input.edition))),
    ]);
    const withDocuments = new Set(documented.map((row) => row.slug));
    return categories.map((category) => {
      const list = products.filter((product) => product.category === category.slug && withDocuments.has(product.slug));
      return {
        id: category.slug,
        name: category.texts.name,
        series: [...new Set(list.map((product) => product.series))].sort(),
        products: list.map((product) => ({ id: product.slug, name: product.name, series: product.series })),
      };
    });
  },
});
