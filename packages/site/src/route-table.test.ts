import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { routeOf, routeTable, type RoutePattern, type RouteSearchParams, staticRoutes } from "./route-table";

const apps = join(import.meta.dirname, "..", "..", "..", "apps");
/** Every edition app: a folder of `apps/` with an edition config. */
const editionApps = readdirSync(apps).filter((name) => existsSync(join(apps, name, "edition.config.ts")));

/** The public routes a page file serves (`[[...slug]]` serves the route without it too), and whether it renders per request. */
function pageFiles(app: string): { file: string; routes: string[]; perRequest: boolean }[] {
  const tree = join(apps, app, "app", "[locale]");
  return (readdirSync(tree, { recursive: true }) as string[])
    .filter((file) => file.endsWith(`${sep}page.tsx`) || file === "page.tsx")
    .map((file) => {
      const segments = relative(tree, join(tree, file)).split(sep).slice(0, -1);
      const optional = segments.at(-1)?.match(/^\[\[(\.\.\.\w+)\]\]$/);
      const base = `/${segments.slice(0, optional ? -1 : undefined).join("/")}`;
      const routes = optional ? [base, `${base === "/" ? "" : base}/[${optional[1]}]`] : [base];
      const source = readFileSync(join(tree, file), "utf8");
      return { file, routes, perRequest: /export const dynamic = "force-dynamic"/.test(source) };
    });
}

describe("the route table", () => {
  it.each(editionApps)("names every page of the %s edition, and no page it does not have", (app) => {
    const files = pageFiles(app);
    // The catch-all is the 404 of every path no route has: it is what the table leaves out.
    const served = files.flatMap((page) => page.routes).filter((route) => route !== "/[...rest]");
    expect(served.sort()).toEqual(Object.keys(routeTable).sort());
  });

  it.each(editionApps)("says which pages of the %s edition are rendered per request: those with a query or a shared window", (app) => {
    for (const page of pageFiles(app)) {
      for (const route of page.routes) {
        if (route === "/[...rest]") continue;
        const entry = routeTable[route as RoutePattern] as { query?: object; sharedSeconds?: number };
        const perRequest = entry.query !== undefined || entry.sharedSeconds !== undefined;
        expect(perRequest, `${page.file} (${route})`).toBe(page.perRequest);
      }
    }
  });

  it("finds a route's entry by its pattern, one segment per [id]", () => {
    expect(routeOf("/about/news")?.pattern).toBe("/about/news");
    expect(routeOf("/about/news/aurevo-opens-lagos-centre")?.pattern).toBe("/about/news/[id]");
    expect(routeOf("/about/news/a/b")).toBeUndefined();
    expect(routeOf("/search/battery")?.pattern).toBe("/search/[...keyword]");
    expect(routeOf("/product-list/inverter/helios")?.pattern).toBe("/product-list/[...slug]");
    expect(routeOf("/no-such-page")).toBeUndefined();
  });

  it("lists the screens of the sitemap, the home page first", () => {
    expect(staticRoutes[0]).toBe("/");
    expect(staticRoutes).toContain("/about/news");
    expect(staticRoutes.some((route) => route.includes("["))).toBe(false);
    expect(staticRoutes).not.toContain("/search");
  });

  it("gives a screen only the query parameters the table lists for its route", async () => {
    const given: RouteSearchParams<"/about/news"> = Promise.resolve({ page: "2" });
    const query = await given;
    expect(query.page).toBe("2");
    // @ts-expect-error `/about/news` reads no `category`: a screen that reads it does not compile.
    expect(query.category).toBeUndefined();
  });
});
