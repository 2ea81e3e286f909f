import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { catalogs, pickMessages, untranslated, type MessageId } from "./messages";

/** The argument names a message uses, including those inside plural and select branches. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

const ids = Object.keys(catalogs.en) as MessageId[];

describe("catalogs", () => {
  it("hold the same keys in every language", () => {
    const english = [...ids].sort();
    expect(Object.keys(catalogs.es).sort()).toEqual(english);
    expect(Object.keys(catalogs.my).sort()).toEqual(english);
  });

  it("parse as ICU messages with the same arguments in every language", () => {
    for (const id of ids) {
      const english = [...argumentsOf(parse(catalogs.en[id]))].sort();
      for (const locale of ["es", "my"] as const) {
        const parsed = parse(catalogs[locale][id]);
        expect([...argumentsOf(parsed)].sort(), `${locale} ${id}`).toEqual(english);
      }
    }
  });

  it("translate every message except the few meant to stay as they are", () => {
    for (const locale of ["es", "my"] as const) {
      const same = ids.filter((id) => catalogs[locale][id] === catalogs.en[id]);
      expect(same, locale).toEqual(untranslated[locale]);
    }
  });

  it("write Burmese in Myanmar script (Unicode, not Zawgyi or latin)", () => {
    for (const id of ids) {
      if (untranslated.my.includes(id)) continue;
      expect(catalogs.my[id], id).toMatch(/[\u1000-\u109F]/);
    }
  });

  it("hold the validation messages of SPEC §5 word for word in english", () => {
    expect(catalogs.en["forms.validation.firstName"]).toBe("Please input First Name");
    expect(catalogs.en["forms.validation.countryRegion"]).toBe("Please input Your Country/Region");
    expect(catalogs.en["forms.validation.relationship"]).toBe("Please select Your Relationship with the company");
    expect(catalogs.en["forms.success"]).toBe("Submitted successfully");
    expect(catalogs.en["header.search.empty"]).toBe("Please enter your keywords");
    expect(catalogs.en["search.results"]).toBe("{total, number} results were found");
    expect(catalogs.en["search.noResults"]).toBe("No results for {key}");
    expect(catalogs.en["search.noMore"]).toBe("No more results");
    expect(catalogs.en["notFound.text"]).toBe("This page could not be found");
  });
});

describe("pickMessages", () => {
  it("takes whole namespaces and single ids, and nothing else", () => {
    const picked = pickMessages("es", ["header.search", "forms.success"]);
    expect(picked["header.search.empty"]).toBe("Introduzca las palabras que desea buscar");
    expect(picked["forms.success"]).toBe("Enviado correctamente");
    expect(Object.keys(picked).every((id) => id.startsWith("header.search.") || id === "forms.success")).toBe(true);
    expect(picked["forms.submit"]).toBeUndefined();
  });

  it("does not take a namespace that only shares a prefix", () => {
    // `header.menu` must not pull in a hypothetical `header.menuBar…`; ids are matched at dots.
    const picked = pickMessages("en", ["header.menu"]);
    expect(Object.keys(picked).sort()).toEqual([
      "header.menu.close",
      "header.menu.collapse",
      "header.menu.drawer",
      "header.menu.expand",
      "header.menu.open",
    ]);
  });
});
