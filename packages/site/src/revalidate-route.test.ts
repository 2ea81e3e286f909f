import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const revalidateTag = vi.fn();
vi.mock("next/cache", () => ({ revalidateTag }));
const { POST } = await import("./revalidate-route");

const SECRET = "a-long-enough-shared-secret-0123";

function post(body: unknown, auth?: string) {
  return POST(
    new Request("http://edition.test/revalidate", {
      method: "POST",
      headers: { "content-type": "application/json", ...(auth ? { authorization: auth } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

beforeEach(() => {
  vi.stubEnv("REVALIDATE_SECRET", SECRET);
});
afterEach(() => {
  vi.unstubAllEnvs();
  revalidateTag.mockReset();
});

describe("POST /revalidate", () => {
  it("marks the named content types stale", async () => {
    const res = await post({ tags: ["navigation"] }, `Bearer ${SECRET}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 200, msg: "success", data: { revalidated: ["navigation"] } });
    expect(revalidateTag).toHaveBeenCalledWith("navigation", { expire: 0 });
  });

  it("refuses a wrong or missing secret and revalidates nothing", async () => {
    expect((await post({ tags: ["navigation"] }, "Bearer nope")).status).toBe(401);
    expect((await post({ tags: ["navigation"] })).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("refuses unknown tags and bodies that are not JSON", async () => {
    const unknown = await post({ tags: ["everything"] }, `Bearer ${SECRET}`);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).msg).toMatch(/navigation/);
    expect((await post("tags=navigation", `Bearer ${SECRET}`)).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("does not exist when no secret is configured", async () => {
    vi.stubEnv("REVALIDATE_SECRET", "");
    expect((await post({ tags: ["navigation"] }, "Bearer ")).status).toBe(404);
  });
});
