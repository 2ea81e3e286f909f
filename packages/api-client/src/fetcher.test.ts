import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { z } from "zod";
import { getEvents, postBlogComment } from "./about";
import { apiEndpoints, envelopeSchema } from "./contract";
import { ApiError } from "./errors";
import { type ApiBody, type ApiQuery, buildUrl, createFetcher } from "./fetcher";
import { getNavigation } from "./navigation";

const okSchema = envelopeSchema(z.object({ value: z.number() }));
const read = (path: string) => ({ path, query: z.object({ q: z.string().optional() }), response: okSchema });

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("buildUrl", () => {
  it("drops empty, null and undefined params and keeps zero and false", () => {
    const url = buildUrl("http://api.test/", "about/getBlogListByParam", {
      keyword: "",
      category: null,
      tag: undefined,
      pageNum: 0,
      featured: false,
      title: "a b&c",
    });
    expect(url).toBe("http://api.test/api/about/getBlogListByParam?pageNum=0&featured=false&title=a+b%26c");
  });

  it("builds same-origin URLs from an empty base", () => {
    expect(buildUrl("", "navigation/getNavigationData", {})).toBe("/api/navigation/getNavigationData");
  });
});

describe("createFetcher", () => {
  it("adds the current locale's languageCode to GETs", async () => {
    const fetch = vi.fn(async () => jsonResponse({ code: 200, msg: "ok", data: { value: 1 } }));
    const fetcher = createFetcher({ baseUrl: "http://api.test", languageCode: "burmese", fetch });
    await expect(fetcher.get(read("x/y"), { q: "" })).resolves.toEqual({ value: 1 });
    expect(fetch).toHaveBeenCalledWith(
      "http://api.test/api/x/y?languageCode=burmese",
      expect.objectContaining({ method: "GET" }),
    );
  });

  it("names the asking edition on every GET, and only there", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ code: 200, msg: "ok", data: { value: 1 } }));
    const fetcher = createFetcher({ baseUrl: "http://api.test", languageCode: "english", edition: "nigeria", fetch: fetch as typeof globalThis.fetch });
    await fetcher.get(read("x/y"), { q: "battery" });
    expect(fetch.mock.calls[0]?.[0]).toBe("http://api.test/api/x/y?q=battery&languageCode=english&edition=nigeria");
    await fetcher.post({ path: "support/insertOnlineMessage", body: z.object({ name: z.string() }), response: okSchema }, { name: "Ada" });
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ name: "Ada", languageCode: "english" });
  });

  it("sends no edition when none is given", async () => {
    const fetch = vi.fn(async () => jsonResponse({ code: 200, msg: "ok", data: { value: 1 } }));
    await createFetcher({ baseUrl: "http://api.test", languageCode: "english", fetch }).get(read("x/y"), {});
    expect(fetch).toHaveBeenCalledWith("http://api.test/api/x/y?languageCode=english", expect.anything());
  });

  it("puts languageCode in the JSON body of POSTs", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({ code: 200, msg: "ok", data: { value: 2 } }),
    );
    const fetcher = createFetcher({ baseUrl: "", languageCode: "spanish", fetch: fetch as typeof globalThis.fetch });
    await fetcher.post(
      { path: "support/insertOnlineMessage", body: z.object({ name: z.string() }), response: okSchema },
      { name: "Ada" },
    );
    const init = fetch.mock.calls[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ name: "Ada", languageCode: "spanish" });
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
  });

  it("throws an ApiError with the envelope's code and msg", async () => {
    const fetch = vi.fn(async () => jsonResponse({ code: 404, msg: "No such blog", data: null }, 404));
    const fetcher = createFetcher({ baseUrl: "", languageCode: "english", fetch });
    const error = await fetcher.get(read("about/getBlogByParam"), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 404, msg: "No such blog", path: "about/getBlogByParam" });
  });

  it("treats a non-200 code inside an HTTP 200 as a failure", async () => {
    const fetch = vi.fn(async () => jsonResponse({ code: 500, msg: "boom", data: null }, 200));
    const fetcher = createFetcher({ baseUrl: "", languageCode: "english", fetch });
    await expect(fetcher.get(read("a"), {})).rejects.toMatchObject({ code: 500, msg: "boom" });
  });

  it("maps a non-JSON error page to its HTTP status", async () => {
    const fetch = vi.fn(
      async () => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }),
    );
    const fetcher = createFetcher({ baseUrl: "", languageCode: "english", fetch });
    await expect(fetcher.get(read("a"), {})).rejects.toMatchObject({ code: 502, msg: "Bad Gateway" });
  });

  it("maps an unreachable server to 503", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    const fetcher = createFetcher({ baseUrl: "", languageCode: "english", fetch });
    await expect(fetcher.get(read("a"), {})).rejects.toMatchObject({ code: 503 });
  });

  it("refuses a 200 whose data is off contract", async () => {
    const fetch = vi.fn(async () => jsonResponse({ code: 200, msg: "ok", data: { value: "one" } }));
    const fetcher = createFetcher({ baseUrl: "", languageCode: "english", fetch });
    await expect(fetcher.get(read("a"), {})).rejects.toMatchObject({ code: 502 });
  });
});

