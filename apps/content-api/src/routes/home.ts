import { sql } from "drizzle-orm";
import { type LanguageCode, type SearchHit, type SearchType, faqAnchor, getHomePageDataQuerySchema, getHomePageDataResponseSchema, getSeoDataQuerySchema, getSeoDataResponseSchema, searchByTypeQuerySchema, searchByTypeResponseSchema, searchStatisticsQuerySchema, searchStatisticsResponseSchema, searchTypeSchema } from "@repo/api-client/contract";
import type { ContentFolder } from "@repo/api-client/content-files";
import { searchConfig } from "../content/importer";
import type { ContentTexts, StoredData } from "../content/stored";
import { richTextToPlain } from "@repo/api-client/rich-text";
import { byDateDesc, readSingleton, selectBySlugs, selectItems } from "../db/content";
import { likePattern, rowsOf } from "../db/filters";
import { articleCard, caseStudy, productCard } from "../service/shape";
import { defineRoute } from "./define";

export const getHomePageData = defineRoute({
  name: "getHomePageData",
  method: "get",
  summary: "The home page: hero slides, featured products, solutions and case studies, and the latest news.",
  input: getHomePageDataQuerySchema,
  response: getHomePageDataResponseSchema,
  async handle({ db, input }) {
    const { languageCode } = input;
    const home = (await readSingleton(db, "home.json")) ?? {
      heroSlides: [],
      featuredProductSlugs: [],
      featuredSolutionSlugs: [],
      featuredCaseStudySlugs: [],
    };
    const [products, solutions, cases, news] = await Promise.all([
      selectBySlugs(db, "products", languageCode, home.featuredProductSlugs),
      selectBySlugs(db, "solutions", languageCode, home.featuredSolutionSlugs),
      selectBySlugs(db, "case-studies", languageCode, home.featuredCaseStudySlugs),
      selectItems(db, { type: "news", languageCode, orderBy: byDateDesc, limit: 3, brief: true }),
    ]);
    return {
      heroSlides: home.heroSlides.map((slide) => {
        const texts = slide.translations[languageCode] ?? slide.translations.english;
        return { image: slide.image, link: slide.link, title: texts.title, subtitle: texts.subtitle, imageAlt: texts.imageAlt };
      }),
      featuredProducts: products.map(productCard),
      featuredSolutions: solutions.map((solution) => ({
        id: solution.slug,
        title: solution.texts.title,
        description: solution.texts.description,
        explanation: solution.texts.explanation,
        image: solution.data.image,
        imageAlt: solution.texts.imageAlt,
        icon: solution.data.icon ?? null,
        fallback: solution.fallback,
      })),
      featuredCaseStudies: cases.map((row) => {
        const { bodyHtml: _bodyHtml, ...card } = caseStudy(row);
        return card;
      }),
      latestNews: news.map(articleCard),
    };
  },
});

export const getSeoData = defineRoute({
  name: "getSeoData",
  method: "get",
  summary: "The SEO entry (title, description, keywords) of every route.",
  input: getSeoDataQuerySchema,
  response: getSeoDataResponseSchema,
  async handle({ db, input }) {
    const rows = await selectItems(db, { type: "seo", languageCode: input.languageCode });
    return rows.map((row) => ({
      route: row.data.route,
      title: row.texts.title,
      description: row.texts.description,
      keywords: row.texts.keywords,
      fallback: row.fallback,
    }));
  },
});

/** Search type → the content folder it searches. */
const folderOf = {
  product: "products",
  solution: "solutions",
  "case-study": "case-studies",
  document: "documents",
  news: "news",
  blog: "blogs",
  event: "events",
  webinar: "webinars",
  video: "videos",
  faq: "faqs",
} as const satisfies Record<SearchType, ContentFolder>;
type SearchFolder = (typeof folderOf)[SearchType];

/** A search hit: an item of a searched folder with the texts it matched in (brief ones, but a FAQ's answer). */
type HitRow = {
  [K in SearchFolder]: {
    id: number;
    type: K;
    slug: string;
    data: StoredData<K>;
    texts: ContentTexts<K>;
    fallback: boolean;
    rank: number;
    total: number;
  };
}[SearchFolder];

/** The words of a document type as the downloads page anchors them (`user-manual` → `UserManual`). */
const documentAnchor = (type: string) =>
  type
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");

/** A hit's search type and the site route (without language prefix) it opens. */
function placeOf(row: HitRow): Pick<SearchHit, "type" | "route"> {
  const { slug } = row;
  switch (row.type) {
    case "products":
      return { type: "product", route: `/products/${slug}` };
    case "solutions":
      return { type: "solution", route: `/solutions/${slug}` };
    case "case-studies":
      return { type: "case-study", route: `/case-study#${slug}` };
    case "documents":
      return { type: "document", route: `/downloads#${documentAnchor(row.data.type)}` };
    case "news":
      return { type: "news", route: `/about/news/${slug}` };
    case "blogs":
      return { type: "blog", route: `/about/blogs/${slug}` };
    case "events":
      return { type: "event", route: `/about/event/${slug}` };
    case "webinars":
      return { type: "webinar", route: `/support/webinar/${slug}` };
    case "videos":
      return { type: "video", route: `/support/videoList#${slug}` };
    case "faqs":
      return { type: "faq", route: `/support/faq#${faqAnchor(slug)}` };
  }
}

