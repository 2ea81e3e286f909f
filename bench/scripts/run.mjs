#!/usr/bin/env node
// `pnpm bench`: measures every edition against the bare Next.js reference in
// one run and checks the committed budgets. `--budgets-only` runs the fast,
// noise-free subset (bytes) that `pnpm test` includes.
import { readFileSync, writeFileSync } from "node:fs";
import { pageBytes } from "./page-bytes.mjs";
import { spawnSync } from "node:child_process";
import { lighthouseMedian } from "./lighthouse.mjs";
import { compare, rate, startNginx } from "./throughput.mjs";
import { failuresWithoutTls, observatory, observatoryMarkdown, observatoryTargets } from "./observatory.mjs";
import { languageOf, languagePrefixes, lighthousePages, queryPages, routes } from "./routes.mjs";
import { fetchTwin } from "./twin.mjs";
import { API_PORT, BASELINE_PORT, TWIN_PORT, editions, startAll } from "./servers.mjs";

const benchDir = new URL("..", import.meta.url);
const budgetsOnly = process.argv.includes("--budgets-only");
// `--only=lighthouse,throughput` measures those parts alone against builds already made (no report
// written); `--pages=/,/burmese` narrows the Lighthouse pages. For working on one figure.
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = option("only")?.split(",");
const partial = budgetsOnly || only !== undefined;
const wants = (part) => (budgetsOnly ? part === "bytes" : !only || only.includes(part));
const pagesOption = option("pages")?.split(",");
const budgets = JSON.parse(readFileSync(new URL("budgets.json", benchDir), "utf8"));
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** What the page data adds to the brotli document, over the brotli markup alone. */
const wireRatio = (shares) => (shares.wire.document - shares.wire.markup) / shares.wire.markup;
const servedKb = (served) => (served ? `${kb(served.bytes)}${served.encoding === "br" ? "" : ` (${served.encoding})`}` : "");
/** The bare Next.js page's own shares: what the framework's page data weighs against markup with nothing of ours in it. */
const referenceShares = (shares) =>
  shares
    ? `The bare Next.js reference's page (plain text, one client component) carries ${kb(shares.scriptData)} KB of page data for ${kb(shares.markup)} KB of markup: ${(shares.scriptData / shares.markup).toFixed(2)} ×, and ${wireRatio(shares).toFixed(2)} × on the wire.`
    : "";

const repoRoot = new URL("../..", import.meta.url).pathname;

