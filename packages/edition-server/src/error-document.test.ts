import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { withErrorDocument } from "./error-document";
import { fallbackDocument } from "./fallback-document";

/** Next.js's empty error document, as it answers a page that failed to render. */
const SHELL =
  '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
  '<link rel="preload" href="/_next/static/chunks/site.css" as="style"/><title>FAQ — AUREVO</title></head>' +
  '<body><div hidden=""><!--$--><!--/$--></div><script src="/_next/static/chunks/a.js" async=""></script><script>self.__next_f.push([1,"x"])</script></body></html>';

/** The same for the error page when its layout could not be rendered: no stylesheet named. */
const ERROR_PAGE_SHELL = SHELL.replace(/<link rel="preload" href="[^"]+" as="style"\/>/, "").replace("FAQ — AUREVO", "Algo ha salido mal — AUREVO");

const html = (res: ServerResponse, status: number, body: string, etag = '"shell"') => {
  res.statusCode = status;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
  res.setHeader("etag", etag);
  res.end(body);
};

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * An edition whose pages under `/failing` fail to render; `/…/page-error` is the error page, which fails too when
 * `errorPageFails`. `rendered` lists what the error page was asked to show.
 */
async function serve({ apiAnswers, errorPageFails = false }: { apiAnswers: boolean; errorPageFails?: boolean }) {
  const rendered: string[] = [];
  const next = (req: IncomingMessage, res: ServerResponse, url = req.url ?? "/") => {
    const path = url.split("?", 1)[0] ?? "/";
    if (/\/page-error$/.test(path)) {
      rendered.push(url);
      const query = new URLSearchParams(url.split("?")[1] ?? "");
      if (errorPageFails) return html(res, 500, ERROR_PAGE_SHELL);
      return html(res, 200, `<html lang="es"><body><main><h1>${query.get("status")}</h1><a href="${query.get("from")}">Reintentar</a></main></body></html>`, '"error-page"');
    }
    if (path.includes("/failing")) return html(res, 500, SHELL);
    if (path.endsWith("/no-such-page")) return html(res, 404, `<html><body>no page at ${path}</body></html>`);
    if (path.includes("/broken")) return html(res, 500, "<html><body>a page's own error text</body></html>");
    return html(res, 200, "<html><body>a page</body></html>");
  };
  const handler = withErrorDocument(next, {
    render: async (req, res, url) => void next(req, res, url),
    contentApiAnswers: async () => apiAnswers,
    notFoundUrl: (path) => `${/^\/(spanish|burmese)/.exec(path)?.[0] ?? ""}/no-such-page`,
  });
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { rendered, get: (path: string) => fetch(`${base}${path}`), head: (path: string) => fetch(`${base}${path}`, { method: "HEAD" }) };
}

describe("withErrorDocument", () => {
  it("answers a page that failed while the content API is down with the error page in its language: 503, Retry-After, a way back to it", async () => {
    const site = await serve({ apiAnswers: false });
    const answer = await site.get("/spanish/failing/faq?page=2");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("30");
    // What the failed answer said of its body goes with it.
    expect(answer.headers.get("etag")).toBe('"error-page"');
    expect(answer.headers.get("cache-control")).toContain("no-store");
    expect(await answer.text()).toBe('<html lang="es"><body><main><h1>503</h1><a href="/spanish/failing/faq?page=2">Reintentar</a></main></body></html>');
    expect(site.rendered).toEqual([`/spanish/page-error?${new URLSearchParams({ status: "503", from: "/spanish/failing/faq?page=2" })}`]);
  });

  it("gives a HEAD request for a failed page the status and Retry-After a GET gets, and leaves other answers to HEAD as they are", async () => {
    const down = await serve({ apiAnswers: false });
    const failed = await down.head("/burmese/failing/faq");
    expect([failed.status, failed.headers.get("retry-after")]).toEqual([503, "30"]);
    expect(failed.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect((await down.head("/burmese/no-such-page")).status).toBe(404);
    const page = await down.head("/about");
    expect([page.status, page.headers.get("retry-after")]).toEqual([200, null]);
    expect(down.rendered).toEqual([]);

    const up = await serve({ apiAnswers: true });
    const broken = await up.head("/failing/news");
    expect([broken.status, broken.headers.get("retry-after")]).toEqual([500, null]);
  });

  it("names a failure while the content API answers a 500, without Retry-After", async () => {
    const site = await serve({ apiAnswers: true });
    const answer = await site.get("/failing/news");
    expect(answer.status).toBe(500);
    expect(answer.headers.get("retry-after")).toBeNull();
    expect(await answer.text()).toContain("<h1>500</h1>");
    expect(site.rendered).toEqual([`/page-error?${new URLSearchParams({ status: "500", from: "/failing/news" })}`]);
  });

  it("sends the fallback error page, scripts taken out, when the error page cannot be rendered either", async () => {
    const site = await serve({ apiAnswers: false, errorPageFails: true });
    const answer = await site.get("/burmese/failing/company");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("30");
    const body = await answer.text();
    expect(body).toContain('<html id="__next_error__" lang="my"');
    expect(body).toContain("အမှားပြစာမျက်နှာကို ပြသရာတွင် အမှားတစ်ခု ဖြစ်ပေါ်ခဲ့ပါသည်");
    expect(body).toContain('<a href="/burmese"');
    expect(body).not.toContain("<script");
    // The failed page's document, which names the site's stylesheet; the Burmese face with it.
    expect(body).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"/>');
    expect(body).toContain("<title>FAQ — AUREVO</title>");
    expect(body).toContain('@font-face{font-family:"Noto Sans Myanmar Burmese"');
    expect(Number(answer.headers.get("content-length"))).toBe(Buffer.byteLength(body));
  });

  it("leaves every other answer as it was: pages that render, and a 500 with a document of its own", async () => {
    const site = await serve({ apiAnswers: false });
    expect(await (await site.get("/spanish/about")).text()).toBe("<html><body>a page</body></html>");
    const broken = await site.get("/broken");
    expect(broken.status).toBe(500);
    expect(await broken.text()).toBe("<html><body>a page's own error text</body></html>");
    expect(site.rendered).toEqual([]);
  });

  it("answers the error page asked for by its own address as a page that does not exist, in its language", async () => {
    const site = await serve({ apiAnswers: true });
    const answer = await site.get("/spanish/page-error?status=503&from=/spanish");
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe("<html><body>no page at /spanish/no-such-page</body></html>");
    expect(site.rendered).toEqual([]);
  });
});

describe("fallbackDocument", () => {
  it("puts the fallback error page in its language into the empty document, with the site's stylesheet and no scripts", () => {
    const page = fallbackDocument(SHELL, "/spanish/support/faq", 500);
    expect(page).toContain('<html id="__next_error__" lang="es">');
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"/>');
    expect(page).toContain("<title>FAQ — AUREVO</title>");
    expect(page).toMatch(/<h1 id="fallback-error-message"[^>]*>Se ha producido un error al mostrar la página de error<\/h1>/);
    expect(page).toContain("<pre");
    expect(page).toContain("HTTP 500");
    expect(page).toMatch(/<a href="\/spanish"[^>]*>Volver a la página de inicio<\/a>/);
    expect(page).not.toMatch(/<script|as="script"/);
    expect(page).not.toContain("@font-face");
  });

  it("falls back to english for a tree it does not know", () => {
    expect(fallbackDocument(SHELL, "/klingon/x", 503)).toContain('lang="en"');
  });
});
