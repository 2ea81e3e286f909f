#!/usr/bin/env node
// `pnpm bench`: measures every edition against the bare Next.js reference in
// one run and checks the committed budgets. `--budgets-only` runs the fast,
// noise-free subset (bytes) that `pnpm test` includes.
import { readFileSync, writeFileSync } from "node:fs";
import { firstLoadJs } from "./js-bytes.mjs";
import { lighthouseMedian } from "./lighthouse.mjs";
import { languagePrefixes, lighthousePages, routes } from "./routes.mjs";
import { BASELINE_PORT, editions, startAll } from "./servers.mjs";

const benchDir = new URL("..", import.meta.url);
const budgetsOnly = process.argv.includes("--budgets-only");
const budgets = JSON.parse(readFileSync(new URL("budgets.json", benchDir), "utf8"));
const kb = (bytes) => (bytes / 1024).toFixed(1);

const stopAll = await startAll();
const failures = [];
const report = { date: new Date().toISOString(), firstLoadJs: { reference: null, routes: [] }, lighthouse: null };

try {
  const reference = await firstLoadJs(`http://127.0.0.1:${BASELINE_PORT}`, "/");
  if (reference.bytes === null) throw new Error(`The reference page answered ${reference.status}`);
  report.firstLoadJs.reference = reference.bytes;
  const limit = reference.bytes + budgets.firstLoadJs.maxExtraGzipBytesOverReference;

  for (const edition of editions) {
    for (const prefix of languagePrefixes) {
      for (const route of routes) {
        const path = prefix && route === "/" ? prefix : `${prefix}${route}`;
        const result = await firstLoadJs(`http://127.0.0.1:${edition.port}`, path);
        report.firstLoadJs.routes.push({ edition: edition.id, path, ...result });
        if (result.bytes !== null && result.bytes > limit) {
          failures.push(
            `${edition.id} ${path}: ${kb(result.bytes)} KB of JavaScript, over the budget of ${kb(limit)} KB (reference ${kb(reference.bytes)} KB + ${kb(budgets.firstLoadJs.maxExtraGzipBytesOverReference)} KB)`,
          );
        }
      }
    }
  }

  if (!budgetsOnly) {
    // Lighthouse on the first edition: the same screens in every language, against the reference page.
    const lh = budgets.lighthouse;
    const reference = await lighthouseMedian(`http://127.0.0.1:${BASELINE_PORT}/`, lh.runs);
    report.lighthouse = { reference, pages: [] };
    const edition = editions[0];
    for (const prefix of languagePrefixes) {
      for (const route of lighthousePages) {
        const path = prefix && route === "/" ? prefix : `${prefix}${route}`;
        const result = await lighthouseMedian(`http://127.0.0.1:${edition.port}${path}`, lh.runs);
        report.lighthouse.pages.push({ edition: edition.id, path, ...result });
        const broken = [];
        if (result.performance < lh.minPerformance) broken.push(`performance ${result.performance} < ${lh.minPerformance}`);
        for (const [name, value] of [["accessibility", result.accessibility], ["best practices", result.bestPractices], ["SEO", result.seo]]) {
          if (value < lh.minOtherScores) broken.push(`${name} ${value} < ${lh.minOtherScores}`);
        }
        if (result.lcpMs > reference.lcpMs * lh.maxLcpOverReference) {
          broken.push(`LCP ${Math.round(result.lcpMs)} ms > ${lh.maxLcpOverReference} × reference (${Math.round(reference.lcpMs)} ms)`);
        }
        if (result.tbtMs > lh.maxTbtMs) broken.push(`TBT ${Math.round(result.tbtMs)} ms > ${lh.maxTbtMs} ms`);
        if (result.cls > lh.maxCls) broken.push(`CLS ${result.cls.toFixed(3)} > ${lh.maxCls}`);
        if (broken.length) failures.push(`Lighthouse ${edition.id} ${path}: ${broken.join(", ")}`);
      }
    }
  }
} finally {
  await stopAll();
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
  `Reference (bench/baseline, one static page and one client component): **${kb(ref)} KB**.`,
  `Budget: reference + ${kb(budgets.firstLoadJs.maxExtraGzipBytesOverReference)} KB.`,
  "",
  "| edition | route | KB | × reference | scripts |",
  "|---|---|---:|---:|---:|",
  ...measured.map((r) => `| ${r.edition} | \`${r.path}\` | ${kb(r.bytes)} | ${(r.bytes / ref).toFixed(2)} | ${r.scripts} |`),
  "",
  missing.length
    ? `Not measured (the route does not answer 200 yet): ${missing.length} of ${report.firstLoadJs.routes.length} route × language × edition combinations, e.g. ${[...new Set(missing.map((r) => r.path.replace(/^\/(spanish|burmese)/, "")))].slice(0, 8).map((p) => `\`${p || "/"}\``).join(", ")}.`
    : "Every route answered 200.",
  "",
];
if (report.lighthouse) {
  const { reference, pages } = report.lighthouse;
  const row = (name, r) =>
    `| ${name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcpMs)} | ${(r.lcpMs / reference.lcpMs).toFixed(2)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${kb(r.totalBytes)} |`;
  lines.push(
    `## Lighthouse (mobile, median of ${reference.runs})`,
    "",
    `Budget: performance ≥ ${budgets.lighthouse.minPerformance}, the other three ${budgets.lighthouse.minOtherScores}, LCP ≤ ${budgets.lighthouse.maxLcpOverReference} × reference, TBT ≤ ${budgets.lighthouse.maxTbtMs} ms, CLS ${budgets.lighthouse.maxCls}.`,
    "",
    "| page | perf | a11y | best practices | SEO | LCP ms | LCP × ref | TBT ms | CLS | total KB |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    row("reference `/`", reference),
    ...pages.map((r) => row(`${r.edition} \`${r.path}\``, r)),
    "",
  );
}
const table = lines.join("\n");
console.log(table);

if (!budgetsOnly) {
  writeFileSync(new URL("report.md", benchDir), table);
  writeFileSync(new URL("report.json", benchDir), `${JSON.stringify(report, null, 2)}\n`);
}

if (failures.length) {
  console.error(`\nBudgets broken:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(budgetsOnly ? "JavaScript budgets hold on every measured route." : "Every budget holds.");