/** What a hit shows of its item: a title, a summary and a picture, from the fields its type has. */
function shownOf(row: HitRow): Pick<SearchHit, "title" | "summary" | "image"> {
  switch (row.type) {
    case "products":
      return { title: row.texts.name, summary: row.texts.summary, image: row.data.images[0] ?? null };
    case "solutions":
      return { title: row.texts.title, summary: row.texts.description, image: row.data.image };
    case "documents":
      return { title: row.texts.title, summary: row.texts.description ?? "", image: null };
    case "videos":
      return { title: row.texts.title, summary: row.texts.description, image: row.data.thumbnail };
    case "faqs":
      return {
        title: row.texts.question,
        summary: row.texts.answerHtml ? richTextToPlain(row.texts.answerHtml) : "",
        image: null,
      };
    default:
      // Case studies, news, blogs, events and webinars.
      return { title: row.texts.title, summary: row.texts.summary, image: row.data.image };
  }
}

function hitOf(row: HitRow): SearchHit {
  const { type, route } = placeOf(row);
  const { title, summary, image } = shownOf(row);
  return {
    type,
    id: row.slug,
    title,
    summary: summary.length > 240 ? `${summary.slice(0, 237)}…` : summary,
    route,
    image,
    fallback: row.fallback,
  };
}

/**
 * The translations matching `keyword` in `languageCode` (english text for
 * items without that translation), at most one per item, with their rank:
 * english and spanish by stemmed full-text search, every language by
 * substring, which is how Burmese, written without spaces between words, is
 * found. The rank is `ts_rank_cd` for the visitor's language's query, plus 0.5
 * for the keyword anywhere in the text and 1 more when it starts within the
 * first 120 characters.
 *
 * Two ways give the same hits and ranks (the tests hold them to it):
 * - a keyword of one word, which each configuration reads as one lexeme at
 *   most, is answered from the search index kept on write (migration 0011):
 *   the lexeme's entries carry each translation's rank, type and date, and the
 *   words containing the keyword are found among distinct words and carry
 *   where they first start, so no translation is read or ranked per search;
 * - anything else (several words, a phrase, a negation, under three
 *   characters) reads the translations through their full-text and trigram
 *   indexes and ranks each match.
 * `indexed: false` forces the second way.
 */
