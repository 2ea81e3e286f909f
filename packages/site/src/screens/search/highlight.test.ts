import { describe, expect, it } from "vitest";
import { fold, highlight } from "./highlight";

const marked = (text: string, keyword: string) =>
  highlight(text, keyword)
    .filter((part) => part.match)
    .map((part) => part.text);

describe("highlight", () => {
  it("marks english words by stem, whole words only", () => {
    expect(marked("HomeStack batteries store energy; one battery, restart", "battery")).toEqual([
      "batteries",
      "battery",
    ]);
    expect(marked("Batteries and a battery", "batteries")).toEqual(["Batteries", "battery"]);
    expect(marked("A restart of the art studio", "art")).toEqual(["art"]);
  });

  it("marks spanish words whatever their accents", () => {
    expect(marked("Baterías de litio y una batería", "bateria")).toEqual(["Baterías", "batería"]);
    expect(marked("Inversores híbridos", "inversor")).toEqual(["Inversores"]);
  });

  it("marks Burmese as written, inside longer runs of text", () => {
    const text = "နေရောင်ခြည်စွမ်းအင် ဘက်ထရီစနစ်နှင့် ဘက်ထရီ";
    expect(marked(text, "ဘက်ထရီ")).toEqual(["ဘက်ထရီ", "ဘက်ထရီ"]);
    expect(
      highlight(text, "ဘက်ထရီ")
        .map((part) => part.text)
        .join(""),
    ).toBe(text);
  });

  it("marks every term of a keyword and merges overlapping marks", () => {
    expect(marked("Helios hybrid inverter for homes", "hybrid inverter")).toEqual(["hybrid", "inverter"]);
    expect(highlight("inverters", "inverter inv")).toEqual([{ text: "inverters", match: true }]);
  });

  it("marks a model or a capacity typed with its letters and digits together or hyphenated, as written", () => {
    expect(marked("PowerCube 5 kWh LFP battery, stackable to 80 kWh", "5kwh")).toEqual(["5 kWh"]);
    expect(marked("The Helios 6 hybrid inverter", "helios-6")).toEqual(["Helios 6"]);
    expect(marked("The Helios 6 hybrid inverter", "Helios6")).toEqual(["Helios 6"]);
  });

  it("keeps text that does not match as one unmarked run, markup included", () => {
    expect(highlight("<b>no match</b>", "battery")).toEqual([{ text: "<b>no match</b>", match: false }]);
    expect(highlight("", "battery")).toEqual([{ text: "", match: false }]);
  });

  it("folds without moving positions", () => {
    for (const text of ["Batería", "ÅNGSTRÖM", "İstanbul", "ß", "ဘက်ထရီ", "🔋 battery"])
      expect(fold(text)).toHaveLength(text.length);
  });
});
