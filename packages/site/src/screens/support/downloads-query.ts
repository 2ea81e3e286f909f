import type { DocumentType, LanguageCode, ProductCategorySlug } from "@repo/api-client/contract";
import type { DownloadFilterView } from "@repo/api-client/downloads";

/** The downloads tabs in SPEC §2 order, with the page anchor each opens by (`#Brochure`). */
export const documentTabs = [
  { type: "datasheet", anchor: "Datasheet", message: "downloads.types.datasheet" },
  { type: "user-manual", anchor: "UserManual", message: "downloads.types.userManual" },
  { type: "brochure", anchor: "Brochure", message: "downloads.types.brochure" },
  { type: "manual", anchor: "Manual", message: "downloads.types.manual" },
  { type: "more-files", anchor: "MoreFiles", message: "downloads.types.moreFiles" },
] as const satisfies readonly { type: DocumentType; anchor: string; message: string }[];

export const documentLanguages = ["english", "spanish", "burmese"] as const satisfies readonly LanguageCode[];

/** Documents per page of a tab. */
export const DOWNLOADS_PAGE_SIZE = 20;

/** What the downloads URL says: the tab, the three filters and the page. */
export interface DownloadsState {
  type: DocumentType;
  category?: ProductCategorySlug;
  series?: string;
  language?: LanguageCode;
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value) || undefined;

/**
 * The state of the downloads page from its query string. Unknown values are
 * dropped rather than refused: an old or hand-edited link still shows
 * documents. A series is kept only inside its chosen product type, since the
 * form offers only that type's series.
 */
export function parseDownloadsState(params: SearchParams, filters: readonly DownloadFilterView[]): DownloadsState {
  const tab = documentTabs.find((candidate) => candidate.type === first(params.type)) ?? documentTabs[0];
  const category = filters.find((candidate) => candidate.id === first(params.category));
  const seriesParam = first(params.series);
  const seriesPool = category ? category.series : filters.flatMap((candidate) => candidate.series);
  const series = seriesParam && seriesPool.includes(seriesParam) ? seriesParam : undefined;
  const language = documentLanguages.find((candidate) => candidate === first(params.language));
  const page = Number(first(params.page));
  return {
    type: tab.type,
    ...(category ? { category: category.id } : {}),
    ...(series ? { series } : {}),
    ...(language ? { language } : {}),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a state (`?type=brochure&category=battery`), empty values left out, page 1 implied. */
export function downloadsSearch(state: Partial<DownloadsState>): string {
  const query = new URLSearchParams();
  if (state.type) query.set("type", state.type);
  if (state.category) query.set("category", state.category);
  if (state.series) query.set("series", state.series);
  if (state.language) query.set("language", state.language);
  if (state.page && state.page > 1) query.set("page", String(state.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The tab an anchor names, forgiving case and spaces (`#brochure`, `#User%20Manual`). */
export function tabForAnchor(hash: string): (typeof documentTabs)[number] | undefined {
  let anchor = hash.replace(/^#/, "");
  try {
    anchor = decodeURIComponent(anchor);
  } catch {
    // A malformed escape is matched as written.
  }
  const key = anchor.replace(/[\s_-]+/g, "").toLowerCase();
  return documentTabs.find((tab) => tab.anchor.toLowerCase() === key);
}
