/**
 * An offline check of the editorial folders of the demo content, without a database: every file
 * parses, matches its contract schema and is named after its slug; referenced files exist and
 * images stay small; rich text keeps to the FORMAT.md subset; burmese text is in Myanmar script;
 * links to products, solutions, blogs and news point at items that exist; every SPEC §2 route has
 * an SEO entry; and the home page features slugs that exist.
 *
 *   pnpm --filter @repo/content-api exec tsx scripts/demo-assets-editorial/check.ts
 */
import { access, readFile, readdir, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { contentFolders, contentSingletons, type ContentFolder } from "@repo/api-client/content-files";

const contentRoot = join(dirname(fileURLToPath(import.meta.url)), "../../content");
const folders: ContentFolder[] = ["news", "blogs", "events", "webinars", "faq-categories", "faqs", "warranty-categories", "warranties", "seo"];
const imageBudget = 40 * 1024;
const allowedTags = new Set(["p", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "strong", "em", "a", "img", "table", "thead", "tbody", "tr", "th", "td", "blockquote", "br"]);
const allowedAttributes: Record<string, string[]> = { a: ["href"], img: ["src", "alt"] };
const myanmarScript = /[\u1000-\u109f]/;
const routes = ["/", "/case-study", "/downloads", "/about/blogs", "/about/company", "/about/contact", "/about/event", "/about/news", "/support/faq", "/support/videoList", "/support/warranty", "/support/webinar", "/products", "/search", "/solutions", "/product-list"];
const linkTargets: Record<string, string> = { products: "products", solutions: "solutions", "about/blogs": "blogs", "about/news": "news", "about/event": "events", "support/webinar": "webinars" };

const problems: string[] = [];
const items: { folder: ContentFolder; name: string; item: Record<string, unknown> }[] = [];

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

async function slugsOf(folder: string): Promise<Set<string>> {
  const names = await readdir(join(contentRoot, folder)).catch(() => [] as string[]);
  return new Set(names.filter((n) => n.endsWith(".json")).map((n) => n.slice(0, -5)));
}

async function checkFile(where: string, file: string): Promise<void> {
  const path = join(contentRoot, "files", file);
  if (!(await exists(path))) {
    problems.push(`${where}: missing file files/${file}`);
    return;
  }
  if (/\.(webp|svg)$/.test(file) && (await stat(path)).size > imageBudget) problems.push(`${where}: files/${file} is over 40 KB`);
  if (file.endsWith(".pdf") && (await readFile(path)).subarray(0, 5).toString("latin1") !== "%PDF-") problems.push(`${where}: files/${file} is not a PDF`);
}

function checkHtml(where: string, html: string): void {
  for (const match of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    const tag = (match[1] ?? "").toLowerCase();
    if (!allowedTags.has(tag)) problems.push(`${where}: <${tag}> is outside the rich-text subset`);
    for (const attribute of (match[2] ?? "").matchAll(/([a-zA-Z-]+)=/g)) {
      if (!allowedAttributes[tag]?.includes(attribute[1] ?? "")) problems.push(`${where}: attribute ${attribute[1]} on <${tag}> would be stripped`);
    }
  }
}

function checkTranslations(where: string, translations: Record<string, Record<string, unknown>>): void {
  for (const [language, fields] of Object.entries(translations)) {
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value !== "string") continue;
      if (key.endsWith("Html")) checkHtml(`${where} ${language}.${key}`, value);
      if (language === "burmese" && key !== "keywords" && !myanmarScript.test(value)) problems.push(`${where}: burmese.${key} has no Myanmar script`);
    }
  }
}

