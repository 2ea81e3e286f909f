import { afterEach, describe, expect, it, vi } from "vitest";
import { isChunkError, reloadForChunk } from "./chunk-reload";

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("chunk errors", () => {
  it("recognises the errors of missing script and style chunks only", () => {
    expect(isChunkError(Object.assign(new Error("Loading chunk 42 failed."), { name: "ChunkLoadError" }))).toBe(true);
    expect(isChunkError(new Error("Loading CSS chunk app failed. (/_next/static/chunks/a.css)"))).toBe(true);
    expect(isChunkError(new TypeError("Failed to fetch dynamically imported module: /_next/static/chunks/x.js"))).toBe(true);
    expect(isChunkError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkError("Loading chunk 1 failed")).toBe(false);
  });

  it("reloads at most once a minute", () => {
    const reload = vi.fn();
    vi.stubGlobal("window", { location: { reload } });
    const storage = memoryStorage();
    expect(reloadForChunk(storage, 1_000_000)).toBe(true);
    expect(reloadForChunk(storage, 1_030_000)).toBe(false);
    expect(reloadForChunk(storage, 1_061_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
