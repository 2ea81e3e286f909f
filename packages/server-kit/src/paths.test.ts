import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unambiguousPath } from "./paths";

// The shared traversal corpus (one attempt a line), where it is present beside the repository.
const corpus = join(import.meta.dirname, "..", "..", "..", "..", "shared", "corpora", "traversal.txt");

describe("unambiguousPath", () => {
  it("takes the paths the sites' links write", () => {
    for (const path of ["/api/navigation/getNavigationData", "/getFile/blogs/depth%20of%20discharge.webp", "/getFile/a.b/c..d.pdf", "/api"]) {
      expect(unambiguousPath(path), path).toBe(true);
    }
  });

  it("refuses dot segments however they are spelt, encoded slashes and broken escapes", () => {
    for (const path of [
      "/api/../admin",
      "/api/%2e%2e/admin/submissions/messages.csv",
      "/getFile/%2E%2e/health",
      "/api/.%2e/admin",
      "/api/./x",
      "/api/..%2fadmin",
      "/api/..%5cadmin",
      "/getFile/%c0%ae%c0%ae/x",
      "/api/%",
    ]) {
      expect(unambiguousPath(path), path).toBe(false);
    }
  });

  it.skipIf(!existsSync(corpus))("lets no line of the traversal corpus climb out of /api/", () => {
    const lines = readFileSync(corpus, "utf8").split("\n").filter((line) => line && !line.startsWith("#"));
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      const path = `/api/${line.replace(/^\/+/, "")}`;
      if (!unambiguousPath(path.split("?")[0]!)) continue;
      // What a URL parser makes of what was let through stays under /api/.
      const resolved = new URL(path, "http://api.example").pathname;
      expect(resolved.startsWith("/api/") || resolved === "/api", `${line} → ${resolved}`).toBe(true);
    }
  });
});
