import { type ChildProcess, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { expect, test } from "@playwright/test";
import { editions, siteUrlEnv, SMOKE_PORTS } from "../editions";
import { outputOf, startNode, stopAll } from "../support/processes";

const repoRoot = new URL("../..", import.meta.url).pathname;

/**
 * What a regional team ships: the edition's standalone folder and the content
 * API's deploy folder, each copied out of the repository and started from
 * there with nothing of the workspace around them.
 */
test.describe("deployment from build outputs alone", () => {
  const edition = editions[0]!;
  const standalone = join(repoRoot, "apps", edition.id, ".next", "standalone");
  // Against servers already up (development servers), a production build may not exist; the full run always makes one.
  test.skip(!!process.env.E2E_SERVERS && !existsSync(standalone), `no production build of ${edition.id}`);
  const root = mkdtempSync(join(tmpdir(), "aurevo-deploy-smoke-"));
  const children: ChildProcess[] = [];

  test.afterAll(async () => {
    await stopAll(children);
    rmSync(root, { recursive: true, force: true });
  });

  test("an edition's standalone folder and the content API's deploy folder serve a page with its content", async () => {
    test.setTimeout(300_000);
    const apiDir = join(root, "content-api");
    const deployed = spawnSync("pnpm", ["--filter", "@repo/content-api", "deploy", "--prod", "--legacy", apiDir], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    expect(deployed.status, `${deployed.stdout}\n${deployed.stderr}`).toBe(0);
    // What runs, and nothing of the working copy: not its database (visitors' messages), sources or tests.
    for (const left of [".data", "src", "test", "bench", ".turbo"]) expect(existsSync(join(apiDir, left)), left).toBe(false);
    const siteDir = join(root, "edition");
    cpSync(standalone, siteDir, { recursive: true });

    const apiUrl = `http://127.0.0.1:${SMOKE_PORTS.api}`;
    children.push(
      await startNode("the content API", apiDir, ["dist/main.js"], { PORT: String(SMOKE_PORTS.api), PGLITE_DATA_DIR: join(root, "data") }, `${apiUrl}/health`),
    );
    const site = `http://127.0.0.1:${SMOKE_PORTS.edition}`;
    const editionServer = await startNode(
      "the edition",
      join(siteDir, "apps", edition.id),
      ["server.js"],
      // Bound to loopback, as behind nginx on the same machine.
      { PORT: String(SMOKE_PORTS.edition), HOSTNAME: "localhost", NODE_ENV: "production", CONTENT_API_URL: apiUrl, ...siteUrlEnv(edition.id, SMOKE_PORTS.edition) },
      `${site}/robots.txt`,
    );
    children.push(editionServer);

    const categories = await fetch(`${apiUrl}/api/product/getProductListByCategoryList?languageCode=spanish`).then(
      (res) => res.json() as Promise<{ data: { products: { name: string }[] }[] }>,
    );
    const productName = categories.data[0]?.products[0]?.name ?? "";
    expect(productName).not.toBe("");
    const page = await fetch(`${site}/spanish/products`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="es"');
    expect(html).toMatch(/<h1\b[^>]*>[^<]*Productos/);
    expect(html).toContain(productName);
    // The edition's own server: a page a shared cache may keep goes out again as the page cache's
    // finished bytes, compressed once; "/", answered by the visitor's language, never does.
    const contact = `${site}/spanish/about/contact`;
    const rendered = await fetch(contact, { headers: { "accept-encoding": "gzip" } });
    const renderedHtml = await rendered.text();
    expect(rendered.headers.get("x-page-cache")).toBeNull();
    const kept = await fetch(contact, { headers: { "accept-encoding": "gzip" } });
    expect(kept.headers.get("x-page-cache")).toBe("hit");
    expect(kept.headers.get("content-encoding")).toBe("gzip");
    expect(await kept.text()).toBe(renderedHtml);
    // A browser that accepts brotli gets the page at least as tight as brotli's quality 6 makes it
    // (a tenth smaller than the compression middleware's default, 4).
    const wire = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) =>
      get(contact, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      }).on("error", reject),
    );
    expect(wire.encoding).toBe("br");
    const decoded = brotliDecompressSync(wire.body);
    expect(decoded.toString()).toBe(renderedHtml);
    const quality6 = brotliCompressSync(decoded, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length;
    expect(wire.body.length).toBeLessThanOrEqual(Math.ceil(quality6 * 1.02));
    for (let i = 0; i < 2; i++) expect((await fetch(`${site}/`)).headers.get("x-page-cache")).toBeNull();
    // Its scripts and styles come from the folder too.
    const asset = /\/_next\/static\/[^"']+\.css/.exec(html)?.[0];
    expect(asset, "a stylesheet link").toBeTruthy();
    expect((await fetch(`${site}${asset}`)).status).toBe(200);
    // Images from the content API's files, through the edition's optimizer.
    const image = /\/_next\/image\?url=[^"'\s,]+/.exec(html)?.[0]?.replaceAll("&amp;", "&");
    expect(image, "an optimised image").toBeTruthy();
    const served = await fetch(`${site}${image}`, { headers: { accept: "image/avif,image/webp" } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^image\/(avif|webp)$/);
    // English lives unprefixed (the proxy rewrites it into its tree), directly and behind a TLS proxy.
    for (const headers of [{}, { "x-forwarded-proto": "https" }] as Record<string, string>[]) {
      const english = await fetch(`${site}/products`, { headers });
      expect(english.status, JSON.stringify(headers)).toBe(200);
      expect(await english.text()).toMatch(/<h1\b[^>]*>[^<]*Products/);
    }
    // Having served the home page, a 404 and the sharing image, the edition has warned of nothing
    // that would send its team looking for a setting (Next.js marks its warnings "⚠").
    expect((await fetch(`${site}/no-such-page`)).status).toBe(404);
    expect((await fetch(`${site}/opengraph-image`)).headers.get("content-type")).toBe("image/png");
    expect(outputOf(editionServer)).toContain("Edition ready");
    expect(outputOf(editionServer)).not.toContain("⚠");
  });
});
