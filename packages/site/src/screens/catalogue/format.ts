import type { IntlShape } from "@formatjs/intl";
import {
  type DocumentType,
  type LanguageCode,
  type ProductCategorySlug,
  documentTypeSchema,
  productCategorySlugSchema,
} from "@repo/api-client/contract";

/** Whether `value` is one of the product categories of SPEC §3, as the contract names them by slug. */
export function isProductCategory(value: string): value is ProductCategorySlug {
  return productCategorySlugSchema.safeParse(value).success;
}

/**
 * A number standing alone in a specification value: `97.6`, `-25`, the
 * figures of `440 × 560 × 200`, but not the digits inside `IP65` or `LiFePO4`.
 */
const STANDALONE_NUMBER = /(?<![\p{L}\p{N}.,])-?\d+(?:\.\d+)?(?![\p{L}\p{N}]|[.,]\d)/gu;

/**
 * A specification value with its numbers in the visitor's locale
 * (`97.6` is `97,6` in spanish and `၉၇.၆` in burmese); words, ranges and
 * model codes stay as written. Grouping is left off so years and codes
 * such as `6000` cycles read the same in every language.
 */
export function formatSpecValue(intl: Pick<IntlShape<string>, "formatNumber">, value: string): string {
  return value.replace(STANDALONE_NUMBER, (figure) => {
    const decimals = figure.split(".")[1]?.length ?? 0;
    return intl.formatNumber(Number(figure), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: Math.abs(Number(figure)) >= 10_000,
    });
  });
}

/** A value with its unit: `9 kW`, `IP65` (no unit). */
export function formatSpec(intl: Pick<IntlShape<string>, "formatNumber">, spec: { value: string; unit: string | null }): string {
  const value = formatSpecValue(intl, spec.value);
  return spec.unit ? `${value} ${spec.unit}` : value;
}

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * The figures a product page leads with: the first specifications that are
 * one number with a unit (rated power, capacity, efficiency…), in the order
 * the catalogue lists them.
 */
export function keyFigures<Spec extends { value: string; unit: string | null }>(specs: readonly Spec[], count = 4): Spec[] {
  return specs.filter((spec) => spec.unit !== null && PLAIN_NUMBER.test(spec.value.trim())).slice(0, count);
}

const TAGS = /<[^>]*>/g;
const plainText = (html: string): string =>
  html
    .replace(TAGS, "")
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * A product description without the tables that only repeat specifications
 * (every row's label is a specification's name), with the heading over
 * them: the page shows each figure once, from the specifications.
 */
export function withoutSpecificationTables(html: string, specNames: readonly string[]): string {
  const names = new Set(specNames.map(plainText));
  return html.replace(
    /(<h[2-6]\b[^>]*>(?:(?!<\/h[2-6]>)[\s\S])*<\/h[2-6]>\s*)?<table\b[^>]*>([\s\S]*?)<\/table>/g,
    (table: string, _heading: string | undefined, body: string) => {
      const labels = [...body.matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/g)].map((match) => plainText(match[1] ?? ""));
      return labels.length > 0 && labels.every((label) => names.has(label)) ? "" : table;
    },
  );
}

/** A file size in the visitor's locale: `850 kB`, `1,2 MB`. */
export function formatFileSize(intl: Pick<IntlShape<string>, "formatNumber">, bytes: number): string {
  if (bytes < 1000 * 1000) {
    return intl.formatNumber(Math.max(1, Math.round(bytes / 1000)), { style: "unit", unit: "kilobyte", unitDisplay: "short" });
  }
  return intl.formatNumber(bytes / (1000 * 1000), { style: "unit", unit: "megabyte", unitDisplay: "short", maximumFractionDigits: 1 });
}

/** A product series as a URL segment: `Aurevo Cloud` is `aurevo-cloud`. */
export function seriesSlug(series: string): string {
  return series
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What a `/product-list/{one?}/{id?}` path asks for. */
export type ProductListRequest =
  | { kind: "index" }
  | { kind: "category"; category: ProductCategorySlug }
  | { kind: "series"; category: ProductCategorySlug; series: string }
  | { kind: "legacy"; legacyId: number }
  | { kind: "unknown" };

const LEGACY_ID = /^[1-9]\d{0,9}$/;

/**
 * Reads the segments of a product-list path. A numeric last segment is a
 * product id of the old site (`/product-list/inverter/1031`, or
 * `/product-list/1031`): it resolves whatever category precedes it, since
 * old links used category names that no longer exist. Otherwise the first
 * segment is a category slug and the second a series slug.
 */
export function parseProductListPath(segments: readonly string[] = []): ProductListRequest {
  const parts = segments.map((segment) => decodeURIComponent(segment));
  if (parts.length === 0) return { kind: "index" };
  if (parts.length > 2) return { kind: "unknown" };
  const last = parts[parts.length - 1] ?? "";
  if (LEGACY_ID.test(last)) {
    const legacyId = Number(last);
    return legacyId <= 2_147_483_647 ? { kind: "legacy", legacyId } : { kind: "unknown" };
  }
  if (/^\d+$/.test(last)) return { kind: "unknown" };
  const [category = "", series] = parts;
  if (!isProductCategory(category)) return { kind: "unknown" };
  if (series === undefined) return { kind: "category", category };
  return series === seriesSlug(series) && series !== "" ? { kind: "series", category, series } : { kind: "unknown" };
}

/** The route of a category's or a series' product list. */
export function productListRoute(category: ProductCategorySlug, series?: string): string {
  return series ? `/product-list/${category}/${seriesSlug(series)}` : `/product-list/${category}`;
}

/** The downloads tab anchors (`#Brochure`), as the downloads screen and the API name them. */
export const documentAnchors: Record<DocumentType, string> = {
  datasheet: "Datasheet",
  "user-manual": "UserManual",
  brochure: "Brochure",
  manual: "Manual",
  "more-files": "MoreFiles",
};

/** The catalog id of each document type's name. */
export const documentTypeMessages = {
  datasheet: "downloads.types.datasheet",
  "user-manual": "downloads.types.userManual",
  brochure: "downloads.types.brochure",
  manual: "downloads.types.manual",
  "more-files": "downloads.types.moreFiles",
} as const satisfies Record<DocumentType, string>;

/** The catalog id of each document language's name. */
export const documentLanguageMessages = {
  english: "downloads.languages.english",
  spanish: "downloads.languages.spanish",
  burmese: "downloads.languages.burmese",
} as const satisfies Record<LanguageCode, string>;

/** A document type the downloads page has a tab for; anything else is left untyped. */
export function documentTypeOf(type: string): DocumentType | undefined {
  const parsed = documentTypeSchema.safeParse(type);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The downloads page narrowed to one product series, on a document type's
 * tab: `/downloads?type=datasheet&category=inverter&series=Helios#Datasheet`.
 * The query carries the state (it works without JavaScript); the anchor is
 * the page's own name for the tab.
 */
export function downloadsRoute(filter: { category: ProductCategorySlug; series: string }, type?: DocumentType): string {
  const query = new URLSearchParams({ ...(type ? { type } : {}), category: filter.category, series: filter.series });
  return `/downloads?${query.toString()}${type ? `#${documentAnchors[type]}` : ""}`;
}

/** The first value of a search parameter. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