describe("requests typed by the contract", () => {
  it("take their query keys from the endpoint's schema: a misspelt key does not compile", async () => {
    const fetch = vi.fn(async () => jsonResponse({ code: 200, msg: "ok", data: { list: [], total: 0 } }));
    const fetcher = createFetcher({ baseUrl: "", languageCode: "english", fetch });
    await fetcher.get(apiEndpoints.getBlogListByParam, { pageNum: 2, keyword: "solar" });
    // @ts-expect-error the contract names the page `pageNum`
    await fetcher.get(apiEndpoints.getBlogListByParam, { page: 2 });
    // @ts-expect-error the contract's page number is a number
    await fetcher.get(apiEndpoints.getBlogListByParam, { pageNum: "2" });
    // @ts-expect-error the fetcher adds the language itself
    await fetcher.get(apiEndpoints.getBlogListByParam, { languageCode: "spanish" });
    // @ts-expect-error events are narrowed by `when`
    await getEvents(fetcher, { status: "past" });
    expect(fetch).toHaveBeenNthCalledWith(
      1,
      "/api/about/getBlogListByParam?pageNum=2&keyword=solar&languageCode=english",
      expect.objectContaining({ method: "GET" }),
    );

    expectTypeOf<keyof ApiQuery<"getEventListByParam">>().toEqualTypeOf<"pageNum" | "pageSize" | "id" | "when">();
    expectTypeOf<ApiQuery<"getBlogByParam">>().toEqualTypeOf<{ id: string }>();
  });

  it("take a write's body from its schema, without the language", async () => {
    const fetch = vi.fn(async () =>
      jsonResponse({ code: 200, msg: "ok", data: { id: 1, name: "A", content: "c", createdAt: 1 } }),
    );
    const fetcher = createFetcher({ baseUrl: "", languageCode: "english", fetch });
    const comment = { blogId: "a", name: "A", email: "a@example.com", content: "c" };
    await postBlogComment(fetcher, comment);
    // @ts-expect-error the contract names the commenter `name`
    await postBlogComment(fetcher, { ...comment, author: "A" });
    expectTypeOf<ApiBody<"insertBlogComment">>().not.toHaveProperty("languageCode");
    expectTypeOf<ApiBody<"insertBlogComment">>().toHaveProperty("blogId").toEqualTypeOf<string>();
  });

  it("refuse a success that carries no data", async () => {
    const fetch = vi.fn(async () => jsonResponse({ code: 200, msg: "ok", data: null }));
    const fetcher = createFetcher({ baseUrl: "", languageCode: "english", fetch });
    await expect(getNavigation(fetcher)).rejects.toMatchObject({ code: 502, path: "navigation/getNavigationData" });
  });
});

describe("getNavigation", () => {
  it("reshapes navigation rows into menu items with file URLs", async () => {
    const row = {
      id: 2,
      navigationTitle: "Solutions",
      routePath: "/solutions",
      mateCode: "Solutions",
      slaveImg: null,
      slaveAlt: null,
      slaveDescription: null,
      slaveExplain: null,
      children: [
        {
          id: 7,
          navigationTitle: "Home backup",
          routePath: "/solutions/7",
          mateCode: null,
          slaveImg: "navigation/backup.webp",
          slaveAlt: "A house with a battery",
          slaveDescription: "Keep the lights on",
          slaveExplain: "Backup",
          children: [],
        },
      ],
    };
    const fetch = vi.fn(async () => jsonResponse({ code: 200, msg: "ok", data: [row] }));
    const menu = await getNavigation(createFetcher({ baseUrl: "", languageCode: "english", fetch }));
    expect(menu[0]).toMatchObject({ name: "Solutions", link: "/solutions", mateCode: "Solutions", external: false });
    expect(menu[0]?.children[0]).toMatchObject({
      name: "Home backup",
      img: "/getFile/navigation/backup.webp",
      alt: "A house with a battery",
      desc: "Keep the lights on",
      shortName: "Backup",
    });
  });
});
