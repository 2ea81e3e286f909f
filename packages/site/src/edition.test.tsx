import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routing } from "./routing";

vi.mock("server-only", () => ({}));
const { editionSettings, otherEditions, edition } = await import("./edition");
const { Footer } = await import("./chrome/footer");

const [english, spanish] = routing.locales;

const summary = (id: string) => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
  img: `/brand/flags/${id}.svg`,
  url: `https://${id}.aurevo.example`,
  languages: ["english", "spanish"],
  hreflang: "en-KE",
  region: "KE",
});
const settings = {
  ...summary(edition.id),
  languageCode: "spanish",
  fallback: false,
  claims: ["Más de 100 patentes"],
  about: ["Aurevo Kenia es el centro de servicio del grupo."],
  company: { title: "Aurevo Kenya Ltd.", address: "Nairobi (Kenia)", email: "kenya@aurevo.example", phone: "+254 20 555 0100" },
  offices: [],
  socialLinks: [{ class: "video-channel", url: "https://video.example/@aurevo" }],
  applications: [],
  footerColumns: [
    { title: "Empresa", links: [{ label: "Contacto", href: "/about/contact" }, { label: "Portal de socios", href: "https://partners.example/" }] },
  ],
};

/** The content API as the data cache sees it: answers while up, or the copy kept of its last answer when asked for any copy. */
function contentApi(up: boolean) {
  const calls: { url: string; revalidate: number | undefined; tags: string[] | undefined }[] = [];
  const fetch = vi.fn(async (url: string, init: { next?: { revalidate?: number; tags?: string[] } }) => {
    calls.push({ url, revalidate: init.next?.revalidate, tags: init.next?.tags });
    const lastGood = (init.next?.revalidate ?? 0) > 86_400;
    if (!up && !lastGood) throw new TypeError("fetch failed");
    const data = url.includes("/api/editions/") ? settings : [summary("global"), summary(edition.id), summary("kenya")];
    return Response.json({ code: 200, msg: "success", data });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("an edition's settings", () => {
  it("are read from the content API in the page's language, cached under the editions tag", async () => {
    const calls = contentApi(true);
    const read = await editionSettings("spanish");
    expect(read.company.title).toBe("Aurevo Kenya Ltd.");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toMatch(new RegExp(`/api/editions/${edition.id}\\?languageCode=spanish&edition=${edition.id}$`));
    expect(calls[0]).toMatchObject({ revalidate: 300, tags: ["editions"] });
  });

  it("come from the last good copy when the content API cannot be reached, so a page never fails on them", async () => {
    const calls = contentApi(false);
    const read = await editionSettings("english");
    expect(read.claims).toEqual(["Más de 100 patentes"]);
    expect(calls.map((call) => call.revalidate)).toEqual([300, 365 * 24 * 60 * 60]);
  });

  it("are not read again for an edition the content API does not have", async () => {
    const fetch = vi.fn(async () => Response.json({ code: 404, msg: `No edition "${edition.id}"`, data: null }, { status: 404 }));
    vi.stubGlobal("fetch", fetch);
    await expect(editionSettings("english")).rejects.toMatchObject({ code: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("the country menu", () => {
  it("lists every other edition the content API knows, never this one", async () => {
    const calls = contentApi(true);
    expect((await otherEditions()).map((other) => other.id)).toEqual(["global", "kenya"]);
    expect(calls[0]?.url).toMatch(/\/api\/editions\?languageCode=english&edition=test$/);
  });
});

describe("the footer", () => {
  it("shows the company, its phone and the settings' own columns, site links in the page's language", () => {
    const html = renderToStaticMarkup(<Footer locale={spanish!} menu={[]} settings={settings as never} />);
    expect(html).toContain("Aurevo Kenya Ltd.");
    expect(html).toContain('href="tel:+254205550100"');
    expect(html).toContain('href="/spanish/about/contact"');
    expect(html).toContain('href="https://partners.example/"');
    expect(html).toContain("Empresa");
  });

  it("fills its columns from the menu when the settings name none", () => {
    const menu = [
      { id: 1, name: "Support", link: "/support", external: false, mateCode: null, img: null, alt: "", desc: null, shortName: null, children: [
        { id: 2, name: "FAQ", link: "/support/faq", external: false, mateCode: null, img: null, alt: "", desc: null, shortName: null, children: [] },
      ] },
    ];
    const html = renderToStaticMarkup(<Footer locale={english} menu={menu} settings={{ ...settings, footerColumns: [] } as never} />);
    expect(html).toContain('href="/support/faq"');
    expect(html).not.toContain("Empresa");
  });
});
