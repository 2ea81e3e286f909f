import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { envelopeSchema } from "./contract";
import { ApiError } from "./errors";
import { buildUrl, createFetcher } from "./fetcher";
import { getNavigation } from "./navigation";

const okSchema = envelopeSchema(z.object({ value: z.number() }));

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
    await expect(fetcher.get("x/y", okSchema, { q: "" })).resolves.toEqual({ code: 200, msg: "ok", data: { value: 1 } });
    expect(fetch).toHaveBeenCalledWith("http://api.test/api/x/y?languageCode=burmese", expect.objectContaining({ method: "GET" }));
  });

  it("puts languageCode in the JSON body of POSTs", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ code: 200, msg: "ok", data: { value: 2 } }));
    const fetcher = createFetcher({ baseUrl: "", languageCode: "spanish", fetch: fetch as typeof globalThis.fetch });
    await fetcher.post("support/insertOnlineMessage", okSchema, { name: "Ada" });
    const init = fetch.mock.calls[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ name: "Ada", languageCode: "spanish" });
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
  });

  it("throws an ApiError with the envelope's code and msg", async () => {
    const fetch = vi.fn(async () => jsonResponse({ code: 404, msg: "No such blog", data: null }, 404));
    const fetcher = createFetcher({ baseUrl: "", languageCode: "english", fetch });
    const error = await fetcher.get("about/getBlogByParam", okSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 404, msg: "No such blog", path: "about/getBlogByParam" });
  });

  it("treats a non-200 code inside an HTTP 200 as a failure", async () => {
    const fetch = vi.fn(async () => jsonResponse({ code: 500, msg: "boom", data: null }, 200));
    const fetcher = createFetcher({ baseUrl: "", languageCode: "english", fetch });
    await expect(fetcher.get("a", okSchema)).rejects.toMatchObject({ code: 500, msg: "boom" });
  });

  it("maps a non-JSON error page to its HTTP status", async () => {
    const fetch = vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    const fetcher = createFetcher({ baseUrl: "", languageCode: "english", fetch });
    await expect(fetcher.get("a", okSchema)).rejects.toMatchObject({ code: 502, msg: "Bad Gateway" });
  });

  it("maps an unreachable server to 503", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    const fetcher = createFetcher({ baseUrl: "", languageCode: "english", fetch });
    await expect(fetcher.get("a", okSchema)).rejects.toMatchObject({ code: 503 });
  });

  it("refuses a 200 whose data is off contract", async () => {
    const fetch = vi.fn(async () => jsonResponse({ code: 200, msg: "ok", data: { value: "one" } }));
    const fetcher = createFetcher({ baseUrl: "", languageCode: "english", fetch });
    await expect(fetcher.get("a", okSchema)).rejects.toMatchObject({ code: 502 });
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
