import { type ContentTag, contentTags } from "@repo/api-client/contract";
import { type ContentFolder, type ContentSingleton, contentFolders } from "@repo/api-client/content-files";
import type { Database } from "../db/client";
import { contentChanges } from "../db/schema";

/**
 * The tags a changed content file touches: its own kind, and every other kind
 * whose pages show it (the home page features products, solutions, case
 * studies and the latest news and events; a product page lists its documents
 * and case studies; a blog file carries its comments).
 */
export const tagsOfSource = {
  "product-categories": ["products", "home", "documents", "navigation"],
  products: ["products", "home", "documents", "case-studies"],
  solutions: ["solutions", "home"],
  "case-categories": ["case-studies"],
  "case-studies": ["case-studies", "products", "home"],
  documents: ["documents", "products"],
  news: ["news", "home"],
  blogs: ["blogs", "comments", "home"],
  events: ["events", "home"],
  webinars: ["webinars", "home"],
  videos: ["videos", "home"],
  "faq-categories": ["faq"],
  faqs: ["faq"],
  "warranty-categories": ["warranty"],
  warranties: ["warranty"],
  seo: ["seo"],
  editions: ["editions"],
  "navigation.json": ["navigation"],
  "webinar-options.json": ["webinars"],
  "home.json": ["home"],
} as const satisfies Record<ContentFolder | ContentSingleton, readonly ContentTag[]>;

const folders = new Set<string>(Object.keys(contentFolders));

/** The tags a list of changed content files touches (`news/solar-week.json`, `home.json`), each once, in the contract's order. */
export function tagsOfFiles(files: readonly string[]): ContentTag[] {
  const touched = new Set<ContentTag>();
  for (const file of files) {
    const [first = ""] = file.split("/");
    const source = (folders.has(first) ? first : file) as keyof typeof tagsOfSource;
    for (const tag of tagsOfSource[source] ?? []) touched.add(tag);
  }
  return contentTags.filter((tag) => touched.has(tag));
}

/**
 * Records a change to what the sites show, for the announcer to tell every
 * edition. Written with the change (inside its transaction when it has one),
 * so it is never lost and never waits on an edition.
 */
export async function recordChange(db: Pick<Database, "insert">, tags: readonly ContentTag[], now = Date.now()): Promise<void> {
  if (tags.length === 0) return;
  await db.insert(contentChanges).values({ tags: [...new Set(tags)], createdAt: now });
}
