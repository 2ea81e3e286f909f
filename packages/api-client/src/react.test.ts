// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSearch, useSearchStatistics, useSendOnlineMessage } from "./react";

function respond(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the SWR hooks", () => {
  it("search through the same-origin proxy in the visitor's language and reshape the hits", async () => {
    const fetch = vi.fn(async (_url: string) =>
      respond({
        code: 200,
        msg: "success",
        data: {
          list: [{ type: "news", id: "n1", title: "ဘက်ထရီ", summary: "", route: "/about/news/n1", image: "news/n1.webp", fallback: false }],
          total: 1,
        },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useSearch("burmese", { keyword: " ဘက်ထရီ " }));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(fetch.mock.calls[0]?.[0]).toBe(
      `/api/homePage/searchByType?keyword=${encodeURIComponent("ဘက်ထရီ")}&languageCode=burmese`,
    );
    expect(result.current.data?.items[0]).toMatchObject({ href: "/about/news/n1", image: "/getFile/news/n1.webp" });
  });

  it("ask nothing while the keyword is blank", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useSearchStatistics("english", "   "));
    expect(result.current.data).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("hand a refused form its per-field problems", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => respond({ code: 400, msg: "Invalid phone: Please input Phone", data: { fields: { phone: "Please input Phone" } } }, 400)),
    );
    const { result } = renderHook(() => useSendOnlineMessage("spanish"));
    const message = { name: "A", phone: "", email: "a@example.com", product: "P", company: "C", address: "X", country: "ES", message: "Hola" };
    await act(async () => {
      await result.current.trigger(message).catch(() => {});
    });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toMatchObject({ code: 400, fields: { phone: "Please input Phone" } });
  });
});
