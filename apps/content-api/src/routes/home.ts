import { sql } from "drizzle-orm";
import { type LanguageCode, type SearchHit, type SearchType, faqAnchor, searchTypeSchema } from "@repo/api-client/contract";
import type { ContentFolder } from "@repo/api-client/content-files";
import { searchConfig } from "../content/importer";
import type { ContentTexts, StoredData } from "../content/stored";
import { richTextToPlain } from "@repo/api-client/rich-text";
import { keywordApart } from "@repo/api-client/search-keyword";
import { byDateDesc, hiddenFrom, readSingleton, selectBySlugs, selectItems } from "../db/content";
import type { Database } from "../db/client";
import { likePattern, rowsOf } from "../db/filters";
import { KEYWORD_ZAWGYI_THRESHOLD, toUnicodeBurmese } from "../inserts/zawgyi";
import { articleCard, caseStudy, productCard } from "../service/shape";
import { implement } from "./define";

export const getHomePageData = implement("getHomePageData", {
  summary: "The home page: hero slides, featured products, solutions and case studies, and the latest news.",
  async handle({ db, input }) {
    const { languageCode, edition } = input;
    const home = (await readSingleton(db, "home.json")) ?? {
      heroSlides: [],
      featuredProductSlugs: [],
      featuredSolutionSlugs: [],
      featuredCaseStudySlugs: [],
    };
    const [products, solutions, cases, news] = await Promise.all([
      selectBySlugs(db, "products", input, home.featuredProductSlugs),
      selectBySlugs(db, "solutions", input, home.featuredSolutionSlugs),
      selectBySlugs(db, "case-studies", input, home.featuredCaseStudySlugs),
      selectItems(db, { type: "news", languageCode, edition, orderBy: byDateDesc, limit: 3, brief: true }),
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

export const getSeoData = implement("getSeoData", {
  summary: "The SEO entry (title, description, keywords) of every route.",
  async handle({ db, input }) {
    const rows = await selectItems(db, { type: "seo", languageCode: input.languageCode, edition: undefined });
    return rows.map((row) => ({
      route: row.data.route,
      title: row.texts.title,
      description: row.texts.description,
      keywords: row.texts.keywords,
      fallback: row.fallback,
    }));
  },
});

/** Who asks: in which language, for which edition (none: the items for all editions). */
type Asker = { languageCode: LanguageCode; edition?: string | undefined };

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
 * The keyword as full-text search reads it: itself, or also with its letters and digits apart where they
 * touch or a hyphen joins them, as the texts write a capacity or a model ("5kWh" finds "5 kWh", "helios-6"
 * and "Helios6" find "Helios 6"). The two are alternatives in the query's own syntax (`or` binds looser than
 * the words it joins); substring search keeps the keyword as typed.
 */
export function fullTextQuery(keyword: string): string {
  const apart = keywordApart(keyword);
  return apart === keyword ? keyword : `${keyword} or ${apart}`;
}

/**
 * How search finds the translations matching `keyword` in `languageCode`
 * (english text for items without that translation), at most one per item,
 * with their rank: english and spanish by stemmed full-text search, every
 * language by substring, which is how Burmese, written without spaces between
 * words, is found; both ignore case and accents (`search_fold`, migration
 * 0013). The rank is `ts_rank_cd` for the visitor's language's query,
 * plus 0.5 for the keyword anywhere in the text and 1 more when it starts
 * within the first 120 characters.
 *
 * Two ways give the same hits and ranks (the tests hold them to it):
 * - a keyword of one word, which each configuration reads as one lexeme at
 *   most, is answered from the search index kept on write (migration 0011):
 *   the lexeme's entries carry each translation's rank, type and date, so the
 *   hits in the visitor's own language come ranked from the index (`primary`),
 *   a page takes the first few and the total counts entries; english
 *   fallbacks (`secondary`) look their rank up; the words containing the
 *   keyword are found among distinct words (`word_hits`) and carry where they
 *   first start. No translation is read or ranked per search;
 * - anything else (several words, a phrase, a negation, under three
 *   characters) reads the translations through their full-text and trigram
 *   indexes and ranks each match (`general_hits`).
 * `indexed: false` forces the second way. Each part gives `id, type, date,
 * language_code, fallback, rank`; `primaryLimit` keeps the primary part's best
 * few, which is all a page needs of it.
 */
function searchParts(
  { languageCode, edition }: Asker,
  keyword: string,
  types: SearchFolder[],
  { indexed = true, primaryLimit = null as number | null } = {},
) {
  const config = searchConfig[languageCode];
  const query = fullTextQuery(keyword);
  const folders = sql`${sql.param(types)}::text[]`;
  // An english translation is shown to a visitor of another language when its item has none in theirs.
  const untranslated = (item: ReturnType<typeof sql>) =>
    sql`not exists (select 1 from content_translations a where a.item_id = ${item} and a.language_code = ${languageCode})`;
  // The items this edition is not shown, few: every part leaves them out by a hashed list.
  const shown = (item: ReturnType<typeof sql>) => sql`${item} not in (select id from hidden)`;
  return sql`
    hidden as materialized (${hiddenFrom(edition)}),
    asked as materialized (
      select websearch_to_tsquery(${searchConfig.english}::regconfig, ${query}) as en_query,
        websearch_to_tsquery(${searchConfig.spanish}::regconfig, ${query}) as es_query,
        websearch_to_tsquery(${config}::regconfig, ${query}) as own_query,
        search_fold(${keyword}) as folded, search_fold(${likePattern(keyword)}) as pattern),
    lookup as materialized (
      select en_query, es_query, own_query, folded, pattern, en[1] as en, es[1] as es, own[1] as own,
        -- The visitor's own language's translations are full-text matched on the visitor's lexeme (none for Burmese).
        case ${languageCode} when 'english' then 'english' when 'spanish' then 'spanish' end::language_code as primary_language,
        case ${languageCode} when 'english' then en[1] when 'spanish' then es[1] end as primary_lexeme,
        ${indexed} and en is not null and es is not null and own is not null
          and folded !~ '\\s' and char_length(folded) between 3 and 200 as indexed
      from asked, search_query_lexemes(en_query) en, search_query_lexemes(es_query) es, search_query_lexemes(own_query) own),
    words as materialized (
      select i.item_id, i.language_code, i.item_type, i.item_date, min(i.first_at + strpos(i.word, l.folded) - 1) as at
      from lookup l join search_words w on w.word like l.pattern
      join search_word_items i on i.word = w.word and i.item_type = any(${folders}) and i.language_code in (${languageCode}, 'english')
      where l.indexed and (i.language_code = ${languageCode} or ${untranslated(sql`i.item_id`)}) and ${shown(sql`i.item_id`)}
      group by 1, 2, 3, 4),
    word_hits as materialized (
      select w.item_id as id, w.item_type as type, w.item_date as date, w.language_code, (w.language_code <> ${languageCode}) as fallback,
        coalesce((select e.rank from search_lexemes e where e.item_id = w.item_id and e.language_code = w.language_code
          and e.lexeme = l.own), 0) + case when w.at <= 120 then 1.5 else 0.5 end as rank,
        -- Whether the primary part holds it too (its total counts every entry of the visitor's lexeme).
        exists (select 1 from search_lexemes m where m.item_id = w.item_id and m.language_code = w.language_code
          and m.lexeme = l.primary_lexeme and w.language_code = l.primary_language) as in_primary
      from lookup l cross join words w),
    primary_hits as (
      select s.item_id as id, s.item_type as type, s.item_date as date, s.language_code, false as fallback, s.rank::float8 as rank
      -- Read in the index's order up to the page's end (one table and values computed once, so the planner
      -- keeps that order), skipping other types and the hits the words part ranks.
      from search_lexemes s
      where (select indexed from lookup) and s.lexeme = (select primary_lexeme from lookup)
        and s.language_code = (select primary_language from lookup)
        and array[s.item_type] <@ ${folders} and (s.item_id, s.language_code) not in (select item_id, language_code from words)
        and ${shown(sql`s.item_id`)}
      -- (Every hit, for counts, needs no order.)
      ${primaryLimit === null ? sql`` : sql`order by s.rank desc nulls last, s.item_date desc nulls last, s.item_id limit ${primaryLimit}`}),
    secondary_hits as materialized (
      select s.item_id as id, s.item_type as type, s.item_date as date, s.language_code, true as fallback,
        coalesce((select e.rank from search_lexemes e where e.item_id = s.item_id and e.language_code = 'english'
          and e.lexeme = l.own), 0)::float8 as rank
      from lookup l join search_lexemes s on s.lexeme = l.en and s.language_code = 'english' and s.item_type = any(${folders})
      where l.indexed and ${languageCode} <> 'english' and ${untranslated(sql`s.item_id`)} and ${shown(sql`s.item_id`)}
        -- (A hashed list, never a join the planner may loop over.)
        and (s.item_id, s.language_code) not in (select item_id, language_code from words)),
    general_hits as (
      select t.item_id as id, t.item_type as type, t.item_date as date, t.language_code, (t.language_code <> ${languageCode}) as fallback,
        ts_rank_cd(t.search_vector, (select own_query from lookup))
          + case when t.search_folded not like (select pattern from lookup) then 0
              when strpos(left(t.search_folded, 119 + length((select folded from lookup))), (select folded from lookup)) between 1 and 120 then 1.5
              else 0.5 end as rank
      from content_translations t
      where not (select indexed from lookup)
        and t.item_type = any(${folders}) and (t.language_code = ${languageCode} or (t.language_code = 'english' and ${untranslated(sql`t.item_id`)}))
        and ${shown(sql`t.item_id`)}
        and ((t.language_code = 'english' and t.search_vector @@ (select en_query from lookup))
          or (t.language_code = 'spanish' and t.search_vector @@ (select es_query from lookup))
          or t.search_folded like (select pattern from lookup))),
    indexed_total as (
      select (select count(*) from lookup l join search_lexemes s on s.lexeme = l.primary_lexeme
          and s.language_code = l.primary_language and s.item_type = any(${folders}) where l.indexed and ${shown(sql`s.item_id`)})
        + (select count(*) from secondary_hits) + (select count(*) from word_hits where not in_primary) as total)`;
}

/** Every hit of `keyword` (see `searchParts`): `id, type, date, language_code, fallback, rank`. */
export function matches(asker: Asker, keyword: string, types: SearchFolder[], { indexed = true } = {}) {
  return sql`
    with ${searchParts(asker, keyword, types, { indexed })}
    select * from primary_hits union all select * from secondary_hits
    union all select id, type, date, language_code, fallback, rank from word_hits
    union all select * from general_hits`;
}

/** One page of hits, best first, with the total: from the index's ranked entries, or from ranking every match. */
export function searchPage(asker: Asker, keyword: string, types: SearchFolder[], pageSize: number, offset: number, { indexed = true } = {}) {
  const order = sql`order by rank desc, date desc nulls last, id limit ${pageSize} offset ${offset}`;
  return sql`
    with ${searchParts(asker, keyword, types, { indexed, primaryLimit: offset + pageSize })},
    indexed_page as (
      select *, (select total from indexed_total)::int as total from (
        select * from primary_hits union all select * from secondary_hits
        union all select id, type, date, language_code, fallback, rank from word_hits) hit
      ${order}),
    general_page as (select *, (count(*) over ())::int as total from general_hits ${order})
    select * from indexed_page union all select * from general_page`;
}

/**
 * The keyword search looks for: a keyword typed with a Zawgyi keyboard in its Unicode form, the form every
 * text is stored in, when that finds anything; else (Unicode taken for Zawgyi, or nothing either way) the
 * keyword as typed. Statistics and pages decide alike, so their totals agree.
 */
async function searchedKeyword(db: Database, asker: Asker, keyword: string): Promise<string> {
  const unicode = toUnicodeBurmese(keyword, KEYWORD_ZAWGYI_THRESHOLD);
  if (unicode === keyword) return keyword;
  const found = await db.execute(sql`
    select exists (${matches(asker, unicode, Object.values(folderOf))}) as found`);
  return rowsOf<{ found: boolean }>(found)[0]?.found ? unicode : keyword;
}

/** How alike (pg_trgm's `similarity`, 0 to 1) a word of the texts must be to a keyword to be offered in its place. */
export const SUGGESTION_SIMILARITY = 0.4;

/** Punctuation a word of the texts may carry at either end ("off-grid," or «batería»), which a suggestion leaves out. */
const AROUND_WORD = "^[[:punct:]«»¿¡“”‘’၊။]+|[[:punct:]«»¿¡“”‘’၊။]+$";

/**
 * A word of the texts in `languageCode` (or english) spelled most like `keyword`, for a search that found nothing:
 * "baterry" → "battery", "bateriaa" → "batería", "offgrid" → "off-grid". Only for a keyword of one word, never the
 * keyword itself. Found among the words search already indexes (`search_words`, folded and trigram-indexed), then
 * written with its accents as a text of the visitor's language writes it, in lower case, without the punctuation
 * around it.
 */
export async function suggestionFor(db: Database, { languageCode, edition }: Asker, keyword: string): Promise<string | null> {
  if (/\s/.test(keyword) || [...keyword].length < 3 || [...keyword].length > 40) return null;
  // A word only items of other editions hold would find nothing here: it is never offered.
  const result = await db.execute(sql`
    with hidden as materialized (${hiddenFrom(edition)}),
    asked as materialized (select search_fold(${keyword}) as folded),
    alike as (
      select w.word as indexed, regexp_replace(w.word, ${AROUND_WORD}, '', 'g') as word, similarity(w.word, a.folded) as score
      from asked a join search_words w on w.word % a.folded
      where exists (select 1 from search_word_items i where i.word = w.word and i.language_code in (${languageCode}, 'english')
        and i.item_id not in (select id from hidden))),
    best as (
      select indexed, word from alike, asked
      where score >= ${SUGGESTION_SIMILARITY} and word <> '' and word <> asked.folded
      order by score desc, char_length(word), word limit 1),
    written as (
      -- Where the folded text holds the word, the text itself holds it as written (folding keeps lengths but for a
      -- few ligatures, which the check below catches).
      select b.word, lower(regexp_replace(substr(t.search_text, i.first_at, char_length(b.indexed)), ${AROUND_WORD}, '', 'g')) as text
      from best b
      left join lateral (
        select i.item_id, i.language_code, i.first_at from search_word_items i
        where i.word = b.indexed and i.language_code in (${languageCode}, 'english') and i.item_id not in (select id from hidden)
        order by (i.language_code = ${languageCode}) desc, i.item_id limit 1) i on true
      left join content_translations t on t.item_id = i.item_id and t.language_code = i.language_code)
    select case when search_fold(text) = word then text else word end as word from written`);
  return rowsOf<{ word: string }>(result)[0]?.word ?? null;
}

export const searchStatistics = implement("searchStatistics", {
  summary: "How many search hits a keyword has in each content type, and in all; for none, a word spelled like it that the texts hold.",
  async handle({ db, input }) {
    const keyword = await searchedKeyword(db, input, input.keyword);
    const result = await db.execute(sql`
      with hits as (${matches(input, keyword, Object.values(folderOf))})
      select type, count(*)::int as count from hits group by type`);
    const counts = new Map(rowsOf<{ type: string; count: number }>(result).map((row) => [row.type, Number(row.count)]));
    const list = searchTypeSchema.options.map((type) => ({ type, count: counts.get(folderOf[type]) ?? 0 }));
    const total = list.reduce((sum, entry) => sum + entry.count, 0);
    const suggestion = total === 0 ? await suggestionFor(db, input, keyword) : null;
    return { keyword: input.keyword, total, counts: list, suggestion };
  },
});

export const searchByType = implement("searchByType", {
  summary: "One page of search hits, best first, in one content type or all.",
  async handle({ db, input }) {
    const types = input.type ? [folderOf[input.type]] : Object.values(folderOf);
    const offset = (input.pageNum - 1) * input.pageSize;
    const keyword = await searchedKeyword(db, input, input.keyword);
    // Keep one page of hits, and only then read that page's items and texts.
    const result = await db.execute(sql`
      with page as (${searchPage(input, keyword, types, input.pageSize, offset)})
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
        with hits as (${matches(input, keyword, types)}) select count(*)::int as total from hits`);
      total = Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
    }
    return { list: rows.map(hitOf), total };
  },
});
