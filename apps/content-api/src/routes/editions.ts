import { and, asc, eq } from "drizzle-orm";
import type { EditionSettings, EditionSummary, LanguageCode } from "@repo/api-client/contract";
import { findEdition, siteUrlOf, type SiteUrlEnv } from "@repo/config/editions";
import type { ContentTexts, StoredData } from "../content/stored";
import type { Database } from "../db/client";
import { contentItems, contentTranslations } from "../db/schema";
import { NotFoundError, implement } from "./define";

type EditionData = StoredData<"editions">;
type EditionTexts = ContentTexts<"editions">;

/**
 * An edition's public origin as the sites link to it: `SITE_URL_<ID>` when set;
 * in development the local port of an edition the code knows (so the links
 * work under `pnpm start`); otherwise the URL its settings give.
 */
function urlOf(id: string, data: EditionData, env: SiteUrlEnv): string {
  const known = findEdition(id);
  if (known) return siteUrlOf({ id, url: data.url, port: known.port }, env);
  // An edition the code does not know has no local port: its own URL, unless overridden.
  return siteUrlOf({ id, url: data.url, port: 0 }, { ...env, NODE_ENV: "production" });
}

function summaryOf(id: string, data: EditionData, env: SiteUrlEnv): EditionSummary {
  return {
    id,
    name: data.name,
    img: data.img,
    url: urlOf(id, data, env),
    languages: data.languages,
    hreflang: data.hreflang,
    region: data.hreflang.split("-")[1] ?? null,
  };
}

/** Every stored edition, in the menus' order. */
export async function readEditions(db: Database, env: SiteUrlEnv): Promise<EditionSummary[]> {
  const rows = await db
    .select({ slug: contentItems.slug, data: contentItems.data })
    .from(contentItems)
    .where(eq(contentItems.type, "editions"))
    .orderBy(asc(contentItems.sortOrder), asc(contentItems.slug));
  return rows.map((row) => summaryOf(row.slug, row.data as EditionData, env));
}

/** Edition `id`'s settings in `languageCode`, or english marked `fallback` when it offers no such texts; null when there is no such edition. */
export async function readEditionSettings(
  db: Database,
  id: string,
  languageCode: LanguageCode,
  env: SiteUrlEnv,
): Promise<EditionSettings | null> {
  const [item] = await db
    .select({ id: contentItems.id, data: contentItems.data })
    .from(contentItems)
    .where(and(eq(contentItems.type, "editions"), eq(contentItems.slug, id)));
  if (!item) return null;
  const data = item.data as EditionData;
  const rows = await db
    .select({ languageCode: contentTranslations.languageCode, texts: contentTranslations.texts })
    .from(contentTranslations)
    .where(eq(contentTranslations.itemId, item.id));
  const offered = data.languages.includes(languageCode) ? rows.find((row) => row.languageCode === languageCode) : undefined;
  const chosen = offered ?? rows.find((row) => row.languageCode === "english");
  // The import refuses an edition without english texts; a row lost since is the store's fault, not the caller's.
  if (!chosen) throw new Error(`Edition ${id} has no english texts`);
  const texts = chosen.texts as EditionTexts;
  return {
    ...summaryOf(id, data, env),
    languageCode: chosen.languageCode,
    fallback: !offered,
    claims: texts.claims,
    about: texts.about,
    company: { title: data.company.title, address: texts.companyAddress, email: data.company.email, phone: data.company.phone },
    offices: data.offices.flatMap((office) => {
      const local = texts.offices[office.key];
      return local
        ? [{ title: local.title, address: local.address, email: office.email, phone: office.phone, latitude: office.latitude, longitude: office.longitude }]
        : [];
    }),
    socialLinks: data.socialLinks,
    applications: data.applications.flatMap((application) => {
      const local = texts.applications[application.key];
      return local ? [{ img: application.img, title: local.title, content: local.content }] : [];
    }),
    footerColumns: texts.footerColumns ?? [],
  };
}

export const getEditionList = implement("getEditionList", {
  summary: "Every edition: its name, flag, public URL, languages and hreflang, in the country menus' order.",
  async handle({ db, siteUrls }) {
    return readEditions(db, siteUrls);
  },
});

export const getEditionSettings = implement("getEditionSettings", {
  summary:
    "One edition's settings in the asked language: claims, about text and application blocks, offices with their position, company, social links and footer columns.",
  async handle({ db, input, siteUrls }) {
    const settings = await readEditionSettings(db, input.id, input.languageCode, siteUrls);
    if (!settings) throw new NotFoundError(`No edition "${input.id}"`);
    return settings;
  },
});
