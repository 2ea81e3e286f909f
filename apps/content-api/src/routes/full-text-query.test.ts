import { describe, expect, it } from "vitest";
import { fullTextQuery } from "./home";

describe("fullTextQuery", () => {
  it("adds the keyword with its letters and digits apart where they touch or a hyphen joins them", () => {
    expect(fullTextQuery("5kWh")).toBe("5kWh or 5 kWh");
    expect(fullTextQuery("helios-6")).toBe("helios-6 or helios 6");
    expect(fullTextQuery("PowerCube5 48V")).toBe("PowerCube5 48V or PowerCube 5 48 V");
    expect(fullTextQuery("ဘက်ထရီ၅")).toBe("ဘက်ထရီ၅ or ဘက်ထရီ ၅");
  });

  it("leaves a keyword without such a join as it is: words, phrases, negations, dates", () => {
    for (const keyword of ["battery", "off-grid", '"hybrid inverter"', "inverter -manual", "2024-05", "5 kWh", "ဘက်ထရီ"]) {
      expect(fullTextQuery(keyword)).toBe(keyword);
    }
  });
});
