#!/usr/bin/env node
// The MDN HTTP Observatory's rules (`@mdn/mdn-http-observatory`), run against
// servers on loopback. Its `scan()` only takes a host name and always asks
// ports 80 and 443, so this runs its retriever with the port and path of the
// target and then its own tests and grader, as `scan()` does.
//
// `node scripts/observatory.mjs` starts the content API and every edition's
// production build (`servers.mjs`) and writes `bench/observatory.md`;
// `node scripts/observatory.mjs global=http://127.0.0.1:3000/ [--write]` grades
// servers that are already up (and writes the report from them with `--write`).
import fs from "node:fs";
import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const packageRoot = dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));
const load = (file) => import(pathToFileURL(join(packageRoot, file)).href);

const [{ retrieve }, { ALL_TESTS }, { MINIMUM_SCORE_FOR_EXTRA_CREDIT }, grader] = await Promise.all([
  load("src/retriever/retriever.js"),
  load("src/constants.js"),
  load("src/grader/charts.js"),
  load("src/grader/grader.js"),
]);

/** Tests whose pass needs HTTPS on the public name: nothing on loopback can pass them. */
export const TLS_TESTS = new Set(["redirection", "strict-transport-security"]);

/**
 * The HSTS preload list is fetched by the package's install script, which pnpm
 * does not run (and which would need the network). Loopback addresses are never
 * on that list, so an empty one gives the same answers for these targets.
 */
const preloadList = join(packageRoot, "conf", "hsts-preload.json");
if (!fs.existsSync(preloadList)) {
  const readFileSync = fs.readFileSync;
  fs.readFileSync = function readWithEmptyPreloadList(path, ...rest) {
    return path === preloadList ? "{}" : readFileSync.call(this, path, ...rest);
  };
}

/**
 * @typedef {{ unsafeInline: boolean, unsafeInlineStyle: boolean, unsafeEval: boolean, unsafeObjects: boolean,
 *   antiClickjacking: boolean, insecureBaseUri: boolean, insecureFormAction: boolean, defaultNone: boolean,
 *   strictDynamic: boolean, insecureSchemeActive: boolean, insecureSchemePassive: boolean }} CspPolicy
 * @typedef {{ name: string, pass: boolean, result: string, tls: boolean, description: string, policy?: CspPolicy }} ObservatoryTest
 * @typedef {{ score: number, grade: string, status: number, tests: ObservatoryTest[] }} ObservatoryResult
 */

/**
 * Runs every Observatory test against `origin` (`http://127.0.0.1:3000`) and
 * grades the result with the Observatory's own score table.
 *
 * @param {string} origin
 * @param {{ path?: string }} [options] the page to fetch (default `/`)
 * @returns {Promise<ObservatoryResult>}
 */
export async function observatory(origin, { path = "/" } = {}) {
  const url = new URL(origin);
  const requests = await retrieve(url.hostname, {
    httpPort: url.port || "80",
    // Nothing listens for TLS on a closed port 1: the HTTPS half of the scan finds no server.
    httpsPort: "1",
    path,
  });
  const response = requests.responses.auto;
  if (!response) throw new Error(`Observatory: no answer from ${origin}${path}`);
  // The Observatory grades pages that answer 2xx, 3xx, 401 or 403, nothing else.
  if (response.status < 200 || (response.status >= 400 && ![401, 403].includes(response.status))) {
    throw new Error(`Observatory: ${origin}${path} answered ${response.status}`);
  }

  let score = 100;
  let uncurved = 100;
  const tests = ALL_TESTS.map((test) => {
    const output = test(requests);
    const modifier = grader.getScoreModifier(output.result);
    score += modifier;
    if (modifier < 0) uncurved += modifier;
    const name = output.constructor.name;
    return {
      name,
      pass: Boolean(output.pass),
      result: String(output.result),
      tls: TLS_TESTS.has(name),
      description: grader.getScoreDescription(output.result),
      // What the policy allows, as the Observatory read it.
      ...(output.policy ? { policy: { ...output.policy } } : {}),
    };
  });
  // As the Observatory does: extra credit only counts once the page has an A without it.
  const final = grader.getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? score : uncurved);
  return { score: final.score, grade: final.grade, status: response.status, tests };
}

/** The tests a target fails that HTTPS would not fix. */
export function failuresWithoutTls(result) {
  return result.tests.filter((test) => !test.pass && !test.tls);
}

