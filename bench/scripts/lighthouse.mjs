// Lighthouse (v12, mobile preset: a mid-range phone on a slow 4G link) against
// the Chromium the machine has. Each page is measured `runs` times in a fresh
// browser profile and the median run is kept, since single runs on a shared
// machine swing.
//
// Throttling is `devtools` (applied: the page really loads over a 150 ms,
// 1.6 Mbit/s link with the processor slowed 4×, and the figures are what the
// browser saw) or `simulate` (Lighthouse's default: the page loads at loopback
// speed and a model estimates the slow phone from that trace). On loopback the
// model takes every script that happens to run before the first paint (they
// arrive in a millisecond) as holding that paint up, and multiplies it by four,
// so a page's simulated LCP swings by a second between runs depending on which
// came first; a visitor's phone, receiving those scripts seconds later, never
// sees that order. The budgets use applied throttling; the bench reports the
// simulated figures beside them.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The bytes of every request but pictures below the fold: Lighthouse's total, less images the
 * browser kept at low priority (it raises a picture's priority once layout puts it on the first
 * screen; Lighthouse's own LCP estimate treats low-priority images as offscreen alike).
 */
function firstScreenBytes(audits) {
  const requests = audits["network-requests"]?.details?.items ?? [];
  const belowFold = requests
    .filter((request) => request.resourceType === "Image" && (request.priority === "Low" || request.priority === "VeryLow"))
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return (audits["total-byte-weight"]?.numericValue ?? 0) - belowFold;
}

/** One Lighthouse run: the four category scores (0–100) and the figures the budgets name. */
async function audit(url, throttlingMethod) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      throttlingMethod,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { categories, audits, runtimeError } = result.lhr;
    // A run Lighthouse could not finish (no paint seen, a page that did not load) is named, not scored 0.
    if (runtimeError) return { error: runtimeError.code };
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? null,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? null,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? null,
      totalBytes: audits["total-byte-weight"]?.numericValue ?? null,
      firstScreenBytes: firstScreenBytes(audits),
      lcpElement: audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? null,
      // Where the main thread's time went over the load, by Lighthouse's groups (ms): scriptEvaluation,
      // scriptParseCompile, styleLayout, parseHTML, paintCompositeRender, garbageCollection, other.
      mainThread: Object.fromEntries((audits["mainthread-work-breakdown"]?.details?.items ?? []).map((item) => [item.group, item.duration])),
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && ["binary", "numeric"].includes(a.scoreDisplayMode) && a.details?.type !== "opportunity")
        .map((a) => a.id)
        .slice(0, 12),
    };
  } finally {
    chrome.kill();
  }
}

/** The median of `runs` audits of `url`, by performance score (ties: by LCP). */
export async function lighthouseMedian(url, runs = 3, throttlingMethod = "devtools") {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await audit(url, throttlingMethod));
  const results = all.filter((result) => !result.error);
  const errors = all.filter((result) => result.error).map((result) => result.error);
  if (results.length === 0) return { error: errors.join(", "), runs, throttlingMethod };
  const byScore = [...results].sort((a, b) => a.performance - b.performance || (b.lcpMs ?? 0) - (a.lcpMs ?? 0));
  const kept = byScore[Math.floor(byScore.length / 2)];
  return {
    ...kept,
    lcpMs: median(results.map((r) => r.lcpMs ?? 0)),
    tbtMs: median(results.map((r) => r.tbtMs ?? 0)),
    cls: median(results.map((r) => r.cls ?? 0)),
    totalBytes: median(results.map((r) => r.totalBytes ?? 0)),
    firstScreenBytes: median(results.map((r) => r.firstScreenBytes ?? 0)),
    runs,
    errors,
    throttlingMethod,
  };
}
