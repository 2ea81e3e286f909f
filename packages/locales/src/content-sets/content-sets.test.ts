import { contentSetKeys } from "@repo/config/edition";
import { editionRegistry } from "@repo/config/editions";
import { describe, expect, it } from "vitest";
import { languageCodes } from "@repo/config/edition";
import defaultSet, { contentSetIn, contentSets, contentSetSchema, localizedTextSchema, officeSchema } from "./index";

/** The share of a text's letters that are in Myanmar script. */
function myanmarShare(text: string): number {
  const myanmar = text.match(/[\u1000-\u109F]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return myanmar / (myanmar + latin);
}

const regional = ["nigeria", "spanish", "australia", "bee", "burmese"] as const;

describe("content sets", () => {
  it("exist for every key of SPEC §3, with the english set as the default export", () => {
    expect(Object.keys(contentSets).sort()).toEqual([...contentSetKeys].sort());
    expect(defaultSet).toBe(contentSets.english);
  });

  it.each(contentSetKeys)("%s matches the schema", (key) => {
    const set = contentSetSchema.parse(contentSets[key]);
    expect(set.key).toBe(key);
  });

  it("give the default edition the company's own claims", () => {
    expect(contentSets.english.claims).toMatchObject({
      kind: "company",
      founded: 2014,
      years: 10,
      countries: 50,
      oneStop: true,
    });
  });

  it.each(regional)("give %s the parent group's claims", (key) => {
    expect(contentSets[key].claims).toMatchObject({
      kind: "group",
      founded: 2007,
      years: 17,
      countries: 50,
      systemSets: 550_000,
    });
  });

  it.each(contentSetKeys)("give %s the shared claims: 30%% R&D staff, 5 labs, 100+ patents, ISO9001", (key) => {
    expect(contentSets[key].claims).toMatchObject({
      rdStaffShare: 0.3,
      labs: 5,
      patents: 100,
      certifications: ["ISO9001"],
    });
  });

  it("list one office in the english set: the Chinese subsidiary at bottom 49.1%, left 76%", () => {
    const offices = contentSets.english.contactUs.dataList;
    expect(offices).toHaveLength(1);
    expect(offices[0]).toMatchObject({ bottom: "49.1%", left: "76%" });
    expect(offices[0]?.address.english).toMatch(/China/);
  });

  it.each(regional)("list the parent in China, the Australian company and the Myanmar partner in %s", (key) => {
    const offices = contentSets[key].contactUs.dataList;
    expect(offices).toHaveLength(3);
    expect(offices.map((office) => office.email)).toEqual([
      "group@aurevo.example",
      "australia@aurevo.example",
      "goldendelta@partner.example",
    ]);
  });

  it("let a phone be empty or several numbers separated by commas, and refuse anything else", () => {
    const offices = Object.values(contentSets).flatMap((set) => set.contactUs.dataList);
    expect(offices.some((office) => office.phone === "")).toBe(true);
    expect(offices.some((office) => office.phone.split(",").length > 1)).toBe(true);
    const office = contentSets.english.contactUs.dataList[0];
    expect(officeSchema.safeParse({ ...office, phone: "call us" }).success).toBe(false);
    expect(officeSchema.safeParse({ ...office, bottom: "49.1" }).success).toBe(false);
    expect(officeSchema.safeParse({ ...office, email: "sales@aurevo.com" }).success).toBe(false);
  });

  it("introduce the Nigerian branch as local service centre", () => {
    expect(contentSetIn("nigeria", "english").aboutUs.text[0]).toMatch(/Aurevo Nigeria is the group's local service centre/);
    expect(contentSetIn("nigeria", "spanish").aboutUs.text[0]).toMatch(/centro de servicio local del grupo/);
  });

  it.each(contentSetKeys)("carry every text of %s in english, spanish and burmese", (key) => {
    for (const language of languageCodes) {
      const set = contentSetIn(key, language);
      const texts = [
        ...set.aboutUs.text,
        ...set.aboutUs.applicationsList.flatMap((application) => [application.title, application.content]),
        ...set.contactUs.dataList.flatMap((office) => [office.title, office.address]),
        set.footer.companyInfo.address,
      ];
      for (const text of texts) expect(text, `${key} in ${language}`).toMatch(/\S/);
      // Paragraphs and application blocks are prose: written in their own language, never copied from another.
      const prose = [...set.aboutUs.text, ...set.aboutUs.applicationsList.map((application) => application.content)];
      for (const text of prose) {
        if (language === "burmese") expect(myanmarShare(text), `${key} in burmese: ${text}`).toBeGreaterThan(0.8);
        else expect(text, `${key} in ${language}`).not.toMatch(/[\u1000-\u109F]/);
      }
      if (language !== "english") {
        const english = contentSetIn(key, "english");
        expect(set.aboutUs.text.filter((text) => english.aboutUs.text.includes(text)), `${key} in ${language}`).toEqual([]);
        expect(set.aboutUs.applicationsList.map((application) => application.content)).not.toContain(
          english.aboutUs.applicationsList[0]?.content,
        );
      }
    }
  });

  it("refuse a set whose text lacks a language, or has one no page shows", () => {
    const paragraph = contentSets.english.aboutUs.text[0]!;
    const { burmese: _burmese, ...withoutBurmese } = paragraph;
    expect(localizedTextSchema.safeParse(withoutBurmese).success).toBe(false);
    expect(localizedTextSchema.safeParse({ ...paragraph, spanish: " " }).success).toBe(false);
    expect(localizedTextSchema.safeParse({ ...paragraph, french: "Fondée en 2014" }).success).toBe(false);
    const set = contentSets.spanish;
    const missing = {
      ...set,
      aboutUs: { ...set.aboutUs, text: [...set.aboutUs.text, { english: "An english-only paragraph.", spanish: "", burmese: "" }] },
    };
    expect(contentSetSchema.safeParse(missing).success).toBe(false);
    const office = set.contactUs.dataList[0]!;
    expect(officeSchema.safeParse({ ...office, address: office.address.english }).success).toBe(false);
  });

  it("write the spanish and burmese pages' texts in their language", () => {
    expect(contentSetIn("spanish", "spanish").aboutUs.text.join(" ")).toMatch(/fundado en 2007/);
    expect(contentSetIn("english", "spanish").aboutUs.applicationsList[0]?.title).toBe("Almacenamiento residencial");
    for (const paragraph of contentSetIn("burmese", "burmese").aboutUs.text) expect(paragraph).toMatch(/[\u1000-\u109F]/);
    expect(contentSetIn("burmese", "english").aboutUs.text.join(" ")).toMatch(/Golden Delta Engineering designs, installs/);
  });

  it.each(contentSetKeys)("give %s four social links and a country link to every edition's site", (key) => {
    const set = contentSets[key];
    expect(set.footer.link.map((link) => link.class)).toEqual([
      "video-channel",
      "social-network",
      "professional-network",
      "photo-sharing",
    ]);
    expect(set.header.countryLink.map((link) => link.name)).toEqual(editionRegistry.map((entry) => entry.name));
  });
});
