import { describe, expect, it, vi } from "vitest";
import type * as Editions from "@repo/api-client/editions";
import { siteLocales, type SiteLocale } from "./routing";

vi.mock("server-only", () => ({}));
const getSeoList = vi.fn();
vi.mock("@repo/api-client/home", () => ({ getSeoList }));
const settings = {
  about: ["Aurevo Nigeria is the group's local service centre for Nigeria, with engineers and spare parts in Lagos."],
  company: { title: "Aurevo Nigeria Limited", address: "Plot 9, Example Close, Lagos", email: "nigeria@aurevo.example", phone: "+234 1 555 0100, +234 1 555 0101" },
  socialLinks: [{ class: "video-channel", url: "https://video.example/@aurevo" }],
};
const getEditionSettings = vi.fn(async () => settings);
const getEditions = vi.fn(async (): Promise<unknown[]> => []);
vi.mock("@repo/api-client/editions", async (original) => ({
  ...(await original<typeof Editions>()),
  getEditionSettings,
  getEditions,
}));
const { alternatesOf, homeStructuredData, jsonLd, pageMetadata, titleOf } = await import("./seo");
const { robots, sitemap } = await import("./sitemap");

const [english, spanish, burmese] = siteLocales;
const origin = "http://localhost:3999";

describe("titleOf", () => {
  it("is the brand in capitals on home and `Page — BRAND` elsewhere", () => {
    expect(titleOf("/", "Home")).toBe("AUREVO");
    expect(titleOf("/about/news", "News")).toBe("News — AUREVO");
    expect(titleOf("/about/news", undefined)).toBe("AUREVO");
  });
});

describe("alternatesOf", () => {
  it("names the page's own URL canonical and lists every language plus x-default", () => {
    expect(alternatesOf(spanish, "/about/news")).toEqual({
      canonical: `${origin}/spanish/about/news`,
      languages: {
        en: `${origin}/about/news`,
        es: `${origin}/spanish/about/news`,
        my: `${origin}/burmese/about/news`,
        "x-default": `${origin}/about/news`,
      },
    });
    expect(alternatesOf(burmese, "/").canonical).toBe(`${origin}/burmese`);
  });
});

describe("pageMetadata", () => {
  it("takes title, description and keywords from the SEO list", async () => {
    getSeoList.mockResolvedValueOnce(
      new Map([["/about/news", { route: "/about/news", title: "Noticias", description: "Lo último", keywords: "a, b", fallback: false }]]),
    );
    const metadata = await pageMetadata(spanish, "/about/news", "News");
    expect(metadata).toMatchObject({ title: "Noticias — AUREVO", description: "Lo último", keywords: "a, b" });
    expect(metadata.openGraph).toMatchObject({ locale: "es_ES", url: `${origin}/spanish/about/news`, alternateLocale: ["en_US", "my_MM"] });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", images: [`${origin}/opengraph-image`] });
  });

  it("falls back to the screen's title and real text when the list lacks the route or cannot load", async () => {
    getSeoList.mockRejectedValueOnce(new Error("down"));
    vi.spyOn(console, "error").mockImplementationOnce(() => {});
    const metadata = await pageMetadata(english, "/support/faq", "FAQ");
    expect(metadata.title).toBe("FAQ — AUREVO");
    expect(String(metadata.description).length).toBeGreaterThan(40);
    expect(metadata.keywords).toContain("Aurevo");
    expect(metadata.keywords).toContain("Battery");
  });
});

describe("a page that shows the english fallback", () => {
  // A news item written in english and burmese: its spanish page shows the english text.
  const writtenIn = async (locale: SiteLocale) => locale.code !== "spanish";

  it("names the english page canonical and offers no alternates", async () => {
    const metadata = await pageMetadata(spanish, "/about/news/lagos", { title: "Lagos", writtenIn });
    expect(metadata.alternates).toEqual({ canonical: `${origin}/about/news/lagos` });
    expect(metadata.openGraph).toMatchObject({ url: `${origin}/about/news/lagos` });
  });

  it("is left out of the alternates of the languages it is written in", async () => {
    const metadata = await pageMetadata(burmese, "/about/news/lagos", { title: "Lagos", writtenIn });
    expect(metadata.alternates).toEqual({
      canonical: `${origin}/burmese/about/news/lagos`,
      languages: { en: `${origin}/about/news/lagos`, my: `${origin}/burmese/about/news/lagos`, "x-default": `${origin}/about/news/lagos` },
    });
    expect(metadata.openGraph).toMatchObject({ alternateLocale: ["en_US"] });
  });

  it("counts a language whose answer cannot be read as not written in it", async () => {
    const metadata = await pageMetadata(english, "/about/news/lagos", {
      title: "Lagos",
      writtenIn: async (locale) => {
        if (locale.code === "burmese") throw new Error("down");
        return true;
      },
    });
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(["en", "es", "x-default"]);
  });

  it("is not in the sitemap in that language", () => {
    const entries = sitemap([{ route: "/about/news/lagos", writtenIn: [english, burmese] }]);
    expect(entries.map((entry) => entry.url)).toEqual([`${origin}/about/news/lagos`, `${origin}/burmese/about/news/lagos`]);
    expect(Object.keys(entries[0]?.alternates?.languages ?? {})).toEqual(["en", "my", "x-default"]);
  });
});

