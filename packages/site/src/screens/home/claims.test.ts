import { createIntl } from "@formatjs/intl";
import { describe, expect, it } from "vitest";
import { english, nigeria } from "@repo/locales/content-sets";
import { catalogs } from "@repo/locales/messages";
import { claimTexts } from "./claims";

const intl = (locale: "en" | "es" | "my") => createIntl({ locale, messages: catalogs[locale] });

describe("claimTexts", () => {
  it("speaks for the company in the default english edition", () => {
    const claims = claimTexts(intl("en"), english.claims);
    expect(claims).toContain("Founded in 2014");
    expect(claims).toContain("More than 10 years of experience");
    expect(claims).toContain("Clients in more than 50 countries");
    expect(claims.some((claim) => claim.startsWith("One-stop power solutions"))).toBe(true);
    expect(claims.join(" ")).not.toMatch(/550,000|2007/);
  });

  it("speaks for the parent group in regional editions", () => {
    const claims = claimTexts(intl("en"), nigeria.claims);
    expect(claims).toContain("Parent group founded in 2007");
    expect(claims).toContain("17 years of experience");
    expect(claims).toContain("More than 550,000 system sets operating worldwide");
    expect(claims.join(" ")).not.toMatch(/2014/);
  });

  it("states the shared strengths with locale number formatting", () => {
    expect(claimTexts(intl("en"), english.claims)).toEqual(
      expect.arrayContaining([
        "30% of our staff work in research and development",
        "5 laboratories",
        "More than 100 patents",
        "Quality management certified to ISO9001",
      ]),
    );
    expect(claimTexts(intl("es"), nigeria.claims).join(" ")).toContain("550.000");
  });

  it("leaves out a certification the edition does not hold", () => {
    const claims = claimTexts(intl("en"), { ...english.claims, certifications: [] });
    expect(claims.join(" ")).not.toContain("ISO9001");
  });
});
