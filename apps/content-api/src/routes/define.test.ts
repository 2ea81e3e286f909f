import { describe, expect, expectTypeOf, it } from "vitest";
import type { ApiPathName, LanguageCode } from "@repo/api-client/contract";
import { type RouteDefinition, type Routes, contractOf, implement } from "./define";
import { routes } from "./index";

// These checks are made by the type checker (`pnpm typecheck`): each `@ts-expect-error` line is a
// route that disagrees with the contract, and stops compiling the day it would be accepted.

type InputOf<N extends ApiPathName> = Parameters<RouteDefinition<N>["handle"]>[0]["input"];

describe("a route implements its endpoint of the contract", () => {
  it("takes its input as the endpoint's query or body schema parses it", () => {
    expectTypeOf<InputOf<"getNavigationData">>().toEqualTypeOf<{ languageCode: LanguageCode; edition?: string | undefined }>();
    expectTypeOf<InputOf<"insertBlogComment">>().toHaveProperty("blogId").toEqualTypeOf<string>();
    implement("getNavigationData", {
      summary: "A handler reading what a read's query does not carry",
      // @ts-expect-error -- the menu's query has no keyword
      handle: async ({ input }) => (input.keyword ? [] : []),
    });
  });

  it("must answer the data of the endpoint's response schema", () => {
    implement("getNavigationData", {
      summary: "A handler answering text where the contract says a menu",
      // @ts-expect-error -- the menu is a list of items, not text
      handle: async () => "menu",
    });
    implement("insertOnlineMessage", {
      summary: "A handler answering without the id the contract promises",
      // @ts-expect-error -- the answer's id is missing
      handle: async () => ({ createdAt: 0 }),
    });
  });

  it("is mounted for every endpoint, each under its own name", () => {
    const incomplete = routes as Omit<typeof routes, "getNavigationData">;
    // @ts-expect-error -- the contract's getNavigationData has no route
    const missing: Routes = incomplete;
    // @ts-expect-error -- getSeoData's route answers the home page
    const misfiled: Routes = { ...routes, getSeoData: routes.getHomePageData };
    expect([missing, misfiled]).toHaveLength(2);
  });

  it("takes its path and method from the contract", () => {
    expect(contractOf("getNavigationData")).toMatchObject({ path: "navigation/getNavigationData", method: "GET" });
    expect(contractOf("insertBlogComment")).toMatchObject({ path: "about/insertBlogComment", method: "POST" });
    expectTypeOf(contractOf("insertBlogComment").method).toEqualTypeOf<"POST">();
  });
});
