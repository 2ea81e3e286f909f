// Requests per second and p99 latency with autocannon on loopback: the
// product's cached page against the reference page, and behind nginx (the
// shipped configuration) against nginx serving a static file. Runs alternate
// product and reference so drift on a shared machine hits both alike; the
// median run of each is kept.
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const root = new URL("../..", import.meta.url).pathname;

function run(url, { connections, seconds }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "gzip, br" } }, (error, result) => {
      if (error) return reject(error);
      resolve({
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    });
  });
}

const medianBy = (runs, key) => [...runs].sort((a, b) => a[key] - b[key])[Math.floor(runs.length / 2)];

/** `rounds` alternating runs of product and reference; the median of each and the ratio. */
export async function compare(productUrl, referenceUrl, { connections = 32, seconds = 30, rounds = 3 } = {}) {
  for (const url of [productUrl, referenceUrl]) await run(url, { connections: 4, seconds: 2 }); // warm caches and JIT
  const product = [];
  const reference = [];
  for (let i = 0; i < rounds; i++) {
    product.push(await run(productUrl, { connections, seconds }));
    reference.push(await run(referenceUrl, { connections, seconds }));
  }
  const p = medianBy(product, "requestsPerSecond");
  const r = medianBy(reference, "requestsPerSecond");
  return { product: p, reference: r, ratio: p.requestsPerSecond / r.requestsPerSecond, connections, seconds, rounds };
}

/**
 * nginx with `deploy/nginx/edition.conf` in front of the edition on
 * `editionPort` (listening on `port`), plus a plain nginx server on
 * `port + 1` that serves `staticHtml` from disk. Returns a stop function.
 */
export async function startNginx({ editionPort, port, staticHtml }) {
  const dir = mkdtempSync(join(tmpdir(), "aurevo-bench-nginx-"));
  chmodSync(dir, 0o755);
  for (const sub of ["cache", "body", "proxy", "fastcgi", "uwsgi", "scgi", "static"]) mkdirSync(join(dir, sub));
  writeFileSync(join(dir, "static", "index.html"), staticHtml);
  const site = readFileSync(join(root, "deploy", "nginx", "edition.conf"), "utf8")
    .replace("/var/cache/nginx/aurevo", join(dir, "cache"))
    .replace(/server 127\.0\.0\.1:\d+;/, `server 127.0.0.1:${editionPort};`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, "edition.conf"), site);
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/edition.conf;
  server {
    listen 127.0.0.1:${port + 1};
    root ${dir}/static;
    gzip on;
    gzip_types text/html;
  }
}
`,
  );
  const nginx = spawn(process.env.NGINX_PATH ?? "/usr/sbin/nginx", ["-e", join(dir, "error.log"), "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: "inherit",
  });
  for (let i = 0; i < 60; i++) {
    const ok = await fetch(`http://127.0.0.1:${port + 1}/`).then((res) => res.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return async function stop() {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
