import { describe, expect, it } from "vitest";
import { chooseLocale } from "./locale";

describe("the studio's language", () => {
  it("is the one the person chose, whatever the browser asks for", () => {
    expect(chooseLocale("my", "es-ES,es;q=0.9")).toBe("my");
  });

  it("is the browser's best match without a choice", () => {
    expect(chooseLocale(undefined, "es-MX,es;q=0.9,en;q=0.5")).toBe("es");
    expect(chooseLocale(undefined, "my-MM")).toBe("my");
    expect(chooseLocale(undefined, "fr-FR,de;q=0.8")).toBe("en");
  });

  it("is english for a choice it does not know or a header it cannot read", () => {
    expect(chooseLocale("zh", null)).toBe("en");
    expect(chooseLocale(undefined, ";;;q=abc,@@")).toBe("en");
  });
});
