import { chromium } from "@playwright/test";
import fs from "node:fs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const [seen, unseen] = process.argv.slice(2);
for (const port of [3300, 3301]) {
  fs.rmSync("/tmp/perf/relay-cut", { force: true });
  const page = await browser.newPage();
  const log = [];
  page.on("request", (r) => log.push(`${r.method()} ${r.url().replace(/^http:\/\/127.0.0.1:\d+/, "")} ${r.headers()["rsc"] ? "rsc" : ""}`));
  page.on("response", (r) => log.push(`  <- ${r.status()} ${r.url().replace(/^http:\/\/127.0.0.1:\d+/, "")} ${r.headers()["x-page-cache"] ?? ""} ${r.headers()["cache-control"] ?? ""}`));
  page.on("console", (m) => log.push("console " + m.text().slice(0, 150)));
  console.log(port, "seen", (await page.goto(`http://127.0.0.1:${port}/about/news/${seen}`)).status());
  fs.writeFileSync("/tmp/perf/relay-cut", "");
  console.log(port, "seen again", (await page.goto(`http://127.0.0.1:${port}/about/news/${seen}`)).status());
  const res = await page.goto(`http://127.0.0.1:${port}/about/news/${unseen}`);
  await page.waitForTimeout(3000);
  console.log(port, res.status(), JSON.stringify((await page.getByRole("main").textContent()).slice(0, 120)));
  console.log(log.filter((l) => !l.includes("_next/static")).join("\n"));
}
fs.rmSync("/tmp/perf/relay-cut", { force: true });
await browser.close();