for (const folder of folders) {
  const names = (await readdir(join(contentRoot, folder))).filter((n) => n.endsWith(".json")).sort();
  for (const name of names) {
    const where = `${folder}/${name}`;
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(join(contentRoot, folder, name), "utf8"));
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
      continue;
    }
    const parsed = contentFolders[folder].safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${where}: ${issue.path.join(".")}: ${issue.message}`);
      continue;
    }
    const item = raw as Record<string, unknown>;
    if (item.slug !== name.slice(0, -5)) problems.push(`${where}: slug "${String(item.slug)}" differs from the file name`);
    for (const key of ["image", "file"]) if (typeof item[key] === "string") await checkFile(where, item[key]);
    checkTranslations(where, item.translations as Record<string, Record<string, unknown>>);
    items.push({ folder, name, item });
  }
}

const slugs = new Map<string, Set<string>>();
for (const folder of [...folders, "products", "solutions", "case-studies"]) slugs.set(folder, await slugsOf(folder));

for (const { folder, name, item } of items) {
  const where = `${folder}/${name}`;
  if (folder === "faqs" && !slugs.get("faq-categories")?.has(String(item.category))) problems.push(`${where}: category "${String(item.category)}" is not in faq-categories/`);
  if (folder === "warranties" && !slugs.get("warranty-categories")?.has(String(item.category))) problems.push(`${where}: category "${String(item.category)}" is not in warranty-categories/`);
  if (folder === "blogs") {
    for (const comment of item.comments as { createdAt: number }[]) {
      if (comment.createdAt < (item.date as number)) problems.push(`${where}: a comment is older than the post`);
    }
  }
  if (folder === "events" && (item.endDate as number) < (item.startDate as number)) problems.push(`${where}: ends before it starts`);
  for (const match of JSON.stringify(item.translations).matchAll(/href=\\"\/([a-z/]+)\/([a-z0-9-]+)\\"/g)) {
    const target = linkTargets[match[1] ?? ""];
    if (target && !slugs.get(target)?.has(match[2] ?? "")) problems.push(`${where}: link /${match[1]}/${match[2]} leads nowhere`);
  }
}

const seoRoutes = new Set(items.filter(({ folder }) => folder === "seo").map(({ item }) => item.route));
for (const route of routes) if (!seoRoutes.has(route)) problems.push(`seo/: no entry for ${route}`);

for (const where of ["home.json", "webinar-options.json"] as const) {
  const raw: unknown = JSON.parse(await readFile(join(contentRoot, where), "utf8"));
  const parsed = contentSingletons[where].safeParse(raw);
  if (!parsed.success) for (const issue of parsed.error.issues) problems.push(`${where}: ${issue.path.join(".")}: ${issue.message}`);
}
const home = JSON.parse(await readFile(join(contentRoot, "home.json"), "utf8")) as {
  heroSlides: { image: string; translations: Record<string, Record<string, unknown>> }[];
  featuredProductSlugs: string[];
  featuredSolutionSlugs: string[];
  featuredCaseStudySlugs: string[];
};
for (const slide of home.heroSlides) {
  await checkFile("home.json", slide.image);
  checkTranslations("home.json", slide.translations);
}
for (const [key, folder] of [["featuredProductSlugs", "products"], ["featuredSolutionSlugs", "solutions"], ["featuredCaseStudySlugs", "case-studies"]] as const) {
  for (const slug of home[key]) if (!slugs.get(folder)?.has(slug)) problems.push(`home.json: ${key} "${slug}" is not in ${folder}/`);
}

const counts = folders.map((f) => `${f} ${items.filter((i) => i.folder === f).length}`).join(", ");
const untranslated = items
  .filter(({ item }) => {
    const t = item.translations as Record<string, unknown>;
    return !t.spanish || !t.burmese;
  })
  .map(({ folder, name, item }) => {
    const t = item.translations as Record<string, unknown>;
    return `${folder}/${name} (no ${["spanish", "burmese"].filter((l) => !t[l]).join(" and ")})`;
  });
console.log(counts);
console.log(`without a full set of translations: ${untranslated.join(", ") || "none"}`);
if (problems.length) {
  console.error(problems.join("\n"));
  process.exitCode = 1;
} else {
  console.log("all editorial files are valid");
}
