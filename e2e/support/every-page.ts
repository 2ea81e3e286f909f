import type { APIRequestContext } from "@playwright/test";
import { editions, languagePrefixes } from "../editions";

/**
 * Pages no sitemap lists but visitors reach: a 404, searches (one misspelt, one filtered),
 * lists filtered and paged, with their forms.
 */
const extraPaths = [
  "/no-such-page",
  "/search/battery",
  "/search/battery?type=faq",
  "/search/baterry",
  "/about/news?page=2",
  "/downloads?type=brochure",
  "/products?category=battery",
];

/**
 * The HTML documents a visitor can be sent, as the server sends them, by `"<edition> <path>"`:
 * the first edition page by page, every page of its sitemap and the pages around it in the
 * languages it offers; the others differ in their content sets and menus, which home, company and contact
 * show, so those pages of theirs.
 */
export async function everyPageHtml(request: APIRequestContext): Promise<Map<string, string>> {
  const documents = new Map<string, string>();
  for (const [index, edition] of editions.entries()) {
    const origin = `http://127.0.0.1:${edition.port}`;
    const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
    const paths =
      index === 0
        ? [...listed, ...extraPaths.flatMap((path) => languagePrefixes(edition).map((prefix) => `${prefix}${path}`))]
        : listed.filter((path) => /^(\/(spanish|burmese))?(\/|\/about\/company|\/about\/contact)?$/.test(path));
    for (const path of new Set(paths)) {
      const response = await request.get(`${origin}${path}`, { headers: { "accept-language": "en" }, maxRedirects: 0 });
      if (!/^text\/html/.test(response.headers()["content-type"] ?? "")) continue;
      documents.set(`${edition.id} ${path}`, await response.text());
    }
  }
  return documents;
}
