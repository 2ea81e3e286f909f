import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "@repo/api-client/contract";
import { createApp } from "../src/app";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportContent } from "../src/content/export";
import { importContent } from "../src/content/import";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { defaultContentDir } from "../src/paths";
import { naughtyStrings } from "./corpora";
import { scratchFilesRoot } from "./targets";

/**
 * Regional scope on the demo content as shipped: "Aurevo opens a service centre in Lagos" is for
 * nigeria only, the Myanmar engineering partner's news for burmese only, the Brisbane warehouse
 * case study for australia only, and the Voyager 700 is not sold in australia. Each edition asks as
 * itself (`edition`); a read without one answers what every edition is shown.
 */
describe("regional scope", () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const files = scratchFilesRoot();
  const LAGOS = "aurevo-opens-lagos-service-centre";
  const YANGON = "myanmar-engineering-partner-yangon";

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dataDir: null });
    await handle.migrate();
    const report = await importContent(handle.db, defaultContentDir, { storage: files.storage });
    expect(report.failed).toEqual([]);
    app = createApp({ db: handle.db, storage: files.storage, validateResponses: true });
  }, 180_000);

  afterAll(async () => {
    await handle.close();
    files.remove();
  });

  async function read<T>(path: string, query: Record<string, string | undefined>): Promise<{ status: number; data: T }> {
    const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const res = await app.request(`/api/${path}?${params}`);
    const body = (await res.json()) as { code: number; data: T };
    expect(body.code).toBe(res.status);
    return { status: res.status, data: body.data };
  }
  type Page<T = { id: string }> = { list: T[]; total: number };
  const news = (edition?: string, extra: Record<string, string> = {}) =>
    read<Page>(apiPaths.getPressReleaseListByParam, { pageSize: "100", edition, ...extra }).then((answer) => answer.data);
  const ids = (page: Page) => page.list.map((item) => item.id);

  it("lists a nigeria-only news item on nigeria's list only, and counts it there only", async () => {
    const [nigeria, australia, burmese, none] = await Promise.all([news("nigeria"), news("australia"), news("burmese"), news()]);
    expect(ids(nigeria)).toContain(LAGOS);
    expect(ids(nigeria)).not.toContain(YANGON);
    expect(ids(australia)).not.toContain(LAGOS);
    expect(ids(australia)).not.toContain(YANGON);
    expect(ids(burmese)).toContain(YANGON);
    expect(ids(burmese)).not.toContain(LAGOS);
    // The totals come from the counts kept on write; each is what its list holds.
    for (const page of [nigeria, australia, burmese, none]) expect(page.total).toBe(page.list.length);
    expect(nigeria.total).toBe(australia.total + 1);
    expect(none.total).toBe(australia.total);
    // Paged: the total of a page past the first is the edition's too.
    const second = await read<Page>(apiPaths.getPressReleaseListByParam, { pageSize: "5", pageNum: "2", edition: "australia" });
    expect(second.data.total).toBe(australia.total);
    // A keyword filter counts on read, scoped alike.
    expect(ids(await news("nigeria", { keyword: "Ikeja" }))).toEqual([LAGOS]);
    expect(await news("australia", { keyword: "Ikeja" })).toEqual({ list: [], total: 0 });
  });

  it("answers a scoped item's page to its edition only, and links neighbours within the edition", async () => {
    const own = await read<{ id: string; previous: { id: string } | null; next: { id: string } | null }>(apiPaths.getPressReleaseByParam, {
      id: LAGOS,
      edition: "nigeria",
    });
    expect(own.status).toBe(200);
    for (const edition of ["australia", "burmese", undefined]) {
      expect((await read(apiPaths.getPressReleaseByParam, { id: LAGOS, edition })).status).toBe(404);
    }
    // The Yangon item (burmese only) is between others by date: nigeria's neighbours skip it.
    const nigeria = ids(await news("nigeria"));
    for (const [index, id] of nigeria.entries()) {
      const detail = await read<{ previous: { id: string } | null; next: { id: string } | null }>(apiPaths.getPressReleaseByParam, {
        id,
        edition: "nigeria",
      });
      expect(detail.data.previous?.id ?? null).toBe(nigeria[index + 1] ?? null);
      expect(detail.data.next?.id ?? null).toBe(nigeria[index - 1] ?? null);
    }
  });

  it("shows the latest news on the home page by edition", async () => {
    type Home = { latestNews: { id: string }[] };
    const nigeria = await read<Home>(apiPaths.getHomePageData, { edition: "nigeria" });
    const australia = await read<Home>(apiPaths.getHomePageData, { edition: "australia" });
    expect(nigeria.data.latestNews[0]?.id).toBe(LAGOS);
    expect(australia.data.latestNews.map((item) => item.id)).not.toContain(LAGOS);
    expect(australia.data.latestNews).toHaveLength(3);
  });

  it("searches, counts and suggests within the edition", async () => {
    type Stats = { total: number; counts: { type: string; count: number }[]; suggestion: string | null };
    const stats = (keyword: string, edition?: string) =>
      read<Stats>(apiPaths.searchStatistics, { keyword, edition }).then((answer) => answer.data);
    const hits = (keyword: string, edition?: string, type?: string) =>
      read<Page<{ id: string; type: string }>>(apiPaths.searchByType, { keyword, edition, type, pageSize: "50" }).then((answer) => answer.data);

    // One word (the search index) and a phrase (the full-text path), in english and as a burmese visitor.
    for (const keyword of ["Nwankwo", "hotline", "service centre in Lagos"]) {
      expect(ids(await hits(keyword, "nigeria"))).toContain(LAGOS);
      expect(ids(await hits(keyword, "nigeria", "news"))).toContain(LAGOS);
      expect(ids(await hits(keyword, "australia"))).not.toContain(LAGOS);
      expect(ids(await hits(keyword))).not.toContain(LAGOS);
    }
    const nigeria = await stats("Nwankwo", "nigeria");
    expect(nigeria.counts.find((entry) => entry.type === "news")?.count).toBe(1);
    const australia = await stats("Nwankwo", "australia");
    expect(australia.total).toBe(0);
    expect((await hits("Nwankwo", "australia")).total).toBe(0);
    // A word only the nigeria item holds is offered to nigeria's visitors, never to australia's.
    expect((await stats("hotlinne", "nigeria")).suggestion).toBe("hotline");
    expect((await stats("hotlinne", "australia")).suggestion).not.toBe("hotline");
    const burmese = await read<Page<{ id: string }>>(apiPaths.searchByType, { keyword: "Nwankwo", languageCode: "burmese", edition: "nigeria" });
    expect(ids(burmese.data)).toContain(LAGOS);
  });

  it("keeps an australia-only case study on australia's list", async () => {
    const list = (edition: string) => read<Page>(apiPaths.getCaseStudyListAndCategoryList, { edition, pageSize: "100" }).then((answer) => answer.data);
    const australia = await list("australia");
    const nigeria = await list("nigeria");
    expect(ids(australia)).toContain("brisbane-warehouse");
    expect(ids(nigeria)).not.toContain("brisbane-warehouse");
    expect(australia.total).toBe(nigeria.total + 1);
    expect(australia.total).toBe(australia.list.length);
  });

  it("leaves a product not sold in an edition out of its lists, search and menu, and says so on its page", async () => {
    type Categories = { id: string; products: { id: string }[] }[];
    const products = async (edition: string) =>
      (await read<Categories>(apiPaths.getProductListByCategoryList, { edition })).data.flatMap((category) => category.products.map((p) => p.id));
    expect(await products("nigeria")).toContain("voyager-700");
    expect(await products("australia")).not.toContain("voyager-700");

    type Detail = { id: string; soldHere: boolean; related: { id: string }[] };
    const inAustralia = await read<Detail>(apiPaths.getProductData, { id: "voyager-700", edition: "australia" });
    expect(inAustralia.status).toBe(200);
    expect(inAustralia.data.soldHere).toBe(false);
    expect((await read<Detail>(apiPaths.getProductData, { id: "voyager-700", edition: "nigeria" })).data.soldHere).toBe(true);
    expect((await read<Detail>(apiPaths.getProductData, { id: "voyager-700" })).data.soldHere).toBe(true);
    // Another product's page names it as related only where it is sold.
    const relating = await Promise.all(
      (await products("nigeria")).map(async (id) => ({ id, page: (await read<Detail>(apiPaths.getProductData, { id, edition: "nigeria" })).data })),
    );
    const naming = relating.filter(({ page }) => page.related.some((related) => related.id === "voyager-700"));
    for (const { id } of naming) {
      const australia = await read<Detail>(apiPaths.getProductData, { id, edition: "australia" });
      expect(australia.data.related.map((related) => related.id)).not.toContain("voyager-700");
    }

    const search = (edition: string) =>
      read<Page<{ id: string }>>(apiPaths.searchByType, { keyword: "Voyager", type: "product", edition }).then((answer) => ids(answer.data));
    expect(await search("nigeria")).toContain("voyager-700");
    expect(await search("australia")).not.toContain("voyager-700");
    expect(await search("australia")).toContain("voyager-2000");

    type Entry = { routePath: string; children: Entry[] };
    const routes = async (edition: string) => {
      const flat = (entries: Entry[]): string[] => entries.flatMap((entry) => [entry.routePath, ...flat(entry.children)]);
      return flat((await read<Entry[]>(apiPaths.getNavigationData, { edition })).data);
    };
    expect(await routes("nigeria")).toContain("/products/voyager-700");
    expect(await routes("australia")).not.toContain("/products/voyager-700");
    expect(await routes("australia")).toContain("/products/voyager-2000");
  });

  it("exports an item's scope as imported, and a second import changes nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "aurevo-scope-export-"));
    try {
      await exportContent(handle.db, dir, { storage: files.storage });
      const file = (path: string) => JSON.parse(readFileSync(join(dir, path), "utf8")) as Record<string, unknown>;
      expect(file(`news/${LAGOS}.json`).editions).toEqual(["nigeria"]);
      expect(file("products/voyager-700.json").notSoldIn).toEqual(["australia"]);
      expect(file("products/voyager-2000.json")).not.toHaveProperty("editions");
      const again = await importContent(handle.db, dir, { storage: files.storage });
      expect(again.created).toEqual([]);
      expect(again.updated).toEqual([]);
      expect(again.failed).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("says in every item's page which editions it is for, so its page names their sites as its alternates", async () => {
    const detail = async (path: string, query: Record<string, string>) => (await read<{ editions: string[] | null }>(path, query)).data.editions;
    expect(await detail(apiPaths.getPressReleaseByParam, { id: LAGOS, edition: "nigeria" })).toEqual(["nigeria"]);
    expect(await detail(apiPaths.getPressReleaseByParam, { id: YANGON, edition: "burmese" })).toEqual(["burmese"]);
    expect(await detail(apiPaths.getProductData, { id: "voyager-700", edition: "australia" })).toBeNull();
    expect(await detail(apiPaths.getProductData, { id: "voyager-2000", edition: "nigeria" })).toBeNull();
    const solutions = (await read<{ id: string; editions: string[] | null }[]>(apiPaths.getSolutionData, {})).data;
    expect(solutions.every((solution) => solution.editions === null)).toBe(true);
  });

  it("refuses an item whose scope names an edition the content does not have, and imports the rest", async () => {
    const dir = mkdtempSync(join(tmpdir(), "aurevo-scope-typo-"));
    try {
      mkdirSync(join(dir, "news"));
      cpSync(join(defaultContentDir, "files"), join(dir, "files"), { recursive: true });
      const lagos = JSON.parse(readFileSync(join(defaultContentDir, "news", `${LAGOS}.json`), "utf8")) as Record<string, unknown>;
      const typo = { ...lagos, slug: "lagos-typo", editions: ["nigria"] };
      const sold = { ...lagos, slug: "lagos-kept", editions: ["nigeria", "burmese"] };
      writeFileSync(join(dir, "news", "lagos-typo.json"), JSON.stringify(typo));
      writeFileSync(join(dir, "news", "lagos-kept.json"), JSON.stringify(sold));
      const report = await importContent(handle.db, dir, { storage: files.storage });
      expect(report.failed).toEqual([{ file: "news/lagos-typo.json", problems: ['editions: no edition "nigria"'] }]);
      expect(report.created).toEqual(["news/lagos-kept.json"]);
      expect(ids(await news("burmese"))).toContain("lagos-kept");
      expect(ids(await news("nigeria"))).not.toContain("lagos-typo");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("answers a well-formed edition no item names with the items for every edition", async () => {
    expect(await news("kenya")).toEqual(await news());
  });

  it("refuses a malformed edition with a 400 envelope, never a 5xx", async () => {
    const values = ["Nigeria", "nigeria1", "-nigeria", "", "nig eria", "../nigeria", "x".repeat(61), ...naughtyStrings.slice(0, 300)];
    const paths = [apiPaths.getPressReleaseListByParam, apiPaths.searchByType, apiPaths.getProductData, apiPaths.getNavigationData];
    for (const value of values) {
      for (const path of paths) {
        const params = new URLSearchParams({ keyword: "battery", id: "helios-6", edition: value });
        const res = await app.request(`/api/${path}?${params}`);
        const body = (await res.json()) as { code: number; msg: string };
        expect(res.status, `${path} edition=${JSON.stringify(value)}`).toBeLessThan(500);
        expect(body.code).toBe(res.status);
        if (/^[a-z][a-z-]*$/.test(value) && value.length <= 60) expect(res.status).toBe(200);
        else {
          expect(res.status).toBe(400);
          expect(body.msg).toMatch(/edition|control character|percent-encoded/);
        }
      }
    }
  }, 120_000);
});
