import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  apiPaths,
  errorEnvelopeSchema,
  faqAnchor,
  getAllDocumentCategoryV2ResponseSchema,
  getBlogAndCommentListByParamResponseSchema,
  getBlogByParamResponseSchema,
  getBlogListByParamResponseSchema,
  getCaseStudyListAndCategoryListResponseSchema,
  getCompanyVideoListResponseSchema,
  getDocumentSearchResultListResponseSchema,
  getDownloadProductListByCategoryListResponseSchema,
  getEventListByParamResponseSchema,
  getFaqListByCategoryListResponseSchema,
  getHomePageDataResponseSchema,
  getNavigationDataResponseSchema,
  getPressReleaseByParamResponseSchema,
  getPressReleaseListByParamResponseSchema,
  getProductDataResponseSchema,
  getProductListByCategoryListResponseSchema,
  getProductVideoListByCategoryListResponseSchema,
  getSeoDataResponseSchema,
  getSolutionDataResponseSchema,
  getWarrantyListByCategoryListResponseSchema,
  getWebinarListResponseSchema,
  getWebinarOptionListResponseSchema,
  insertBlogCommentResponseSchema,
  insertOnlineMessageResponseSchema,
  insertRegisterDataByWebinarCodeResponseSchema,
  searchByTypeResponseSchema,
  searchStatisticsResponseSchema,
} from "@repo/api-client/contract";
import { createApp } from "../src/app";
import { formShownAt } from "./forms";
import { seedIfEmpty } from "../src/seed";
import { type TestDatabase, fixtureContentDir, scratchFilesRoot, targets } from "./targets";