/** Seconds a turbo build of every app and the reference takes (`--force`: nothing from the cache). */
function timedBuild(force) {
  const started = process.hrtime.bigint();
  const args = ["turbo", "run", "build", "--filter=./apps/*", "--filter=./bench/baseline", "--output-logs=errors-only", ...(force ? ["--force"] : [])];
  const result = spawnSync("pnpm", ["exec", ...args], { cwd: repoRoot, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`turbo build exited with ${result.status}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const buildSeconds = partial ? null : { cold: timedBuild(true), noChange: timedBuild(false) };
const stopAll = await startAll();
const failures = [];
const report = {
  date: new Date().toISOString(),
  build: buildSeconds,
  firstLoadJs: { reference: null, referenceDocument: null, routes: [] },
  lighthouse: null,
  throughput: null,
  behindCache: null,
  queryPages: null,
  observatory: null,
  contentApi: null,
};

try {
  const reference = await pageBytes(`http://127.0.0.1:${BASELINE_PORT}`, "/");
  if (reference.bytes === null) throw new Error(`The reference page answered ${reference.status}`);
  report.firstLoadJs.reference = reference.bytes;
  report.firstLoadJs.referenceDocument = reference.documentBytes;
  report.firstLoadJs.referenceShares = reference.shares;
  const limit = reference.bytes + budgets.firstLoadJs.maxExtraGzipBytesOverReference;
  const documentLimit = budgets.document.maxGzipBytes;

  for (const edition of wants("bytes") ? editions : []) {
    for (const prefix of languagePrefixes) {
      for (const route of routes) {
        const path = prefix && route === "/" ? prefix : `${prefix}${route}`;
        const result = await pageBytes(`http://127.0.0.1:${edition.port}`, path);
        report.firstLoadJs.routes.push({ edition: edition.id, path, ...result });
        if (result.bytes !== null && result.bytes > limit) {
          failures.push(
            `${edition.id} ${path}: ${kb(result.bytes)} KB of JavaScript, over the budget of ${kb(limit)} KB (reference ${kb(reference.bytes)} KB + ${kb(budgets.firstLoadJs.maxExtraGzipBytesOverReference)} KB)`,
          );
        }
        if (result.documentBytes !== null && result.documentBytes > documentLimit) {
          failures.push(`${edition.id} ${path}: a ${kb(result.documentBytes)} KB document (gzip), over the budget of ${kb(documentLimit)} KB`);
        }
        if (result.fontBytes !== null && result.fontBytes > budgets.document.maxFontBytes) {
          failures.push(`${edition.id} ${path}: ${kb(result.fontBytes)} KB of font inside the document, over the budget of ${kb(budgets.document.maxFontBytes)} KB`);
        }
        // Reported on every route; a budget of the full bench only, since no page holds it yet (bench/report.md says why).
        const shares = result.shares;
        if (!budgetsOnly && shares && shares.scriptData > shares.markup * budgets.document.maxScriptDataOverMarkup) {
          failures.push(
            `${edition.id} ${path}: ${kb(shares.scriptData)} KB of inline page data, over ${budgets.document.maxScriptDataOverMarkup} × its ${kb(shares.markup)} KB of markup`,
          );
        }
      }
    }
  }

  const edition = editions[0];
  if (wants("lighthouse")) {
    // Lighthouse on the first edition: the same screens in every language, each against its static
    // twin (nginx, same stylesheet, fonts and pictures, no scripts) and the bare Next.js reference.
    const lh = budgets.lighthouse;
    const referenceUrl = `http://127.0.0.1:${BASELINE_PORT}/`;
    const reference = { ...(await lighthouseMedian(referenceUrl, lh.runs)), simulated: await lighthouseMedian(referenceUrl, 1, "simulate") };
    if (reference.error) throw new Error(`Lighthouse could not finish a run of the reference page: ${reference.error}`);
    report.lighthouse = { reference, pages: [] };
    const paths = languagePrefixes
      .flatMap((prefix) => lighthousePages.map((route) => ({ prefix, path: prefix && route === "/" ? prefix : `${prefix}${route}` })))
      .filter(({ path }) => !pagesOption || pagesOption.includes(path));
    const twins = {};
    for (const { path } of paths) twins[path] = await fetchTwin(`http://127.0.0.1:${edition.port}${path}`, { headers: { "accept-language": "en" } });
    const twinServer = await startNginx({ editionPort: edition.port, apiPort: API_PORT, port: TWIN_PORT, staticPages: twins });
    try {
      for (const { prefix, path } of paths) {
        const language = languageOf(prefix);
        const productUrl = `http://127.0.0.1:${edition.port}${path}`;
        const twinUrl = `http://127.0.0.1:${TWIN_PORT + 1}${path}`;
        const result = await lighthouseMedian(productUrl, lh.runs);
        const twin = await lighthouseMedian(twinUrl, lh.runs);
        if (result.error || twin.error) {
          failures.push(`Lighthouse ${edition.id} ${path}: no run finished (${result.error ?? twin.error})`);
          continue;
        }
        // The simulated figures, once each, for the report (see lighthouse.mjs).
        const simulated = { product: await lighthouseMedian(productUrl, 1, "simulate"), twin: await lighthouseMedian(twinUrl, 1, "simulate") };
        report.lighthouse.pages.push({ edition: edition.id, path, language, ...result, twin, simulated });
        const broken = [];
        if (result.performance < lh.minPerformance) broken.push(`performance ${result.performance} < ${lh.minPerformance}`);
        for (const [name, value] of [["accessibility", result.accessibility], ["best practices", result.bestPractices], ["SEO", result.seo]]) {
          if (value < lh.minOtherScores) broken.push(`${name} ${value} < ${lh.minOtherScores}`);
        }
        if (result.lcpMs > twin.lcpMs * lh.maxLcpOverTwin) {
          broken.push(`LCP ${Math.round(result.lcpMs)} ms > ${lh.maxLcpOverTwin} × its twin (${Math.round(twin.lcpMs)} ms)`);
        }
        if (result.tbtMs > reference.tbtMs * lh.maxTbtOverReference) {
          broken.push(`TBT ${Math.round(result.tbtMs)} ms > the reference's ${Math.round(reference.tbtMs)} ms`);
        }
        if (result.cls > lh.maxCls) broken.push(`CLS ${result.cls.toFixed(3)} > ${lh.maxCls}`);
        const maxKb = lh.maxTotalKb[language];
        if (result.firstScreenBytes > maxKb * 1024) broken.push(`${kb(result.firstScreenBytes)} KB before pictures below the fold > ${maxKb} KB`);
        if (broken.length) failures.push(`Lighthouse ${edition.id} ${path}: ${broken.join(", ")}`);
      }
    } finally {
      await twinServer();
    }
  }

  if (wants("throughput")) {
    // Throughput of a cached page against the reference page, then both behind nginx.
    const page = `http://127.0.0.1:${edition.port}/spanish`;
    const referencePage = `http://127.0.0.1:${BASELINE_PORT}/`;
    report.throughput = { page: "/spanish", ...(await compare(page, referencePage)) };
    if (report.throughput.ratio < budgets.throughput.minRatioToReference) {
      failures.push(`Throughput: ${report.throughput.ratio.toFixed(2)} × reference, under ${budgets.throughput.minRatioToReference}`);
    }
    // The static file is the same page's HTML (compressed once): what the cache is measured against is
    // nginx sending those bytes from disk, not a smaller file (a 30 KB answer costs the load generator
    // more than a 2 KB one, whoever sends it).
    const staticHtml = await (await fetch(page)).text();
    const stopNginx = await startNginx({ editionPort: edition.port, apiPort: API_PORT, port: 8200, staticPages: { "/spanish": staticHtml } });
    try {
      report.behindCache = {
        page: "/spanish",
        staticFile: `the same page's HTML, ${kb(Buffer.byteLength(staticHtml))} KB (gzip_static)`,
        ...(await compare("http://127.0.0.1:8200/spanish", "http://127.0.0.1:8201/spanish")),
      };
      // Lists, search and a blog post, their query strings included: each against the cached page, directly and behind nginx.
      report.queryPages = [];
      for (const path of queryPages) {
        const direct = await rate(`http://127.0.0.1:${edition.port}${path}`);
        const behindNginx = await rate(`http://127.0.0.1:8200${path}`);
        const ratios = {
          direct: direct.requestsPerSecond / report.throughput.product.requestsPerSecond,
          behindNginx: behindNginx.requestsPerSecond / report.behindCache.product.requestsPerSecond,
        };
        report.queryPages.push({ path, direct, behindNginx, ratios });
        for (const [where, ratio] of Object.entries(ratios)) {
          if (!(ratio >= budgets.queryPages.minRatioToCachedPage) || direct.non2xx || behindNginx.non2xx) {
            failures.push(`${path} ${where}: ${ratio.toFixed(2)} × the cached page, under ${budgets.queryPages.minRatioToCachedPage} (or answers not 2xx)`);
          }
        }
      }
    } finally {
      await stopNginx();
    }
    if (report.behindCache.ratio < budgets.behindCache.minRatioToStaticFile) {
      failures.push(`Behind nginx: ${report.behindCache.ratio.toFixed(2)} × a static file, under ${budgets.behindCache.minRatioToStaticFile}`);
    }
  }

  if (wants("observatory")) {
    // Response headers against the MDN HTTP Observatory's rules; TLS-only tests aside, the
    // editions' one accepted finding is the CSP's inline scripts (the trade-off in the report).
    report.observatory = [];
    for (const { target, origin, path } of observatoryTargets(editions, API_PORT)) {
      const result = await observatory(origin, { path });
      report.observatory.push({ target, path, result });
      const broken = failuresWithoutTls(result).filter((test) => test.result !== "csp-implemented-with-unsafe-inline");
      if (broken.length) failures.push(`Observatory ${target}: ${broken.map((test) => `${test.name} (${test.result})`).join(", ")}`);
    }
    writeFileSync(new URL("observatory.md", benchDir), `${observatoryMarkdown(report.observatory)}\n`);
  }
} finally {
  await stopAll();
}

if (wants("api")) {
  // The content API's own bench (its figures carried into this report).
  const api = spawnSync("pnpm", ["--filter", "@repo/content-api", "bench"], { cwd: repoRoot, encoding: "utf8" });
  // Its tables: a title line per data set, then a header, one row per endpoint (space-aligned) and one budget line per endpoint.
  const rows = (api.stdout ?? "").split("\n").filter((line) => /^(demo content|endpoint|list|detail|search|budget|PGlite|Postgres:)\s/.test(line));
  report.contentApi = { exitCode: api.status, output: rows.length ? ["```", ...rows, "```"].join("\n") : "" };
  // It checks its own budgets (`contentApi` in budgets.json) and names each one broken on stderr.
  const broken = (api.stderr ?? "").split("\n").filter((line) => line.startsWith("- ")).map((line) => `Content API ${line.slice(2)}`);
  failures.push(...(api.status === 0 ? [] : broken.length ? broken : [`Content API bench exited with ${api.status}`]));
}

const measured = report.firstLoadJs.routes.filter((r) => r.bytes !== null);
const missing = report.firstLoadJs.routes.filter((r) => r.bytes === null);
const ref = report.firstLoadJs.reference;
const lines = [
  "# Benchmark report",
  "",
  `Measured ${report.date} on this machine, product and reference in the same run.`,
  "",
  "## First-load JavaScript (gzip, modern browsers)",
  "",
  `Reference (bench/baseline, one static page with about the home page's amount of text, and one client component): **${kb(ref)} KB**.`,
  `Budget: reference + ${kb(budgets.firstLoadJs.maxExtraGzipBytesOverReference)} KB. A built chunk's first line is V8's compile hint (\`//# allFunctionsCalledOnLoad\`, \`scripts/standalone.mjs\`), a comment that has the browser compile the chunk while it downloads: the column "hints B" gives what those lines add to the page's scripts, counted apart from their code.`,
  "",
  `The page's own document (its markup and the page data React hydrates from), gzip: the reference's is ${kb(report.firstLoadJs.referenceDocument)} KB; budget ${kb(budgets.document.maxGzipBytes)} KB on every route. A font inside the document (Burmese pages carry their face, \`packages/site/src/burmese-fonts.ts\`) is the file the page would otherwise fetch: the column "font KB" gives it (a WOFF2 file, counted once, though the page data repeats it), apart from the document's other bytes here and below; budget ${kb(budgets.document.maxFontBytes)} KB.`,
  "",
  `Each document's bytes (uncompressed) divide into its markup (what the static twin keeps) and its inline page data (Next.js's \`self.__next_f\` scripts); budget: page data ≤ ${budgets.document.maxScriptDataOverMarkup} × markup. ${referenceShares(report.firstLoadJs.referenceShares)}`,
  "",
  `"served KB" is the document as the edition sends it to a browser that accepts brotli (its font included); "on the wire" divides what the page data adds to the brotli document by the brotli markup alone, compressed as the edition compresses (\`packages/edition-server/src/document-compression.mjs\`).`,
  "",
  "| edition | route | JS KB | × reference | hints B | scripts | document KB (gzip) | font KB | served KB | markup KB | page data KB | data ÷ markup | on the wire |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...measured.map(
    (r) =>
      `| ${r.edition} | \`${r.path}\` | ${kb(r.bytes)} | ${(r.bytes / ref).toFixed(2)} | ${r.hintBytes} | ${r.scripts} | ${kb(r.documentBytes)} | ${r.fontBytes ? kb(r.fontBytes) : ""} | ${servedKb(r.served)} | ${kb(r.shares.markup)} | ${kb(r.shares.scriptData)} | ${(r.shares.scriptData / r.shares.markup).toFixed(2)} | ${wireRatio(r.shares).toFixed(2)} |`,
  ),
  "",
  missing.length
    ? `Not measured (the route does not answer 200 yet): ${missing.length} of ${report.firstLoadJs.routes.length} route × language × edition combinations, e.g. ${[...new Set(missing.map((r) => r.path.replace(/^\/(spanish|burmese)/, "")))].slice(0, 8).map((p) => `\`${p || "/"}\``).join(", ")}.`
    : "Every route answered 200.",
  "",
];
if (report.build) {
  lines.push("## Build", "", `Cold build of every edition and the reference: **${report.build.cold.toFixed(0)} s**; no-change rebuild (turbo cache): **${report.build.noChange.toFixed(1)} s**.`, "");
}
const mainThreadGroups = [
  ["scriptEvaluation", "script evaluation"],
  ["scriptParseCompile", "script parse & compile"],
  ["styleLayout", "style & layout"],
  ["parseHTML", "HTML & CSS parsing"],
  ["paintCompositeRender", "rendering"],
  ["garbageCollection", "garbage collection"],
  ["other", "other"],
];
const total = (groups) => Object.values(groups ?? {}).reduce((sum, value) => sum + value, 0);
function mainThreadRow(label, groups, twinGroups) {
  if (!groups) return `| ${label} | ${mainThreadGroups.map(() => "").join(" | ")} | | |`;
  const cells = mainThreadGroups.map(([group]) => Math.round(groups[group] ?? 0).toLocaleString("en"));
  return `| ${label} | ${cells.join(" | ")} | ${Math.round(total(groups)).toLocaleString("en")} | ${twinGroups ? Math.round(total(twinGroups)).toLocaleString("en") : ""} |`;
}
if (report.lighthouse) {
  const { reference, pages } = report.lighthouse;
  const lh = budgets.lighthouse;
  const ms = (value) => Math.round(value).toLocaleString("en");
  lines.push(
    `## Lighthouse against each page's static twin (mobile, applied throttling, median of ${reference.runs})`,
    "",
    "Each page's static twin is the product's own answer with every script and script preload removed, served by nginx from disk with the edition behind it for the stylesheet, fonts and pictures: the same content with no framework. The reference is the bare Next.js page (bench/baseline).",
    "",
    `Budgets: LCP ≤ ${lh.maxLcpOverTwin} × the twin's, TBT ≤ the reference's (${ms(reference.tbtMs)} ms this run), performance ≥ ${lh.minPerformance}, the other three scores ${lh.minOtherScores}, CLS ${lh.maxCls}, bytes before pictures below the fold ≤ ${Object.entries(lh.maxTotalKb).map(([language, max]) => `${max} KB ${language}`).join(", ")}.`,
    "",
    "| page | perf | a11y · bp · SEO | LCP ms | twin LCP ms | × twin | TBT ms | twin TBT ms | CLS | KB first screen | KB all | twin KB all | twin perf |",
    "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    `| reference \`/\` | ${reference.performance} | ${reference.accessibility} · ${reference.bestPractices} · ${reference.seo} | ${ms(reference.lcpMs)} | | | ${ms(reference.tbtMs)} | | ${reference.cls.toFixed(3)} | ${kb(reference.firstScreenBytes)} | ${kb(reference.totalBytes)} | | |`,
    ...pages.map(
      (r) =>
        `| ${r.edition} \`${r.path}\` | ${r.performance} | ${r.accessibility} · ${r.bestPractices} · ${r.seo} | ${ms(r.lcpMs)} | ${ms(r.twin.lcpMs)} | ${(r.lcpMs / r.twin.lcpMs).toFixed(2)} | ${ms(r.tbtMs)} | ${ms(r.twin.tbtMs)} | ${r.cls.toFixed(3)} | ${kb(r.firstScreenBytes)} | ${kb(r.totalBytes)} | ${kb(r.twin.totalBytes)} | ${r.twin.performance} |`,
    ),
    "",
    "Lighthouse's simulated throttling (its default; one run each, not budgeted, see `bench/scripts/lighthouse.mjs`):",
    "",
    "| page | perf | LCP ms | twin LCP ms | × twin | TBT ms | twin perf |",
    "|---|---:|---:|---:|---:|---:|---:|",
    reference.simulated.error
      ? `| reference \`/\` | Lighthouse could not finish the run: ${reference.simulated.error} | | | | | |`
      : `| reference \`/\` | ${reference.simulated.performance} | ${ms(reference.simulated.lcpMs)} | | | ${ms(reference.simulated.tbtMs)} | |`,
    ...pages.map(
      ({ edition, path, simulated: { product, twin } }) =>
        product.error || twin.error
          ? `| ${edition} \`${path}\` | Lighthouse could not finish the run: ${product.error ?? twin.error} | | | | | |`
          : `| ${edition} \`${path}\` | ${product.performance} | ${ms(product.lcpMs)} | ${ms(twin.lcpMs)} | ${(product.lcpMs / twin.lcpMs).toFixed(2)} | ${ms(product.tbtMs)} | ${twin.performance} |`,
    ),
    "",
    "Where the main thread's time went in the kept run (ms, Lighthouse's `mainthread-work-breakdown` groups; TBT counts the part of each task over 50 ms after the first paint):",
    "",
    `| page | ${mainThreadGroups.map(([, label]) => label).join(" | ")} | all | twin all |`,
    `|---|${mainThreadGroups.map(() => "---:|").join("")}---:|---:|`,
    mainThreadRow("reference `/`", reference.mainThread, null),
    ...pages.map((r) => mainThreadRow(`${r.edition} \`${r.path}\``, r.mainThread, r.twin.mainThread)),
    "",
    `LCP elements: ${[...new Set(pages.map((r) => `\`${r.path}\` ${r.lcpElement ?? "?"}`))].map((label) => label.replaceAll("|", "/")).join("; ")}.`,
    "",
  );
}
const throughputRow = (name, r) => `| ${name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p99Ms} | ${r.errors} | ${r.non2xx} |`;
for (const [title, key, budget] of [
  ["Throughput: a cached page against the reference page", "throughput", `≥ ${budgets.throughput.minRatioToReference} × reference`],
  ["Behind nginx (deploy/nginx): the cached page against nginx serving the same page as a static file", "behindCache", `≥ ${budgets.behindCache.minRatioToStaticFile} × the static file`],
]) {
  const t = report[key];
  if (!t) continue;
  lines.push(
    `## ${title}`,
    "",
    `autocannon, ${t.connections} connections, ${t.seconds} s, median of ${t.rounds} alternating runs. Ratio **${t.ratio.toFixed(2)}** (budget ${budget}).`,
    "",
    ...(t.staticFile ? [`The static file: ${t.staticFile}.`, ""] : []),
    ...(t.product.bytesPerRequest ? [`Bytes per answer (compressed): product ${kb(t.product.bytesPerRequest)} KB, ${key === "behindCache" ? "static file" : "reference"} ${kb(t.reference.bytesPerRequest)} KB.`, ""] : []),
    "| server | req/s | p99 ms | errors | non-2xx |",
    "|---|---:|---:|---:|---:|",
    throughputRow(`product \`${t.page}\``, t.product),
    throughputRow("reference", t.reference),
    "",
  );
}
if (report.queryPages) {
  const first = report.queryPages[0];
  lines.push(
    "## Pages with a query string: lists, search, a blog post",
    "",
    `autocannon, ${first?.direct.connections} connections, ${first?.direct.seconds} s, median of ${first?.direct.rounds} runs each, against the cached page \`/spanish\` above (directly ${report.throughput.product.requestsPerSecond.toFixed(0)} req/s, behind nginx ${report.behindCache.product.requestsPerSecond.toFixed(0)} req/s). Budget ≥ ${budgets.queryPages.minRatioToCachedPage} × the cached page.`,
    "",
    "| page | direct req/s | × cached | p99 ms | behind nginx req/s | × cached | p99 ms |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...report.queryPages.map(
      ({ path, direct, behindNginx, ratios }) =>
        `| \`${path}\` | ${direct.requestsPerSecond.toFixed(0)} | ${ratios.direct.toFixed(2)} | ${direct.p99Ms} | ${behindNginx.requestsPerSecond.toFixed(0)} | ${ratios.behindNginx.toFixed(2)} | ${behindNginx.p99Ms} |`,
    ),
    "",
  );
}
if (report.observatory) {
  lines.push(
    "## Response headers (MDN HTTP Observatory, loopback)",
    "",
    "| target | score | grade | failed without TLS |",
    "|---|---:|:---:|---|",
    ...report.observatory.map(
      ({ target, result }) =>
        `| ${target} | ${result.score} | ${result.grade} | ${failuresWithoutTls(result).map((test) => `\`${test.result}\``).join(", ") || "none"} |`,
    ),
    "",
    "Every test but `redirection` and `strict-transport-security` (HTTPS on the public name) is held in CI by `e2e/tests/drill-headers.spec.ts`. The editions keep `'unsafe-inline'` for scripts: Next.js writes each page's data as inline scripts, a nonce would make every page render per request (nothing left for nginx or a CDN to cache), and hashes cannot be fixed in a header when pages render on first visit. Details and the per-test results: `bench/observatory.md`.",
    "",
  );
}
if (report.contentApi) {
  lines.push(
    "## Content API (`pnpm --filter @repo/content-api bench`)",
    "",
    "Each row is the middle of three rounds. \"API µs\" and \"db µs\" are the CPU time the API process and the Postgres server (where it runs on this machine) spent per answer in that run; PGlite's engine runs inside the API process, so its time is in the API column.",
    "",
    report.contentApi.output || `(the bench exited with ${report.contentApi.exitCode})`,
    "",
  );
}
lines.push("## Budgets", "", ...(failures.length ? failures.map((failure) => `- broken: ${failure}`) : ["Every budget holds."]), "");
const table = lines.join("\n");
console.log(table);

if (!partial) {
  writeFileSync(new URL("report.md", benchDir), table);
  writeFileSync(new URL("report.json", benchDir), `${JSON.stringify(report, null, 2)}\n`);
}

if (failures.length) {
  console.error(`\nBudgets broken:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(budgetsOnly ? "JavaScript and document budgets hold on every measured route." : "Every budget holds.");