const CSP_NOTE = `## The Content-Security-Policy

The editions' policy (\`packages/site/src/security-headers.ts\`) is \`default-src 'self'\`,
\`script-src 'self'\` plus the hashes of the page's own inline scripts, \`style-src 'self' 'unsafe-inline'\`,
\`object-src 'none'\`, \`base-uri 'none'\`, \`frame-ancestors 'none'\`, \`form-action 'self'\`,
\`report-uri /csp-report\`, the video player's host in \`frame-src\` and the analytics hosts only where
an edition configures analytics.

- Next.js writes each page's data as inline \`<script>\` elements whose text differs per page. The
  edition's server (\`packages/edition-server/src/script-policy.ts\`) hashes them once the page is
  rendered and lists the hashes in that page's \`script-src\`. A hash belongs to the document, unlike
  a nonce, which must change per request: the page cache, nginx and a CDN keep the answer with its
  headers, so a cached page's policy still matches its body, and every page stays as cacheable as
  before. The price is that an HTML answer is sent whole rather than streamed.
- A 304 or a HEAD carries no policy, so a cache that freshens its stored page with those headers
  keeps the hashed one.
- A script injected into a page matches no hash: the browser blocks it and reports it to
  \`/csp-report\`, which the edition logs (bounded). \`e2e/tests/drill-headers.spec.ts\` checks both.
- \`'unsafe-inline'\` for **styles** (inline \`style\` attributes of next/image and the design system)
  is accepted by the Observatory (\`csp-implemented-with-unsafe-inline-in-style-src-only\`).

The content API answers data only: its policy is the editions' directives without inline anything
(\`default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'\`),
the same whether read directly or through an edition's \`/api/\` forwarding, which passes it on; files
under \`/getFile/\` carry their own.
`;

/** Markdown for `bench/observatory.md`. */
export function observatoryMarkdown(rows) {
  const { version } = JSON.parse(fs.readFileSync(join(packageRoot, "package.json"), "utf8"));
  const lines = [
    "# MDN HTTP Observatory on loopback",
    "",
    `The tests and score table of \`@mdn/mdn-http-observatory\` ${version}, run by`,
    "`bench/scripts/observatory.mjs` against the production builds over plain HTTP on loopback",
    "(`pnpm --filter @repo/bench exec node scripts/observatory.mjs` regenerates this file;",
    "`e2e/tests/drill-headers.spec.ts` holds the editions and the content API to it in CI).",
    "",
    "`redirection` and `strict-transport-security` need HTTPS on the public name, which the TLS",
    "terminator in front of a deployment provides: on loopback they fail by design, and each failure",
    "costs 20 points of the scores below. Every other test passes (the policy is described below).",
    "",
    "| Target | Path | Score | Grade | Passed | Failed (needs TLS) | Failed (other) |",
    "| --- | --- | ---: | :---: | ---: | --- | --- |",
  ];
  for (const { target, path, result } of rows) {
    const passed = result.tests.filter((test) => test.pass).length;
    const tls = result.tests.filter((test) => !test.pass && test.tls).map((test) => test.name);
    const other = failuresWithoutTls(result).map((test) => `${test.name} (\`${test.result}\`)`);
    lines.push(
      `| ${target} | \`${path}\` | ${result.score} | ${result.grade} | ${passed}/${result.tests.length} | ${tls.join(", ") || "none"} | ${other.join(", ") || "none"} |`,
    );
  }
  lines.push("", "## Results per test", "");
  for (const { target, path, result } of rows) {
    lines.push(`### ${target} \`${path}\``, "", "| Test | Pass | Result |", "| --- | :---: | --- |");
    for (const test of result.tests) {
      lines.push(`| ${test.name} | ${test.pass ? "yes" : test.tls ? "no (needs TLS)" : "**no**"} | \`${test.result}\` |`);
    }
    lines.push("");
  }
  lines.push(CSP_NOTE);
  return lines.join("\n");
}

/** What the bench grades: every edition's home page and two answers of the content API. */
export function observatoryTargets(editionPorts, apiPort) {
  return [
    ...editionPorts.map(({ id, port }) => ({ target: id, origin: `http://127.0.0.1:${port}`, path: "/" })),
    { target: "content-api", origin: `http://127.0.0.1:${apiPort}`, path: "/health" },
    { target: "content-api", origin: `http://127.0.0.1:${apiPort}`, path: "/api/navigation/getNavigationData?language=english" },
  ];
}

async function grade(targets) {
  const rows = [];
  for (const { target, origin, path } of targets) {
    const result = await observatory(origin, { path });
    rows.push({ target, path, result });
    console.log(`${target} ${path}: ${result.score} (${result.grade})`);
    for (const test of result.tests) console.log(`  ${test.pass ? "pass" : test.tls ? "tls " : "FAIL"} ${test.name}: ${test.result}`);
  }
  return rows;
}

async function main(argv) {
  const write = argv.includes("--write");
  const pairs = argv.filter((arg) => arg !== "--write");
  let stop = async () => {};
  let targets;
  if (pairs.length > 0) {
    targets = pairs.map((pair) => {
      const [target = "", address = ""] = pair.split(/=(.*)/s);
      const url = new URL(address);
      return { target, origin: url.origin, path: `${url.pathname}${url.search}` };
    });
  } else {
    const { API_PORT, editions, startAll } = await import("./servers.mjs");
    stop = await startAll();
    targets = observatoryTargets(editions, API_PORT);
  }
  try {
    const rows = await grade(targets);
    if (write || pairs.length === 0) {
      const out = fileURLToPath(new URL("../observatory.md", import.meta.url));
      await writeFile(out, observatoryMarkdown(rows) + "\n");
      console.log(`wrote ${out}`);
    }
  } finally {
    await stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main(process.argv.slice(2));
}
