import { describe, expect, it } from "vitest";
import { ANALYTICS_SCRIPT, mayLoadAnalytics, startAnalytics } from "./analytics-start";

describe("mayLoadAnalytics", () => {
  it("never loads without measurement ids", () => {
    expect(mayLoadAnalytics([], false, "granted")).toBe(false);
  });

  it("loads at once where no consent is needed, and only after a yes where it is", () => {
    expect(mayLoadAnalytics(["G-AAAA1111"], false, null)).toBe(true);
    expect(mayLoadAnalytics(["G-AAAA1111"], true, null)).toBe(false);
    expect(mayLoadAnalytics(["G-AAAA1111"], true, "denied")).toBe(false);
    expect(mayLoadAnalytics(["G-AAAA1111"], true, "granted")).toBe(true);
  });
});

describe("startAnalytics", () => {
  it("configures both ids, queues the open event and names the library for the first id", () => {
    const created: Record<string, unknown>[] = [];
    const win = {
      document: {
        createElement: () => {
          const element: Record<string, unknown> = {};
          created.push(element);
          return element;
        },
      },
    } as unknown as Window & { dataLayer?: unknown[] };
    const script = startAnalytics(win, ["G-AAAA1111", "G-BBBB2222"]);
    const calls = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls.map((call) => call[0])).toEqual(["js", "config", "config", "event"]);
    expect(calls.slice(1).map((call) => call[1])).toEqual(["G-AAAA1111", "G-BBBB2222", "open"]);
    expect(script.src).toBe(`${ANALYTICS_SCRIPT}?id=G-AAAA1111`);
    expect(script.async).toBe(true);
  });
});
