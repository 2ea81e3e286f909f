import { describe, expect, it, vi } from "vitest";
import { getBlogWithComments, postBlogComment } from "./about";
import { searchDocuments } from "./downloads";
import { ApiError } from "./errors";
import { createFetcher } from "./fetcher";
import { search } from "./home";
import { getProduct } from "./products";

function answering(data: unknown, status = 200) {
  const body = status === 200 ? { code: 200, msg: "success", data } : data;
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

const card = {
  id: "helios-6",
  legacyId: 1001,
  category: "inverter",
  series: "Helios",
  name: "Helios 6",
  summary: "A hybrid inverter",
  image: "products/helios-6/front.webp",
  imageAlt: "Front",
  featured: true,
  fallback: true,
};

describe("the typed client", () => {
  it("reshapes a product: file URLs, routes, untranslated flag", async () => {
    const fetch = answering({
      ...card,
      categoryName: "Inverter",
      descriptionHtml: "<p>x</p>",
      images: ["products/helios-6/front.webp", "https://cdn.example.com/side.webp"],
      specs: [{ key: "power", name: "Power", value: "6", unit: "kW" }],
      publishedAt: 1,
      documents: [{ id: "d", type: "datasheet", title: "Datasheet", file: "documents/d.pdf", fileSize: 10, revision: "V1" }],
      related: [],
      soldHere: false,
    });
    const fetcher = createFetcher({ baseUrl: "http://api", languageCode: "burmese", fetch: fetch as typeof globalThis.fetch });
    const product = await getProduct(fetcher, { legacyId: 1001 });
    expect(fetch.mock.calls[0]?.[0]).toBe("http://api/api/product/getProductData?legacyId=1001&languageCode=burmese");
    expect(product).toMatchObject({
      href: "/products/helios-6",
      image: "/getFile/products/helios-6/front.webp",
      images: ["/getFile/products/helios-6/front.webp", "https://cdn.example.com/side.webp"],
      documents: [{ url: "/getFile/documents/d.pdf" }],
      untranslated: true,
      soldHere: false,
    });
    expect(product).not.toHaveProperty("fallback");
  });

  it("pages documents and search hits as { items, total }", async () => {
    const fetcher = createFetcher({
      baseUrl: "",
      languageCode: "english",
      fetch: answering({
        list: [{ type: "product", id: "helios-6", title: "Helios 6", summary: "s", route: "/products/helios-6", image: null, fallback: false }],
        total: 7,
      }) as typeof globalThis.fetch,
    });
    expect(await search(fetcher, { keyword: "helios" })).toEqual({
      items: [{ type: "product", id: "helios-6", href: "/products/helios-6", title: "Helios 6", summary: "s", image: null, untranslated: false }],
      total: 7,
    });
    const empty = createFetcher({ baseUrl: "", languageCode: "english", fetch: answering({ list: [], total: 0 }) as typeof globalThis.fetch });
    expect(await searchDocuments(empty, { type: "brochure" })).toEqual({ items: [], total: 0 });
  });

  it("gives comments as text and a refused comment's field problems", async () => {
    const fetcher = createFetcher({
      baseUrl: "",
      languageCode: "english",
      fetch: answering(
        { code: 400, msg: "Invalid email: Please input a valid Email", data: { fields: { email: "Please input a valid Email" } } },
        400,
      ) as typeof globalThis.fetch,
    });
    const error = await postBlogComment(fetcher, { blogId: "a", name: "A", email: "x", content: "c" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, fields: { email: "Please input a valid Email" } });

    const blog = { ...card, id: "b", title: "T", date: 1, author: "A", commentCount: 1, bodyHtml: "", previous: null, next: null };
    const withComments = createFetcher({
      baseUrl: "",
      languageCode: "english",
      fetch: answering({
        blog,
        comments: { list: [{ id: 1, name: "Kyaw", content: "<b>hi</b>", createdAt: 5 }], total: 1 },
      }) as typeof globalThis.fetch,
    });
    const result = await getBlogWithComments(withComments, { id: "b" });
    expect(result.comments.items).toEqual([{ id: 1, name: "Kyaw", text: "<b>hi</b>", createdAt: 5 }]);
    expect(result.blog.href).toBe("/about/blogs/b");
  });
});