export function matches(languageCode: LanguageCode, keyword: string, types: SearchFolder[], { indexed = true } = {}) {
  const config = searchConfig[languageCode];
  const folders = sql`${sql.param(types)}::text[]`;
  // The visitor's language's translation, else the english one for items without it.
  const shown = (alias: string, item: string) => sql`(${sql.raw(alias)}.language_code = ${languageCode}
    or (${sql.raw(alias)}.language_code = 'english' and not exists (
      select 1 from content_translations a where a.item_id = ${sql.raw(item)} and a.language_code = ${languageCode})))`;
  return sql`
    with asked as materialized (
      select search_query_lexemes(websearch_to_tsquery('english', ${keyword})) as en,
        search_query_lexemes(websearch_to_tsquery('spanish', ${keyword})) as es,
        search_query_lexemes(websearch_to_tsquery(${config}::regconfig, ${keyword})) as own,
        websearch_to_tsquery('english', ${keyword}) as en_query, websearch_to_tsquery('spanish', ${keyword}) as es_query,
        websearch_to_tsquery(${config}::regconfig, ${keyword}) as own_query,
        lower(${keyword}) as folded, lower(${likePattern(keyword)}) as pattern),
    lookup as materialized (
      select en[1] as en, es[1] as es, own[1] as own, en_query, es_query, own_query, folded, pattern,
        ${indexed} and en is not null and es is not null and own is not null
          and folded !~ '\\s' and char_length(folded) between 3 and 200 as indexed
      from asked),
    -- The index's way: the lexeme entries of english translations for the english lexeme, of spanish
    -- ones for the spanish lexeme (matches, with their rank when the visitor's lexeme is the same), of
    -- the visitor's lexeme otherwise (rank only), and the entries of words containing the keyword.
    terms as (
      select s.item_id, s.language_code, s.item_type, s.item_date, case when s.lexeme = l.own then s.rank end as rank,
        null::integer as at, true as matched
      from lookup l join search_lexemes s on s.lexeme = l.en and s.item_type = any(${folders}) and s.language_code = 'english'
      where l.indexed
      union all
      select s.item_id, s.language_code, s.item_type, s.item_date, case when s.lexeme = l.own then s.rank end, null, true
      from lookup l join search_lexemes s on s.lexeme = l.es and s.item_type = any(${folders}) and s.language_code = 'spanish'
      where l.indexed and ${languageCode} = 'spanish'
      union all
      select s.item_id, s.language_code, s.item_type, s.item_date, s.rank, null, false
      from lookup l join search_lexemes s on s.lexeme = l.own and s.item_type = any(${folders}) and s.language_code = 'english'
      where l.indexed and l.own <> l.en
      union all
      select s.item_id, s.language_code, s.item_type, s.item_date, s.rank, null, false
      from lookup l join search_lexemes s on s.lexeme = l.own and s.item_type = any(${folders}) and s.language_code = 'burmese'
      where l.indexed and ${languageCode} = 'burmese'
      union all
      select i.item_id, i.language_code, i.item_type, i.item_date, null, i.first_at + strpos(i.word, l.folded) - 1, true
      from lookup l join search_words w on w.word like l.pattern
      join search_word_items i on i.word = w.word and i.item_type = any(${folders}) and i.language_code in (${languageCode}, 'english')
      where l.indexed)
    select item_id as id, item_type as type, item_date as date, language_code,
      (language_code <> ${languageCode}) as fallback, coalesce(max(rank), 0) + case when min(at) is null then 0 when min(at) <= 120 then 1.5 else 0.5 end as rank
    -- (A translation's entries all carry its item's type and date.)
    from terms group by item_id, language_code, item_type, item_date
    having bool_or(matched) and ${shown("terms", "terms.item_id")}
    union all
    -- The translations' way.
    select t.item_id, t.item_type, t.item_date, t.language_code, (t.language_code <> ${languageCode}),
      ts_rank_cd(t.search_vector, (select own_query from lookup))
        + case when t.search_folded not like (select pattern from lookup) then 0
            when strpos(left(t.search_folded, 119 + length((select folded from lookup))), (select folded from lookup)) between 1 and 120 then 1.5
            else 0.5 end
    from content_translations t
    where not (select indexed from lookup)
      and t.item_type = any(${folders}) and ${shown("t", "t.item_id")}
      and ((t.language_code = 'english' and t.search_vector @@ (select en_query from lookup))
        or (t.language_code = 'spanish' and t.search_vector @@ (select es_query from lookup))
        or t.search_folded like (select pattern from lookup))`;
}

export const searchStatistics = defineRoute({
  name: "searchStatistics",
  method: "get",
  summary: "How many search hits a keyword has in each content type, and in all.",
  input: searchStatisticsQuerySchema,
  response: searchStatisticsResponseSchema,
  async handle({ db, input }) {
    const result = await db.execute(sql`
      with hits as (${matches(input.languageCode, input.keyword, Object.values(folderOf))})
      select type, count(*)::int as count from hits group by type`);
    const counts = new Map(rowsOf<{ type: string; count: number }>(result).map((row) => [row.type, Number(row.count)]));
    const list = searchTypeSchema.options.map((type) => ({ type, count: counts.get(folderOf[type]) ?? 0 }));
    return { keyword: input.keyword, total: list.reduce((sum, entry) => sum + entry.count, 0), counts: list };
  },
});

export const searchByType = defineRoute({
  name: "searchByType",
  method: "get",
  summary: "One page of search hits, best first, in one content type or all.",
  input: searchByTypeQuerySchema,
  response: searchByTypeResponseSchema,
  async handle({ db, input }) {
    const types = input.type ? [folderOf[input.type]] : Object.values(folderOf);
    const offset = (input.pageNum - 1) * input.pageSize;
    // Rank every hit, keep one page, and only then read that page's items and texts.
    const result = await db.execute(sql`
      with hits as (${matches(input.languageCode, input.keyword, types)}),
      page as (
        select *, (count(*) over ())::int as total from hits
        order by rank desc, date desc nulls last, id
        limit ${input.pageSize} offset ${offset})
      -- A hit shows a title and a summary: brief texts, but for FAQs, whose summary is their answer.
      select page.id, page.type, page.fallback, page.rank, page.total, ci.slug, ci.data,
        case when page.type = 'faqs' then t.texts else t.brief end as texts
      from page
      join content_items ci on ci.id = page.id
      join content_translations t on t.item_id = page.id and t.language_code = page.language_code
      order by page.rank desc, page.date desc nulls last, page.id`);
    const rows = rowsOf<HitRow>(result);
    let total = rows[0] ? Number(rows[0].total) : 0;
    if (!rows[0] && offset > 0) {
      const counted = await db.execute(sql`
        with hits as (${matches(input.languageCode, input.keyword, types)}) select count(*)::int as total from hits`);
      total = Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
    }
    return { list: rows.map(hitOf), total };
  },
});
