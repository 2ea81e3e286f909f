/**
 * Prints the full warranty terms as PDF files under `content/files/warranties/`, composed from the
 * english text of the warranty entries themselves, so the downloadable terms never drift from what
 * the warranty page shows. Uses the system Chromium.
 * Run: `pnpm --filter @repo/content-api exec tsx scripts/demo-assets-editorial/warranty-pdfs.ts`
 */
import { mkdir, readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

type Entry = { slug: string; category: string; sortOrder: number; translations: { english: { title: string; bodyHtml: string } } };
type Category = { slug: string; sortOrder: number; translations: { english: { name: string } } };

const content = join(dirname(fileURLToPath(import.meta.url)), "../../content");

const documents = [
  { file: "warranties/aurevo-limited-warranty.pdf", title: "Aurevo Limited Warranty — residential products", categories: ["terms", "registration", "claims", "coverage-batteries", "coverage-inverters"] },
  { file: "warranties/aurevo-commercial-warranty.pdf", title: "Aurevo Limited Warranty — commercial systems", categories: ["terms", "claims", "coverage-commercial"] },
];

async function readAll<T>(folder: string): Promise<T[]> {
  const dir = join(content, folder);
  const names = (await readdir(dir)).filter((name) => name.endsWith(".json"));
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), "utf8")) as T));
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

async function main(): Promise<void> {
  const entries = await readAll<Entry>("warranties");
  const categories = (await readAll<Category>("warranty-categories")).sort((a, b) => a.sortOrder - b.sortOrder);
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const page = await browser.newPage();
    for (const document of documents) {
      const sections = categories
        .filter((category) => document.categories.includes(category.slug))
        .map((category) => {
          const items = entries
            .filter((entry) => entry.category === category.slug)
            .sort((a, b) => a.sortOrder - b.sortOrder)
            .map((entry) => `<h3>${escape(entry.translations.english.title)}</h3>${entry.translations.english.bodyHtml}`)
            .join("");
          return `<h2>${escape(category.translations.english.name)}</h2>${items}`;
        })
        .join("");
      await page.setContent(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(document.title)}</title>
<style>body{font:10.5pt/1.5 sans-serif;color:#1b2b48;margin:0}h1{font-size:20pt;margin:0 0 4pt}h2{font-size:13pt;border-bottom:1.5pt solid #1c7ed6;padding-bottom:2pt;margin-top:18pt}h3{font-size:11pt;margin:12pt 0 2pt}p.meta{color:#555;margin:0 0 12pt}a{color:#1864ab}</style></head>
<body><h1>${escape(document.title)}</h1><p class="meta">Aurevo · Revision 2026-01 · Applies to products commissioned from 1 January 2026</p>${sections}
<p class="meta" style="margin-top:24pt">Questions: warranty@example.com</p></body></html>`);
      const target = join(content, "files", document.file);
      await mkdir(dirname(target), { recursive: true });
      await page.pdf({ path: target, format: "A4", margin: { top: "18mm", bottom: "18mm", left: "18mm", right: "18mm" }, tagged: true });
      console.log(document.file);
    }
  } finally {
    await browser.close();
  }
}

await main();
