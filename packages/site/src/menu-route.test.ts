import { describe, expect, it, vi } from "vitest";
import { menuEntry as entry } from "./chrome/menu-fixture";

vi.mock("server-only", () => ({}));
const loadNavigation = vi.fn(async () => [
  entry(1, "/products", {
    mateCode: "Products",
    children: [entry(2, "/product-list/battery", { children: [entry(3, "/products/p", { img: "/getFile/p.webp", alt: "A battery" })] })],
  }),
]);
vi.mock("./api", () => ({ loadNavigation }));
const { GET } = await import("./menu-route");

const get = (locale: string) => GET(new Request(`http://edition.test/${locale}/menu.json`), { params: Promise.resolve({ locale }) });

describe("GET /menu.json", () => {
  it("answers a language's whole menu in its own URLs, as the header renders it", async () => {
    const res = await get("spanish");
    expect(res.status).toBe(200);
    expect(loadNavigation).toHaveBeenCalledWith("spanish");
    expect(await res.json()).toEqual([
      {
        id: 1,
        name: "item 1",
        link: "/spanish/products",
        mateCode: "Products",
        children: [
          {
            id: 2,
            name: "item 2",
            link: "/spanish/product-list/battery",
            children: [{ id: 3, name: "item 3", link: "/spanish/products/p", img: "/getFile/p.webp", children: [] }],
          },
        ],
      },
    ]);
  });

  it("answers 404 with a message, kept by no cache, for a language the site does not have", async () => {
    const res = await get("klingon");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ code: 404, msg: "No such language", data: null });
  });
});
