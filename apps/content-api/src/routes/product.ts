import { eq, sql } from "drizzle-orm";
import type { LanguageCode, ProductDetail } from "@repo/api-client/contract";
import type { Database } from "../db/client";
import {
  byDateDesc,
  bySortOrder,
  contentItems,
  pageOf,
  selectBySlugs,
  selectItems,
  selectProductPage,
  selectPage,
} from "../db/content";
import { keywordFilter } from "../db/filters";
import { caseStudy, html, productCard, videoItem } from "../service/shape";
import { JsonText, NotFoundError, implement } from "./define";

export function productCategories(db: Database, languageCode: LanguageCode) {
  return selectItems(db, {
    type: "product-categories",
    languageCode,
    // Categories are the catalogue's structure, the same in every edition.
    edition: undefined,
    brief: true,
  });
}

export const getProductListByCategoryList = implement("getProductListByCategoryList", {
  summary: "Product categories, each with its products in display order; narrowed by category, series or keyword.",
  async handle({ db, input }) {
    const [categories, products] = await Promise.all([
      productCategories(db, input.languageCode),
      selectItems(db, {
        type: "products",
        languageCode: input.languageCode,
        edition: input.edition,
        category: input.category || undefined,
        where: [
          input.series ? sql`lower(${contentItems.subcategory}) = lower(${input.series})` : undefined,
          keywordFilter(input.languageCode, input.keyword),
        ],
        brief: true,
      }),
    ]);
    return categories
      .filter((category) => !input.category || category.slug === input.category)
      .map((category) => ({
        id: category.slug,
        name: category.texts.name,
        description: category.texts.description,
        image: category.data.image ?? null,
        products: products.filter((product) => product.category === category.slug).map(productCard),
      }));
  },
});

export const getProductData = implement("getProductData", {
  summary: "One product by slug, or by the old site's numeric id: texts, images, specification rows, documents, related products.",
  async handle({ db, input }) {
    // Old ids are stored as Postgres `integer`; a larger number names no product (and Postgres would refuse to compare it).
    if (input.legacyId !== undefined && input.legacyId > 2_147_483_647) {
      throw new NotFoundError(`No product with legacy id ${input.legacyId}`);
    }
    const page = await selectProductPage(db, {
      languageCode: input.languageCode,
      edition: input.edition,
      slug: input.id,
      legacyId: input.legacyId,
    });
    if (page === null) throw new NotFoundError(`No product ${input.id ?? `with legacy id ${input.legacyId}`}`);
    return new JsonText<ProductDetail>(page);
  },
});

export const getProductVideoListByCategoryList = implement("getProductVedioListByCategoryList", {
  summary: "Product videos grouped by product category, newest first.",
  async handle({ db, input }) {
    const [categories, videos] = await Promise.all([
      productCategories(db, input.languageCode),
      selectItems(db, {
        type: "videos",
        languageCode: input.languageCode,
        edition: input.edition,
        category: "product",
        subcategory: input.category || undefined,
        orderBy: byDateDesc,
      }),
    ]);
    return categories
      .map((category) => ({
        id: category.slug,
        name: category.texts.name,
        list: videos.filter((video) => video.subcategory === category.slug).map(videoItem),
      }))
      .filter((group) => group.list.length > 0);
  },
});

export const getCompanyVideoList = implement("getCompanyVideoList", {
  summary: "Company videos, newest first, paged.",
  async handle({ db, input }) {
    const { rows, total } = await selectPage(db, {
      type: "videos",
      languageCode: input.languageCode,
      edition: input.edition,
      category: "company",
      orderBy: byDateDesc,
      ...pageOf(input.pageNum, input.pageSize),
    });
    return { list: rows.map(videoItem), total };
  },
});

export const getSolutionData = implement("getSolutionData", {
  summary: "Every solution in display order with the products it uses; `id` narrows to one.",
  async handle({ db, input }) {
    const solutions = await selectItems(db, {
      type: "solutions",
      languageCode: input.languageCode,
      edition: input.edition,
      where: [input.id ? eq(contentItems.slug, input.id) : undefined],
      orderBy: bySortOrder,
    });
    if (input.id && solutions.length === 0) throw new NotFoundError(`No solution ${input.id}`);
    const slugs = [...new Set(solutions.flatMap((solution) => solution.data.productSlugs))];
    const products = new Map(
      (await selectBySlugs(db, "products", input, slugs)).map((row) => [
        row.slug,
        productCard(row),
      ]),
    );
    return solutions.map((solution) => ({
      id: solution.slug,
      title: solution.texts.title,
      description: solution.texts.description,
      explanation: solution.texts.explanation,
      bodyHtml: html(solution.texts.bodyHtml),
      image: solution.data.image,
      imageAlt: solution.texts.imageAlt,
      icon: solution.data.icon ?? null,
      products: solution.data.productSlugs.flatMap((slug) => {
        const product = products.get(slug);
        return product ? [product] : [];
      }),
      editions: solution.editions,
      fallback: solution.fallback,
    }));
  },
});

export const getCaseStudyListAndCategoryList = implement("getCaseStudyListAndCategoryList", {
  summary: "Every case-study category and one page of case studies, newest first, optionally of one category.",
  async handle({ db, input }) {
    const [categories, { rows, total }] = await Promise.all([
      selectItems(db, { type: "case-categories", languageCode: input.languageCode, edition: undefined }),
      selectPage(db, {
        type: "case-studies",
        languageCode: input.languageCode,
        edition: input.edition,
        category: input.category || undefined,
        orderBy: byDateDesc,
        ...pageOf(input.pageNum, input.pageSize),
      }),
    ]);
    return {
      categories: categories.map((category) => ({ id: category.slug, name: category.texts.name })),
      list: rows.map(caseStudy),
      total,
    };
  },
});
