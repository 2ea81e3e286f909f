// The server of an edition's standalone folder, copied there as `server.js`
// (with `page-cache.mjs`) by scripts/standalone.mjs in place of the one Next.js
// writes: the same Next.js request handler, on the same PORT, HOSTNAME and
// KEEP_ALIVE_TIMEOUT, behind the page cache of `@repo/site`
// (packages/site/src/server/page-cache.mjs), so a page Next.js has cached
// goes out as finished bytes instead of being hashed and compressed again.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import module from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { withPageCache } from "./page-cache.mjs";

const require = module.createRequire(import.meta.url);
const dir = fileURLToPath(new URL(".", import.meta.url));

process.env.NODE_ENV = "production";
process.chdir(dir);

const port = Number.parseInt(process.env.PORT ?? "", 10) || 3000;
const hostname = process.env.HOSTNAME || "0.0.0.0";
const keepAliveTimeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? "", 10);

// The build's folder (`.next`, or NEXT_DIST_DIR's) is the one holding the server's copy of the config.
const distDir = readdirSync(dir).find((name) => existsSync(join(dir, name, "required-server-files.json")));
if (!distDir) {
  console.error(`No build next to ${join(dir, "server.js")}: this folder is not a complete standalone output.`);
  process.exit(1);
}
const { config } = JSON.parse(readFileSync(join(dir, distDir, "required-server-files.json"), "utf8"));
// As Next's own standalone server does: the config is read from here, not from a next.config file.
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

const next = require("next");
const app = next({ dev: false, dir, hostname, port, conf: config });
await app.prepare();
const handle = app.getRequestHandler();

/**
 * Never from the page cache: the first visit to `/` is answered by the
 * visitor's language and cookie (the nginx config skips it too), the content
 * API and its files have their own caching and limits, and build assets and
 * optimised images are files Next already serves as they are.
 */
const bypass = (path) => path === "/" || /^\/(api|getFile|_next)(\/|$)/.test(path);

const pages = withPageCache(
  async (req, res) => {
    try {
      await handle(req, res);
    } catch (error) {
      console.error(`Failed to handle request for ${req.url}`, error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end("Internal Server Error");
      } else res.destroy();
    }
  },
  { bypass },
);

const server = createServer(pages);
if (Number.isFinite(keepAliveTimeout) && keepAliveTimeout >= 0) server.keepAliveTimeout = keepAliveTimeout;
server.on("error", (error) => {
  console.error("Failed to start server", error);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(`Edition ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}
