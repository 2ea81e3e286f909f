// nginx with the shipped site configuration (`edition.conf`) on loopback, for
// the browser tests and the benchmark: everything it writes stays in one
// temporary folder, removed on stop.
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Starts nginx in the foreground with `edition.conf` in front of the edition
 * on `editionPort`, and answers once it listens on `port` (types and options
 * in `harness.d.mts`). `NGINX_PATH` names the binary (default `/usr/sbin/nginx`).
 *
 * @param {import("./harness.mjs").NginxOptions} options
 * @returns {Promise<import("./harness.mjs").RunningNginx>}
 */
export async function startNginx({ editionPort, editionPorts = [editionPort], apiPort, port, staticPages, proxyBind }) {
  if (!Number.isInteger(apiPort)) throw new Error("startNginx: apiPort, the content API's port, is required");
  const dir = mkdtempSync(join(tmpdir(), "aurevo-nginx-"));
  // Started as root, nginx's workers run as an unprivileged user that must reach the cache.
  chmodSync(dir, 0o755);
  for (const sub of ["cache", "body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, sub));
  const config = readFileSync(new URL("edition.conf", import.meta.url), "utf8")
    .replace("/var/cache/nginx/aurevo", join(dir, "cache"))
    // Several processes of one edition take turns (nginx's round robin).
    .replace(/server 127\.0\.0\.1:\d+;/, editionPorts.map((upstream) => `server 127.0.0.1:${upstream};`).join("\n    "))
    .replace(/server 127\.0\.0\.1:4000;/, `server 127.0.0.1:${apiPort};`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, "edition.conf"), config);
  let reference = "";
  if (staticPages !== undefined) {
    let pageLinks = "";
    for (const [path, page] of Object.entries(staticPages)) {
      const { html, link } = typeof page === "string" ? { html: page, link: undefined } : page;
      const folder = join(dir, "static", ...path.split("/").filter(Boolean));
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, "index.html"), html);
      // Compressed once, as a site serving static files would: nginx then only sends bytes.
      writeFileSync(join(folder, "index.html.gz"), gzipSync(html, { level: 9 }));
      if (link) {
        if (/['\\\r\n]/.test(link) || /[\s;{}'"\\]/.test(path)) throw new Error(`cannot serve ${path} with the Link header ${link}`);
        pageLinks += `
    location = ${path} {
      add_header Link '${link}';
      try_files $uri/index.html @edition;
    }`;
      }
    }
    // Each page from disk; everything else (stylesheets, fonts, pictures) from the edition itself.
    reference = `
  server {
    listen 127.0.0.1:${port + 1};
    root ${dir}/static;
    default_type text/html;
    gzip_static on;
    gzip on;
    location / {
      try_files $uri/index.html @edition;
    }${pageLinks}
    location @edition {
      proxy_pass http://127.0.0.1:${editionPort};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }`;
  }
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
  scgi_temp_path ${dir}/scgi;${proxyBind ? `\n  proxy_bind ${proxyBind};` : ""}
  include ${dir}/edition.conf;${reference}
}
`,
  );
  const nginx = spawn(process.env.NGINX_PATH ?? "/usr/sbin/nginx", ["-e", join(dir, "error.log"), "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: "inherit",
  });
  const exited = new Promise((resolve) => nginx.once("exit", resolve));

  async function stop() {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }

  // nginx writes its pid file once it has read the configuration and bound
  // every port, and exits when it cannot: waiting for the file takes no
  // request, which would already reach the edition.
  for (let i = 0; i < 60; i++) {
    if (nginx.exitCode !== null || nginx.signalCode !== null) break;
    if (existsSync(join(dir, "nginx.pid"))) return { config, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8").trim() : "";
  await stop();
  throw new Error(`nginx did not listen on 127.0.0.1:${port}${log ? `:\n${log}` : ""}`);
}