describe("an item's page across the editions that show it", () => {
  const every = ["english", "spanish", "burmese"];
  const sites = [
    { id: "global", url: "https://www.aurevo.example", languages: every, hreflang: "en", region: null },
    { id: "test", url: "https://test.aurevo.example", languages: every, hreflang: "en-TT", region: "TT" },
    { id: "nigeria", url: "https://ng.aurevo.example", languages: every, hreflang: "en-NG", region: "NG" },
    { id: "kenya", url: "https://ke.aurevo.example", languages: ["english", "spanish"], hreflang: "en-KE", region: "KE" },
  ];
  // Written in english and burmese; its spanish page shows the english text.
  const writtenIn = async (locale: SiteLocale) => locale.code !== "spanish";
  const news = (editions: readonly string[] | null | undefined) => ({ title: "Lagos", writtenIn, editions });

  it("names it on each of their sites by language and region, this one at its own origin, and no other edition", async () => {
    getEditions.mockResolvedValue(sites);
    const metadata = await pageMetadata(burmese, "/about/news/lagos", news(["test", "nigeria"]));
    expect(metadata.alternates).toEqual({
      canonical: `${origin}/burmese/about/news/lagos`,
      languages: {
        "en-TT": `${origin}/about/news/lagos`,
        "my-TT": `${origin}/burmese/about/news/lagos`,
        "en-NG": "https://ng.aurevo.example/about/news/lagos",
        "my-NG": "https://ng.aurevo.example/burmese/about/news/lagos",
        // No global edition shows it: the first that does is the default.
        "x-default": `${origin}/about/news/lagos`,
      },
    });
  });

  it("is on every edition's site when it is for all of them, in the languages each offers", async () => {
    getEditions.mockResolvedValue(sites);
    const languages = (await pageMetadata(english, "/about/news/lagos", news(null))).alternates?.languages ?? {};
    expect(Object.keys(languages)).toEqual(["en", "my", "en-TT", "my-TT", "en-NG", "my-NG", "en-KE", "x-default"]);
    expect(languages["x-default"]).toBe("https://www.aurevo.example/about/news/lagos");
  });

  it("stays on this site when the item does not say its scope or the list of editions cannot be read", async () => {
    getEditions.mockResolvedValue(sites);
    const unscoped = await pageMetadata(english, "/about/news/lagos", news(undefined));
    expect(Object.keys(unscoped.alternates?.languages ?? {})).toEqual(["en", "my", "x-default"]);
    getEditions.mockRejectedValue(new Error("down"));
    const down = await pageMetadata(english, "/about/news/lagos", news(["test", "nigeria"]));
    expect(down.alternates?.languages).toEqual({
      en: `${origin}/about/news/lagos`,
      my: `${origin}/burmese/about/news/lagos`,
      "x-default": `${origin}/about/news/lagos`,
    });
  });
});

describe("home structured data", () => {
  it("describes the organisation and a site search on /search/{keyword} in the page's language", () => {
    const [organization, website] = homeStructuredData(spanish, settings as never) as [Record<string, unknown>, Record<string, { target: { urlTemplate: string } }>];
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Aurevo",
      legalName: "Aurevo Nigeria Limited",
      url: `${origin}/spanish`,
      email: "nigeria@aurevo.example",
      telephone: "+234 1 555 0100",
      sameAs: ["https://video.example/@aurevo"],
    });
    expect(website.potentialAction?.target.urlTemplate).toBe(`${origin}/spanish/search/{search_term_string}`);
  });

  it("cannot close its script element", () => {
    expect(jsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});

describe("sitemap and robots", () => {
  it("lists each route in the three languages with alternates", () => {
    const entries = sitemap(["/", "/downloads"]);
    expect(entries.map((entry) => entry.url)).toEqual([
      `${origin}/`,
      `${origin}/spanish`,
      `${origin}/burmese`,
      `${origin}/downloads`,
      `${origin}/spanish/downloads`,
      `${origin}/burmese/downloads`,
    ]);
    expect(entries[4]?.alternates?.languages).toMatchObject({ "x-default": `${origin}/downloads`, my: `${origin}/burmese/downloads` });
  });

  it("points crawlers at the sitemap and keeps them out of the API", () => {
    expect(robots()).toMatchObject({ sitemap: `${origin}/sitemap.xml`, rules: { disallow: ["/api/", "/revalidate"] } });
  });
});

describe("the public origin, a setting read when a page is rendered", () => {
  it("is what the server was started with: canonical links, the sitemap, robots.txt and structured data follow it", () => {
    vi.stubEnv("SITE_URL_TEST", "https://test.aurevo.example");
    try {
      expect(alternatesOf(spanish, "/about/news").canonical).toBe("https://test.aurevo.example/spanish/about/news");
      expect(sitemap(["/"]).map((entry) => entry.url)).toEqual(["https://test.aurevo.example/", "https://test.aurevo.example/spanish", "https://test.aurevo.example/burmese"]);
      expect(robots()).toMatchObject({ sitemap: "https://test.aurevo.example/sitemap.xml", host: "https://test.aurevo.example" });
      expect(homeStructuredData(english, settings as never)[0]).toMatchObject({ logo: "https://test.aurevo.example/icon.svg" });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(robots().host).toBe(origin);
  });

  it("in production without SITE_URL_<ID>, no page gets an address: it fails naming the setting, never with a made-up domain", () => {
    vi.stubEnv("SITE_URL_TEST", "");
    vi.stubEnv("NODE_ENV", "production");
    try {
      expect(() => robots()).toThrow(/SITE_URL_TEST: unset/);
      expect(() => sitemap(["/"])).toThrow(/SITE_URL_TEST/);
      expect(() => alternatesOf(english, "/")).toThrow(/SITE_URL_TEST/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
