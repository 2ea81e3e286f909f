// Requests per second and p99 latency with autocannon on loopback: the
// product's cached page against the reference page, and behind nginx (the
// shipped configuration) against nginx serving the same page as a static file. Runs alternate
// product and reference so drift on a shared machine hits both alike; the
// median run of each is kept.
import autocannon from "autocannon";
import { startNginx as startSiteNginx } from "../../deploy/nginx/harness.mjs";

function run(url, { connections, seconds }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "gzip, br" } }, (error, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      resolve({
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        bytesPerRequest: result.requests.average ? Math.round(result.throughput.average / result.requests.average) : null,
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

/** Requests per second of one URL: the median of `rounds` runs, after a short warm-up. */
export async function rate(url, { connections = 32, seconds = 10, rounds = 3 } = {}) {
  await run(url, { connections: 4, seconds: 2 });
  const runs = [];
  for (let i = 0; i < rounds; i++) runs.push(await run(url, { connections, seconds }));
  return { ...medianBy(runs, "requestsPerSecond"), connections, seconds, rounds };
}

/**
 * nginx with `deploy/nginx/edition.conf` in front of the edition on
 * `editionPort` and the content API on `apiPort` (listening on `port`), plus a plain nginx server on
 * `port + 1` that serves `staticPages` (path → HTML) from disk (compressed ahead, `gzip_static`). Returns a stop function.
 */
export async function startNginx({ editionPort, apiPort, port, staticPages }) {
  const nginx = await startSiteNginx({ editionPort, apiPort, port, staticPages });
  return () => nginx.stop();
}
