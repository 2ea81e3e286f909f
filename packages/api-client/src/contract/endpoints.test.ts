import { describe, expect, expectTypeOf, it } from "vitest";
import { apiEndpoints, inputOf, methodOf } from "./endpoints";

describe("an endpoint's method and input", () => {
  it("are a read's GET and query, a write's POST and body", () => {
    expect(methodOf(apiEndpoints.getBlogListByParam)).toBe("GET");
    expect(inputOf(apiEndpoints.getBlogListByParam)).toBe(apiEndpoints.getBlogListByParam.query);
    expect(methodOf(apiEndpoints.insertBlogComment)).toBe("POST");
    expect(inputOf(apiEndpoints.insertBlogComment)).toBe(apiEndpoints.insertBlogComment.body);
    expectTypeOf(methodOf(apiEndpoints.insertOnlineMessage)).toEqualTypeOf<"POST">();
    expectTypeOf(methodOf(apiEndpoints.getSeoData)).toEqualTypeOf<"GET">();
  });

  it("make the three inserts the only writes", () => {
    const writes = Object.entries(apiEndpoints).filter(([, endpoint]) => methodOf(endpoint) === "POST");
    expect(writes.map(([name]) => name).sort()).toEqual(["insertBlogComment", "insertOnlineMessage", "insertRegisterDataByWebinarCode"]);
  });
});
