import { asc, eq, sql } from "drizzle-orm";
import type { LanguageCode } from "@repo/api-client/contract";
import type { SingletonFile } from "../content/stored";
import type { Database } from "../db/client";
import { bySortOrder, contentItems, pageOf, readSingleton, selectItems, selectPage } from "../db/content";
import { html, nowSeconds, webinarItem } from "../service/shape";
import { NotFoundError, implement } from "./define";

/** Categories of `categoryType` in order, each with its entries of `type`; empty categories are left out. */
async function groupedByCategory<K extends "faqs" | "warranties">(
  db: Database,
  { languageCode, edition }: { languageCode: LanguageCode; edition?: string | undefined },
  categoryType: "faq-categories" | "warranty-categories",
  type: K,
  only: string | undefined,
) {
  const [categories, entries] = await Promise.all([
    selectItems(db, {
      type: categoryType,
      languageCode,
      edition: undefined,
      where: [only ? eq(contentItems.slug, only) : undefined],
    }),
    selectItems(db, {
      type,
      languageCode,
      edition,
      category: only || undefined,
      orderBy: bySortOrder,
    }),
  ]);
  if (only && categories.length === 0) throw new NotFoundError(`No category ${only}`);
  return categories.map((category) => ({
    id: category.slug,
    name: category.texts.name,
    entries: entries.filter((entry) => entry.category === category.slug),
  }));
}

export const getFaqListByCategoryList = implement("getFaqListByCategoryList", {
  summary: "FAQ categories in order, each with its questions and answers; `category` narrows to one.",
  async handle({ db, input }) {
    const groups = await groupedByCategory(db, input, "faq-categories", "faqs", input.category);
    return groups.map(({ entries, ...category }) => ({
      ...category,
      list: entries.map((faq) => ({
        id: faq.slug,
        question: faq.texts.question,
        answerHtml: html(faq.texts.answerHtml),
        fallback: faq.fallback,
      })),
    }));
  },
});

export const getWarrantyListByCategoryList = implement("getWarrantyListByCategoryList", {
  summary: "Warranty categories in order, each with its entries and the PDF of the full terms where published.",
  async handle({ db, input }) {
    const groups = await groupedByCategory(
      db,
      input,
      "warranty-categories",
      "warranties",
      input.category,
    );
    return groups.map(({ entries, ...category }) => ({
      ...category,
      list: entries.map((warranty) => ({
        id: warranty.slug,
        title: warranty.texts.title,
        bodyHtml: html(warranty.texts.bodyHtml),
        file: warranty.data.file ?? null,
        fallback: warranty.fallback,
      })),
    }));
  },
});

/** A webinar is upcoming until it ends. */
const endsAt = sql`(${contentItems.date} + (${contentItems.data} ->> 'durationMinutes')::int * 60)`;

export const getWebinarList = implement("getWebinarList", {
  summary: "Webinars: upcoming ones soonest first, then past ones latest first; `id` answers one, `status` keeps one kind.",
  async handle({ db, input }) {
    const now = nowSeconds();
    const { rows, total } = await selectPage(db, {
      type: "webinars",
      languageCode: input.languageCode,
      edition: input.edition,
      where: [
        input.id ? eq(contentItems.slug, input.id) : undefined,
        input.status === "upcoming" ? sql`${endsAt} > ${now}` : undefined,
        input.status === "past" ? sql`${endsAt} <= ${now}` : undefined,
      ],
      orderBy: [
        sql`(${endsAt} <= ${now})`,
        sql`case when ${endsAt} > ${now} then ${contentItems.date} else -${contentItems.date} end`,
        asc(contentItems.id),
      ],
      ...pageOf(input.pageNum, input.pageSize),
    });
    if (input.id && rows.length === 0) throw new NotFoundError(`No webinar ${input.id}`);
    return { list: rows.map((row) => webinarItem(row, now)), total };
  },
});

type WebinarOptions = SingletonFile<"webinar-options.json">;

export const getWebinarOptionList = implement("getWebinarOptionList", {
  summary: "The webinar registration form's choices: relationships with the company and countries, labelled.",
  async handle({ db, input }) {
    const options = (await readSingleton(db, "webinar-options.json")) ?? { relationships: [], countries: [] };
    const label = (translations: WebinarOptions["countries"][number]["translations"]) =>
      (translations[input.languageCode] ?? translations.english).label;
    return {
      relationships: options.relationships.map((option) => ({ value: option.value, label: label(option.translations) })),
      countries: options.countries
        .map((country) => ({ code: country.code, label: label(country.translations) }))
        .sort((a, b) => a.label.localeCompare(b.label, input.languageCode === "spanish" ? "es" : "en")),
    };
  },
});
