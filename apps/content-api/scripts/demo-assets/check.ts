/**
 * A quick offline check of the catalogue folders of the demo content, without a
 * database: every file parses, matches its contract schema, is named after its
 * slug, refers only to files and slugs that exist, and (for documents) points
 * at a real PDF.
 *
 *   pnpm --filter @repo/content-api exec tsx scripts/demo-assets/check.ts
 */
import { access, readFile, readdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { contentFolders, type ContentFolder } from "@repo/api-client/content-files";

const contentRoot = join(dirname(fileURLToPath(import.meta.url)), "../../content");
const folders: ContentFolder[] = [
  "product-categories",
  "products",
  "solutions",
  "case-categories",
  "case-studies",
  "documents",
  "videos",
];
const fileKeys = ["image", "icon", "file", "thumbnail"] as const;

const problems: string[] = [];
const slugs = new Map<string, Set<string>>();
const items: { folder: ContentFolder; name: string; item: Record<string, unknown> }[] = [];

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

for (const folder of folders) {
  const names = (await readdir(join(contentRoot, folder))).filter((n) => n.endsWith(".json")).sort();
  slugs.set(folder, new Set(names.map((n) => n.slice(0, -5))));
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
    const files = [
      ...fileKeys.map((key) => item[key]).filter((v): v is string => typeof v === "string"),
      ...(Array.isArray(item.images) ? (item.images as string[]) : []),
    ];
    for (const file of files) {
      if (!(await exists(join(contentRoot, "files", file)))) problems.push(`${where}: missing file files/${file}`);
    }
    if (folder === "documents" && typeof item.file === "string" && (await exists(join(contentRoot, "files", item.file)))) {
      const head = (await readFile(join(contentRoot, "files", item.file))).subarray(0, 5).toString("latin1");
      if (head !== "%PDF-") problems.push(`${where}: files/${item.file} is not a PDF`);
    }
    items.push({ folder, name, item });
  }
}

const refs: Partial<Record<ContentFolder, [string, string][]>> = {
  products: [["category", "product-categories"], ["relatedSlugs", "products"]],
  solutions: [["productSlugs", "products"]],
  "case-studies": [["category", "case-categories"], ["productSlugs", "products"]],
  documents: [["productSlugs", "products"]],
  videos: [["productSlug", "products"], ["category", "product-categories"]],
};
for (const { folder, name, item } of items) {
  for (const [field, target] of refs[folder] ?? []) {
    const value = item[field];
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    for (const slug of values) {
      if (!slugs.get(target)?.has(String(slug))) problems.push(`${folder}/${name}: ${field} "${String(slug)}" is not in ${target}/`);
    }
  }
}

const counts = folders.map((f) => `${f} ${slugs.get(f)?.size ?? 0}`).join(", ");
const untranslated = items
  .filter(({ item }) => {
    const t = item.translations as Record<string, unknown>;
    return !t.spanish || !t.burmese;
  })
  .map(({ folder, name, item }) => {
    const t = item.translations as Record<string, unknown>;
    const missing = ["spanish", "burmese"].filter((l) => !t[l]).join(" and ");
    return `${folder}/${name} (no ${missing})`;
  });
console.log(counts);
console.log(`without a full set of translations: ${untranslated.join(", ") || "none"}`);
if (problems.length) {
  console.error(problems.join("\n"));
  process.exitCode = 1;
} else {
  console.log("all catalogue files are valid");
}
