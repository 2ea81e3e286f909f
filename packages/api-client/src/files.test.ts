import { describe, expect, it } from "vitest";
import { fileUrl } from "./files";

describe("fileUrl", () => {
  it("serves stored relative paths through /getFile/", () => {
    expect(fileUrl("products/inverter.webp")).toBe("/getFile/products/inverter.webp");
    expect(fileUrl("./products/inverter.webp")).toBe("/getFile/products/inverter.webp");
  });

  it("leaves absolute URLs, data images and bundled assets alone", () => {
    expect(fileUrl("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(fileUrl("//cdn.example.com/a.png")).toBe("//cdn.example.com/a.png");
    expect(fileUrl("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
    expect(fileUrl("/brand/logo.svg")).toBe("/brand/logo.svg");
  });

  it("returns null for missing paths", () => {
    expect(fileUrl(null)).toBeNull();
    expect(fileUrl("")).toBeNull();
  });
});