describe.each(targets)("the SPEC §7 contract on $name", ({ open }) => {
  let handle: TestDatabase;
  let app: ReturnType<typeof createApp>;
  const files = scratchFilesRoot();

  beforeAll(async () => {
    handle = await open();
    await handle.migrate();
    const report = await seedIfEmpty(handle.db, { contentDir: fixtureContentDir, storage: files.storage });
    expect(report?.failed).toEqual([]);
    app = createApp({ db: handle.db, storage: files.storage, validateResponses: true });
  }, 120_000);

  afterAll(async () => {
    await handle.close();
    await handle.drop?.();
    files.remove();
  });

  /** GETs a path with a query and parses the answer with its contract schema. */
  async function get<S extends z.ZodType>(path: string, schema: S, query: Record<string, string> = {}) {
    const res = await app.request(`/api/${path}?${new URLSearchParams(query)}`);
    const json: unknown = await res.json();
    expect(res.status, JSON.stringify(json)).toBe(200);
    return schema.parse(json) as { code: number; data: NonNullable<z.output<S> extends { data: infer D } ? D : never> };
  }

  async function refused(path: string, query: Record<string, string>, status = 400) {
    const res = await app.request(`/api/${path}?${new URLSearchParams(query)}`);
    expect(res.status).toBe(status);
    const body = errorEnvelopeSchema.parse(await res.json());
    expect(body.code).toBe(status);
    return body;
  }

  function post(path: string, body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) {
    return app.request(`/api/${path}`, {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  describe("reads", () => {
    it("navigation answers the menu in the asked language", async () => {
      const { data } = await get(apiPaths.getNavigationData, getNavigationDataResponseSchema, { languageCode: "spanish" });
      expect(data.map((item) => item.navigationTitle)).toContain("Productos");
      await refused(apiPaths.getNavigationData, { languageCode: "french" });
    });

    it("the home page answers slides and featured items, falling back to english per item", async () => {
      const { data } = await get(apiPaths.getHomePageData, getHomePageDataResponseSchema, { languageCode: "burmese" });
      expect(data.heroSlides[0]).toMatchObject({ title: "Power that stays on", image: "home/hero.svg" });
      expect(data.featuredProducts.map((product) => product.name)).toEqual(["Helios 6 ဟိုက်ဘရစ် အင်ဗာတာ", "PowerCube 5 LFP ဘက်ထရီ"]);
      expect(data.featuredCaseStudies[0]).toMatchObject({ id: "lagos-clinic", fallback: true });
      expect(data.latestNews[0]?.id).toBe("new-warranty-terms");
      await refused(apiPaths.getHomePageData, { languageCode: "" + "xx" });
    });

    it("SEO entries answer per route", async () => {
      const { data } = await get(apiPaths.getSeoData, getSeoDataResponseSchema, { languageCode: "spanish" });
      expect(data.find((entry) => entry.route === "/")).toMatchObject({ title: "Aurevo: inversores y baterías", fallback: false });
      expect(data.find((entry) => entry.route === "/about/news")).toMatchObject({ title: "News", fallback: true });
      await refused(apiPaths.getSeoData, { languageCode: "ENGLISH" });
    });

    it("solutions answer with their products; an unknown id is a 404", async () => {
      const { data } = await get(apiPaths.getSolutionData, getSolutionDataResponseSchema);
      expect(data[0]).toMatchObject({ id: "home-backup", title: "Home backup", explanation: "Backup" });
      expect(data[0]?.products.map((product) => product.id)).toEqual(["powercube-5", "helios-6"]);
      await refused(apiPaths.getSolutionData, { id: "no-such-solution" }, 404);
      await refused(apiPaths.getSolutionData, { languageCode: "italian" });
    });

    it("blogs list newest first with comment counts, and answer one with its comments", async () => {
      const list = await get(apiPaths.getBlogListByParam, getBlogListByParamResponseSchema, { pageSize: "1" });
      expect(list.data).toMatchObject({ total: 2, list: [{ id: "lfp-vs-nmc", commentCount: 1, author: "Ngozi Okafor" }] });
      const page2 = await get(apiPaths.getBlogListByParam, getBlogListByParamResponseSchema, { pageSize: "1", pageNum: "2" });
      expect(page2.data.list[0]?.id).toBe("size-a-home-battery");
      const beyond = await get(apiPaths.getBlogListByParam, getBlogListByParamResponseSchema, { pageNum: "9" });
      expect(beyond.data).toEqual({ list: [], total: 2 });
      await refused(apiPaths.getBlogListByParam, { pageSize: "101" });
      await refused(apiPaths.getBlogListByParam, { pageNum: "0" });

      const blog = await get(apiPaths.getBlogByParam, getBlogByParamResponseSchema, { id: "lfp-vs-nmc", languageCode: "spanish" });
      expect(blog.data).toMatchObject({ title: "LFP o NMC: ¿qué química para una batería doméstica?", fallback: false });
      expect(blog.data.previous?.id).toBe("size-a-home-battery");
      await refused(apiPaths.getBlogByParam, {});
      await refused(apiPaths.getBlogByParam, { id: "nope" }, 404);

      const withComments = await get(apiPaths.getBlogAndCommentListByParam, getBlogAndCommentListByParamResponseSchema, {
        id: "lfp-vs-nmc",
      });
      expect(withComments.data.comments.list).toEqual([
        expect.objectContaining({ name: "Kyaw Zin", content: "Does LFP handle the heat in Mandalay?" }),
      ]);
      expect(JSON.stringify(withComments)).not.toContain("kyaw@example.com");
      await refused(apiPaths.getBlogAndCommentListByParam, { id: "Not A Slug" });
    });

    it("events answer by date, one by id, and filter upcoming and past", async () => {
      const all = await get(apiPaths.getEventListByParam, getEventListByParamResponseSchema);
      expect(all.data.list.map((event) => event.id)).toEqual(["power-expo-2030", "installer-day-2024"]);
      const one = await get(apiPaths.getEventListByParam, getEventListByParamResponseSchema, {
        id: "power-expo-2030",
        languageCode: "burmese",
      });
      expect(one.data.list[0]).toMatchObject({ place: "Eko ကွန်ဗင်းရှင်းစင်တာ၊ လေးဂို့စ်", country: "NG", timeZone: "Africa/Lagos" });
      // Every event names its venue's zone, in which the site shows its dates.
      expect(all.data.list.map((event) => [event.id, event.timeZone])).toEqual([
        ["power-expo-2030", "Africa/Lagos"],
        ["installer-day-2024", "Australia/Brisbane"],
      ]);
      const past = await get(apiPaths.getEventListByParam, getEventListByParamResponseSchema, { when: "past" });
      expect(past.data.list.map((event) => event.id)).toEqual(["installer-day-2024"]);
      await refused(apiPaths.getEventListByParam, { when: "someday" });
      await refused(apiPaths.getEventListByParam, { id: "nope" }, 404);
    });

    it("list cards, written by the database, read as the cards and pages the API writes, key for key", async () => {
      const raw = async (path: string, query: Record<string, string>) =>
        ((await (await app.request(`/api/${path}?${new URLSearchParams(query)}`)).json()) as { data: Record<string, unknown> }).data;
      const fallbacks = new Set<boolean>();
      for (const languageCode of ["english", "spanish", "burmese"]) {
        const home = (await raw(apiPaths.getHomePageData, { languageCode })).latestNews as { id: string; fallback: boolean }[];
        const list = (await raw(apiPaths.getPressReleaseListByParam, { languageCode, pageSize: "100" })).list as { id: string }[];
        expect(home.length).toBeGreaterThan(0);
        for (const card of home) {
          fallbacks.add(card.fallback);
          expect(JSON.stringify(list.find((news) => news.id === card.id))).toBe(JSON.stringify(card));
        }
      }
      // Both a translated card and one in english for want of a translation were compared.
      expect([...fallbacks].sort()).toEqual([false, true]);
      // A blog's card is its page (written by the API) without the body, the neighbours and the editions it is for.
      const blogs = (await raw(apiPaths.getBlogListByParam, { languageCode: "spanish" })).list as { id: string }[];
      expect(blogs.length).toBeGreaterThan(0);
      for (const card of blogs) {
        const { bodyHtml: _body, previous: _previous, next: _next, editions: _editions, ...page } = await raw(apiPaths.getBlogByParam, { id: card.id, languageCode: "spanish" });
        expect(JSON.stringify(card)).toBe(JSON.stringify(page));
      }
    });

    it("news list and detail; the body is sanitized and profile images rewritten", async () => {
      const list = await get(apiPaths.getPressReleaseListByParam, getPressReleaseListByParamResponseSchema, { keyword: "Lagos" });
      expect(list.data.list.map((news) => news.id)).toEqual(["aurevo-opens-lagos-centre"]);
      await refused(apiPaths.getPressReleaseListByParam, { pageSize: "1000" });
      const detail = await get(apiPaths.getPressReleaseByParam, getPressReleaseByParamResponseSchema, {
        id: "aurevo-opens-lagos-centre",
      });
      expect(detail.data.bodyHtml).toBe("<p>The centre stocks spare batteries.</p><p>Hi</p>");
      expect(detail.data.next?.id).toBe("new-warranty-terms");
      await refused(apiPaths.getPressReleaseByParam, { id: "" });
      await refused(apiPaths.getPressReleaseByParam, { id: "gone" }, 404);
    });

    it("FAQs and warranties answer by category", async () => {
      const faqs = await get(apiPaths.getFaqListByCategoryList, getFaqListByCategoryListResponseSchema, { languageCode: "spanish" });
      expect(faqs.data[0]).toMatchObject({ id: "batteries", name: "Baterías" });
      expect(faqs.data[0]?.list.map((faq) => [faq.question, faq.fallback])).toEqual([
        ["¿Cuánto dura una batería?", false],
        ["Can I stack batteries?", true],
      ]);
      await refused(apiPaths.getFaqListByCategoryList, { category: "unknown" }, 404);
      await refused(apiPaths.getFaqListByCategoryList, { category: "x".repeat(200) });
      const warranties = await get(apiPaths.getWarrantyListByCategoryList, getWarrantyListByCategoryListResponseSchema);
      expect(warranties.data[0]?.list[0]).toMatchObject({ id: "battery-ten-years", file: "warranty/terms.pdf" });
      await refused(apiPaths.getWarrantyListByCategoryList, { languageCode: "german" });
    });

    it("webinars list upcoming first, and the form options are labelled", async () => {
      const { data } = await get(apiPaths.getWebinarList, getWebinarListResponseSchema);
      expect(data.list.map((webinar) => [webinar.id, webinar.status])).toEqual([
        ["sizing-storage-2030", "upcoming"],
        ["monitoring-basics-2024", "past"],
      ]);
      await refused(apiPaths.getWebinarList, { status: "soon" });
      const options = await get(apiPaths.getWebinarOptionList, getWebinarOptionListResponseSchema, { languageCode: "burmese" });
      expect(options.data.relationships).toEqual([
        { value: "installer", label: "တပ်ဆင်သူ" },
        { value: "homeowner", label: "Homeowner" },
      ]);
      expect(options.data.countries.map((country) => country.code).sort()).toEqual(["MM", "NG"]);
      await refused(apiPaths.getWebinarOptionList, { languageCode: "1" });
    });

    it("downloads: types with counts, documents filtered, and the filter options", async () => {
      const types = await get(apiPaths.getAllDocumentCategoryV2, getAllDocumentCategoryV2ResponseSchema, { languageCode: "spanish" });
      expect(types.data.map((type) => [type.type, type.name, type.anchor, type.count])).toEqual([
        ["datasheet", "Ficha técnica", "Datasheet", 1],
        ["user-manual", "Manual de usuario", "UserManual", 1],
        ["brochure", "Folleto", "Brochure", 1],
        ["manual", "Manual", "Manual", 0],
        ["more-files", "Más archivos", "MoreFiles", 0],
      ]);
      await refused(apiPaths.getAllDocumentCategoryV2, { languageCode: "x" });

      const all = await get(apiPaths.getDocumentSearchResultList, getDocumentSearchResultListResponseSchema);
      expect(all.data.total).toBe(3);
      const datasheet = all.data.list.find((document) => document.id === "helios-6-datasheet");
      expect(datasheet).toMatchObject({ revision: "V1.2", documentLanguage: "english", products: [{ id: "helios-6", series: "Helios" }] });
      expect(datasheet?.fileSize).toBeGreaterThan(200);
      const byCategory = await get(apiPaths.getDocumentSearchResultList, getDocumentSearchResultListResponseSchema, {
        category: "battery",
      });
      expect(byCategory.data.list.map((document) => document.id)).toEqual(["powercube-5-manual-es"]);
      const bySeries = await get(apiPaths.getDocumentSearchResultList, getDocumentSearchResultListResponseSchema, { series: "helios" });
      expect(bySeries.data.list.map((document) => document.id)).toEqual(["helios-6-datasheet"]);
      const byLanguage = await get(apiPaths.getDocumentSearchResultList, getDocumentSearchResultListResponseSchema, {
        documentLanguage: "burmese",
        type: "brochure",
      });
      expect(byLanguage.data.list.map((document) => document.id)).toEqual(["company-brochure-my"]);
      const byKeyword = await get(apiPaths.getDocumentSearchResultList, getDocumentSearchResultListResponseSchema, {
        keyword: "manual",
      });
      expect(byKeyword.data.list.map((document) => document.id)).toEqual(["powercube-5-manual-es"]);
      await refused(apiPaths.getDocumentSearchResultList, { type: "poster" });

      const filters = await get(apiPaths.getDownloadProductListByCategoryList, getDownloadProductListByCategoryListResponseSchema);
      expect(filters.data.find((category) => category.id === "inverter")).toMatchObject({
        series: ["Helios"],
        products: [{ id: "helios-6", name: "Helios 6 hybrid inverter", series: "Helios" }],
      });
      expect(filters.data.find((category) => category.id === "monitoring-ems")?.products).toEqual([]);
      await refused(apiPaths.getDownloadProductListByCategoryList, { languageCode: "?" });
    });

    it("products by category, and one product by slug or legacy id with specs and documents", async () => {
      const { data } = await get(apiPaths.getProductListByCategoryList, getProductListByCategoryListResponseSchema, {
        languageCode: "spanish",
      });
      expect(data.map((category) => category.id)).toEqual(["general", "battery", "inverter", "monitoring-ems", "residential", "commercial"]);
      expect(data[1]?.products[0]).toMatchObject({ id: "powercube-5", name: "Batería LFP PowerCube 5", fallback: false });
      expect(data[3]?.products[0]).toMatchObject({ id: "gridlink-monitor", name: "GridLink monitor", fallback: true });
      const one = await get(apiPaths.getProductListByCategoryList, getProductListByCategoryListResponseSchema, { category: "inverter" });
      expect(one.data).toHaveLength(1);
      await refused(apiPaths.getProductListByCategoryList, { category: "toasters" });

      const product = await get(apiPaths.getProductData, getProductDataResponseSchema, { id: "helios-6", languageCode: "spanish" });
      expect(product.data.specs).toEqual([
        { key: "ratedPower", name: "Potencia nominal", value: "6", unit: "kW" },
        { key: "phases", name: "Fases", value: "1", unit: null },
      ]);
      expect(product.data).toMatchObject({ categoryName: "Inversor", legacyId: 1001, related: [{ id: "powercube-5" }] });
      expect(product.data.documents).toEqual([
        {
          id: "helios-6-datasheet",
          type: "datasheet",
          title: "Ficha técnica Helios 6",
          file: "documents/helios-6-datasheet.pdf",
          fileSize: expect.any(Number),
          revision: "V1.2",
        },
      ]);
      // A document without the page's language is listed under its english title.
      const burmese = await get(apiPaths.getProductData, getProductDataResponseSchema, { id: "powercube-5", languageCode: "burmese" });
      expect(burmese.data.documents).toEqual([expect.objectContaining({ id: "powercube-5-manual-es", title: "PowerCube 5 user manual (Spanish)" })]);
      const legacy = await get(apiPaths.getProductData, getProductDataResponseSchema, { legacyId: "1001" });
      expect(legacy.data.id).toBe("helios-6");
      expect(legacy.data.descriptionHtml).toBe(
        '<p>The Helios 6 runs solar panels and batteries together.</p><img alt="front" src="/getFile/products/helios-6/front.svg" />',
      );
      await refused(apiPaths.getProductData, {});
      await refused(apiPaths.getProductData, { legacyId: "abc" });
      await refused(apiPaths.getProductData, { legacyId: "999" }, 404);
    });

    it("product videos by category and company videos paged", async () => {
      const products = await get(apiPaths.getProductVedioListByCategoryList, getProductVideoListByCategoryListResponseSchema);
      expect(products.data).toEqual([
        expect.objectContaining({ id: "inverter", list: [expect.objectContaining({ id: "helios-6-commissioning", productId: "helios-6" })] }),
      ]);
      await refused(apiPaths.getProductVedioListByCategoryList, { category: "x" });
      const company = await get(apiPaths.getCompanyVideoList, getCompanyVideoListResponseSchema, { languageCode: "burmese" });
      expect(company.data).toMatchObject({ total: 1, list: [{ title: "စက်ရုံအတွင်း", fallback: false }] });
      await refused(apiPaths.getCompanyVideoList, { pageSize: "-1" });
    });

    it("case studies with their categories, filtered by category", async () => {
      const { data } = await get(apiPaths.getCaseStudyListAndCategoryList, getCaseStudyListAndCategoryListResponseSchema, {
        category: "residential-cases",
        languageCode: "burmese",
      });
      expect(data.categories.map((category) => category.name)).toEqual(["နေအိမ်", "စီးပွားရေး"]);
      expect(data).toMatchObject({ total: 1, list: [{ id: "yangon-home", title: "ရန်ကုန်ရှိ မိသားစုအိမ်", country: "MM" }] });
      await refused(apiPaths.getCaseStudyListAndCategoryList, { pageNum: "x" });
    });
  });

  describe("search", () => {
    it("finds english content by stem: 'batteries' finds 'battery'", async () => {
      const { data } = await get(apiPaths.searchByType, searchByTypeResponseSchema, { keyword: "batteries" });
      const ids = data.list.map((hit) => hit.id);
      expect(ids).toContain("powercube-5");
      expect(ids).toContain("battery-lifetime");
      const product = data.list.find((hit) => hit.id === "powercube-5");
      expect(product).toMatchObject({ type: "product", route: "/products/powercube-5" });
      // A question links to its anchor on the FAQ page, the one the page gives it.
      const faq = data.list.find((hit) => hit.id === "battery-lifetime");
      expect(faq).toMatchObject({ type: "faq", route: `/support/faq#${faqAnchor("battery-lifetime")}` });
      expect(faq?.route).toBe("/support/faq#faq-battery-lifetime");
    });

    it("finds spanish content by spanish stem", async () => {
      const { data } = await get(apiPaths.searchByType, searchByTypeResponseSchema, {
        keyword: "baterías",
        languageCode: "spanish",
        type: "product",
      });
      expect(data.list.map((hit) => hit.title)).toEqual(["Batería LFP PowerCube 5", "Inversor híbrido Helios 6"]);
    });

    it("finds spanish content whatever accents the keyword has or lacks, in search and in a list's keyword filter", async () => {
      const titles = async (keyword: string) =>
        (await get(apiPaths.searchByType, searchByTypeResponseSchema, { keyword, languageCode: "spanish", type: "product" })).data.list.map(
          (hit) => hit.title,
        );
      const accented = await titles("baterías");
      expect(accented).toContain("Batería LFP PowerCube 5");
      // Typed on a phone without accents, in capitals, or with the accent as a combining mark.
      for (const keyword of ["bateria", "BATERIAS", "baterias", "bateri\u0301as"]) expect(await titles(keyword), keyword).toEqual(accented);
      expect(await titles("hibrido")).toEqual(["Inversor híbrido Helios 6"]);
      // A list's keyword filter folds the same way.
      const blogs = async (keyword: string) =>
        (await get(apiPaths.getBlogListByParam, getBlogListByParamResponseSchema, { keyword, languageCode: "spanish" })).data.list.map((blog) => blog.id);
      expect(await blogs("quimica")).toEqual(["lfp-vs-nmc"]);
      expect(await blogs("QUÍMICA")).toEqual(["lfp-vs-nmc"]);
    });

    it("finds a model or a capacity typed with its letters and digits together or hyphenated", async () => {
      const ids = async (keyword: string) =>
        (await get(apiPaths.searchByType, searchByTypeResponseSchema, { keyword, type: "product" })).data.list.map((hit) => hit.id);
      for (const keyword of ["helios-6", "Helios6", "HELIOS 6"]) expect(await ids(keyword), keyword).toContain("helios-6");
      const spaced = await ids("5 kWh");
      expect(spaced).toContain("powercube-5");
      expect(await ids("5kwh")).toEqual(spaced);
      expect(await ids("5-kWh")).toEqual(spaced);
    });

    it("finds burmese content from a burmese query", async () => {
      const { data } = await get(apiPaths.searchByType, searchByTypeResponseSchema, { keyword: "ဘက်ထရီ", languageCode: "burmese" });
      expect(data.total).toBeGreaterThan(2);
      expect(data.list.map((hit) => hit.id)).toContain("powercube-5");
      expect(data.list.find((hit) => hit.id === "powercube-5")?.title).toBe("PowerCube 5 LFP ဘက်ထရီ");
    });

    it("finds burmese content from a keyword typed with a Zawgyi keyboard, and a Unicode keyword the detector doubts", async () => {
      const search = async (keyword: string) =>
        (await get(apiPaths.searchByType, searchByTypeResponseSchema, { keyword, languageCode: "burmese" })).data;
      const unicode = await search("ဘက်ထရီ");
      expect(unicode.total).toBeGreaterThan(2);
      // The same word as a Zawgyi keyboard writes it: the asat as U+1039.
      const zawgyi = "\u1018\u1000\u1039\u1011\u101b\u102e";
      expect(await search(zawgyi)).toEqual(unicode);
      const counted = await get(apiPaths.searchStatistics, searchStatisticsResponseSchema, { keyword: zawgyi, languageCode: "burmese" });
      expect(counted.data.total).toBe(unicode.total);
      // Unicode the detector takes for Zawgyi ("family home"): its Unicode reading finds nothing, so it is searched as typed.
      expect((await search("မိသားစုအိမ်")).list.map((hit) => hit.id)).toContain("yangon-home");
    });

    it("counts hits per type, and pages results", async () => {
      const { data } = await get(apiPaths.searchStatistics, searchStatisticsResponseSchema, { keyword: "battery" });
      const counts = Object.fromEntries(data.counts.map((entry) => [entry.type, entry.count]));
      expect(counts.product).toBe(3);
      expect(counts.faq).toBe(2);
      expect(data.total).toBe(data.counts.reduce((sum, entry) => sum + entry.count, 0));
      const page = await get(apiPaths.searchByType, searchByTypeResponseSchema, { keyword: "battery", pageSize: "2", pageNum: "2" });
      expect(page.data.total).toBe(data.total);
      expect(page.data.list).toHaveLength(2);
      const empty = await get(apiPaths.searchByType, searchByTypeResponseSchema, { keyword: "zzqxv" });
      expect(empty.data).toEqual({ list: [], total: 0 });
    });

    it("offers a word spelled like a keyword that found nothing, and nothing in place of one that found something", async () => {
      const statistics = async (keyword: string, languageCode = "english") =>
        (await get(apiPaths.searchStatistics, searchStatisticsResponseSchema, { keyword, languageCode })).data;
      expect(await statistics("baterry")).toMatchObject({ total: 0, suggestion: "battery" });
      expect(await statistics("Invertr")).toMatchObject({ total: 0, suggestion: "inverter" });
      // Written as the texts write it, accents and all.
      expect(await statistics("bateriaa", "spanish")).toMatchObject({ total: 0, suggestion: "batería" });
      // What it offers finds something.
      expect((await statistics("battery")).total).toBeGreaterThan(0);
      expect(await statistics("batteries")).toMatchObject({ suggestion: null });
      // Nothing spelled like it, several words, or too short to judge: nothing offered.
      for (const keyword of ["zzqxv", "baterry inverter", "bt"]) expect(await statistics(keyword), keyword).toMatchObject({ total: 0, suggestion: null });
    });

    it("treats % and _ in a keyword literally", async () => {
      const { data } = await get(apiPaths.searchByType, searchByTypeResponseSchema, { keyword: "%" });
      expect(data.total).toBe(0);
    });

    it("refuses an empty keyword", async () => {
      const body = await refused(apiPaths.searchStatistics, { keyword: "  " });
      expect(body.msg).toMatch(/Please enter your keywords/);
      await refused(apiPaths.searchByType, { keyword: "x", type: "recipe" });
    });
  });

  describe("inserts", () => {
    const comment = {
      blogId: "size-a-home-battery",
      name: "  Ada  ",
      email: "ada@example.org",
      content: "<b>Nice</b> post",
      formStartedAt: formShownAt,
    };

    it("stores a blog comment as plain text, trimmed, and shows it", async () => {
      const res = await post(apiPaths.insertBlogComment, { ...comment, languageCode: "english" });
      expect(res.status).toBe(200);
      const { data } = insertBlogCommentResponseSchema.parse(await res.json());
      expect(data).toMatchObject({ name: "Ada", content: "<b>Nice</b> post" });
      const { data: blog } = await get(apiPaths.getBlogAndCommentListByParam, getBlogAndCommentListByParamResponseSchema, {
        id: "size-a-home-battery",
      });
      expect(blog.comments.list.map((entry) => entry.content)).toEqual(["<b>Nice</b> post"]);
      expect(blog.blog.commentCount).toBe(1);
    });

    it("refuses other content types, bodies over 32 KB, bad JSON, unknown fields and wrong types", async () => {
      expect((await post(apiPaths.insertBlogComment, comment, { "content-type": "text/plain" })).status).toBe(415);
      expect((await post(apiPaths.insertBlogComment, "name=Ada", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
      const big = await post(apiPaths.insertBlogComment, { ...comment, content: "x".repeat(33 * 1024) });
      expect(big.status).toBe(413);
      expect(errorEnvelopeSchema.parse(await big.json()).code).toBe(413);
      expect((await post(apiPaths.insertBlogComment, "{ nope")).status).toBe(400);

      const res = await post(apiPaths.insertBlogComment, { ...comment, email: "not-an-email", name: 7, admin: true });
      expect(res.status).toBe(400);
      const body = errorEnvelopeSchema.parse(await res.json());
      expect(body.msg).toMatch(/^Invalid /);
      expect(Object.keys(body.data?.fields ?? {}).sort()).toEqual(["admin", "email", "name"]);
      expect((await post(apiPaths.insertBlogComment, { ...comment, content: "a\u0000b" })).status).toBe(400);
      expect((await post(apiPaths.insertBlogComment, { ...comment, content: "x".repeat(2001) })).status).toBe(400);
      expect((await post(apiPaths.insertBlogComment, { ...comment, blogId: "no-such-blog" })).status).toBe(404);
    });

    it("registers for an upcoming webinar once per e-mail, and refuses past ones", async () => {
      const registration = {
        webinarCode: "sizing-storage-2030",
        firstName: "Ama",
        lastName: "Mensah",
        email: "Ama@Example.com",
        organization: "Sunrise Installers",
        relationship: "installer",
        country: "ng",
        languageCode: "spanish",
        formStartedAt: formShownAt,
      };
      const first = insertRegisterDataByWebinarCodeResponseSchema.parse(
        await (await post(apiPaths.insertRegisterDataByWebinarCode, registration)).json(),
      );
      expect(first.data).toMatchObject({ webinarCode: "sizing-storage-2030" });
      const again = insertRegisterDataByWebinarCodeResponseSchema.parse(
        await (await post(apiPaths.insertRegisterDataByWebinarCode, { ...registration, email: "ama@example.com" })).json(),
      );
      // A repeated registration is answered like a first one: nothing tells a caller the address was registered.
      expect(Object.keys(again.data ?? {}).sort()).toEqual(["createdAt", "id", "webinarCode"]);
      expect(again.data).toMatchObject({ webinarCode: "sizing-storage-2030" });
      expect(again.data?.id).toBeGreaterThan(first.data?.id ?? 0);
      const past = await post(apiPaths.insertRegisterDataByWebinarCode, { ...registration, webinarCode: "monitoring-basics-2024" });
      expect(past.status).toBe(400);
      const offList = await post(apiPaths.insertRegisterDataByWebinarCode, { ...registration, relationship: "spy", country: "ZZ" });
      expect(offList.status).toBe(400);
      expect(errorEnvelopeSchema.parse(await offList.json()).data?.fields).toEqual({
        relationship: "Please select Your Relationship with the company",
        country: "Please input Your Country/Region",
      });
      const missing = await post(apiPaths.insertRegisterDataByWebinarCode, { ...registration, firstName: " " });
      expect(errorEnvelopeSchema.parse(await missing.json()).msg).toMatch(/Please input First Name/);
    });

    it("stores an online message", async () => {
      const message = {
        name: "Thiri",
        phone: "+95 9 123 456",
        email: "thiri@example.com",
        product: "PowerCube 5",
        company: "Golden Delta",
        address: "Yangon",
        country: "Myanmar",
        message: "ဘက်ထရီ ဈေးနှုန်း သိချင်ပါသည်။",
        formStartedAt: formShownAt,
      };
      const res = await post(apiPaths.insertOnlineMessage, message);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(insertOnlineMessageResponseSchema.parse(await res.json()).data?.id).toBeGreaterThan(0);
      const bad = await post(apiPaths.insertOnlineMessage, { ...message, phone: "call me" });
      expect(errorEnvelopeSchema.parse(await bad.json()).data?.fields.phone).toMatch(/Phone/);
    });
  });

  it("reuses cached reads, yet shows a visitor's new comment at once", async () => {
    const cached = createApp({ db: handle.db, storage: files.storage, responseCacheMs: 60_000 });
    const read = async () =>
      getBlogAndCommentListByParamResponseSchema.parse(
        await (await cached.request(`/api/${apiPaths.getBlogAndCommentListByParam}?id=lfp-vs-nmc&pageSize=100`)).json(),
      ).data?.comments.total;
    const before = await read();
    const res = await cached.request(`/api/${apiPaths.insertBlogComment}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        blogId: "lfp-vs-nmc",
        name: "Zaw",
        email: "zaw@example.com",
        content: "Thanks!",
        formStartedAt: formShownAt,
      }),
    });
    expect(res.status).toBe(200);
    expect(await read()).toBe((before ?? 0) + 1);
  });

  it("publishes an OpenAPI document naming every path", async () => {
    const res = await app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const document = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe("3.1.0");
    for (const path of Object.values(apiPaths)) expect(Object.keys(document.paths)).toContain(`/api/${path}`);
    expect(Object.keys(document.paths["/api/about/insertBlogComment"] ?? {})).toEqual(["post"]);
  });
});
