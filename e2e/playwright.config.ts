import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import {
  ADMIN_TOKEN,
  API_PORT,
  API_URL,
  RELAY_REVALIDATE_SECONDS,
  REVALIDATE_SECRET,
  STUDIO_PORT,
  STUDIO_SECRET,
  STUDIO_URL,
  editions,
  externalServers,
  relay,
  siteUrlEnv,
} from "./editions";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const dataDir = join(tmpdir(), "aurevo-e2e-pglite");
const relayCopy = join(tmpdir(), "aurevo-e2e-relay-edition");
const relayApp = `${relayCopy}/apps/${editions[0]!.id}`;

const heavyDrills = [/drill-load\.spec\.ts$/, /drill-slow-clients\.spec\.ts$/];

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: heavyDrills },
    // Drills that load the servers to their limit run after the rest, on a quiet
    // machine: their figures are then the servers', not the other tests' (`--no-deps` runs them alone).
    { name: "drills", use: { ...devices["Desktop Chrome"] }, testMatch: heavyDrills, dependencies: ["chromium"] },
  ],
  // Production builds (turbo builds them first), a fresh database every run;
  // none when the run targets servers that are already up.
  webServer: externalServers ? [] : [
    {
      command: `rm -rf ${dataDir} ${dataDir}-files && node dist/main.js`,
      cwd: "../apps/content-api",
      url: `${API_URL}/health`,
      env: {
        PORT: String(API_PORT),
        // As deployed: the editions it lists (`GET /api/editions`) are at their public URLs, not at local ports.
        NODE_ENV: "production",
        PGLITE_DATA_DIR: dataDir,
        DATABASE_URL: "",
        // The editions' servers post the forms and name the visitor in X-Forwarded-For.
        TRUSTED_PROXIES: "127.0.0.1,::1",
        // The whole suite is one visitor filling forms faster than a person: the limits
        // and the fill time are covered by the content API's own tests.
        INSERT_RATE_LIMIT: "100000",
        MIN_FILL_MS: "0",
        // The form tests read back what they stored, from the export a regional team downloads.
        ADMIN_TOKEN,
        // Every change (a comment published, approved or hidden) is announced to the run's editions.
        REVALIDATE_SECRET,
        // The studio of the run signs its people in here.
        STUDIO_SECRET,
        STUDIO_URL,
        ...Object.fromEntries(editions.map((edition) => [`REVALIDATE_URL_${edition.id.toUpperCase()}`, `http://127.0.0.1:${edition.port}/revalidate`])),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    {
      // The studio's standalone server, as a deployment runs it.
      command: `node scripts/serve.mjs --port ${STUDIO_PORT}`,
      cwd: "../apps/studio",
      url: `${STUDIO_URL}/health`,
      env: { CONTENT_API_URL: API_URL, STUDIO_URL },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    ...editions.map((edition) => ({
      // The standalone server, as a deployment runs it.
      command: `node ../../scripts/serve-standalone.mjs --port ${edition.port}`,
      cwd: `../apps/${edition.id}`,
      url: `http://127.0.0.1:${edition.port}/icon.svg`,
      env: { CONTENT_API_URL: API_URL, REVALIDATE_SECRET, ...siteUrlEnv(edition.id, edition.port) },
      reuseExistingServer: false,
      timeout: 120_000,
    })),
    // The outage tests' edition: it reads the API through a relay they open and cut.
    ...(relay
      ? [
          {
            // A copy of the edition's standalone folder: its page cache starts empty, whatever
            // the other servers of the run have rendered into theirs.
            command: [
              `rm -rf ${relayCopy} && cp -r .next/standalone ${relayCopy}`,
              // Pages and data other runs rendered into the folder stay out of the copy.
              `rm -rf ${relayApp}/.next/cache ${relayApp}/.next/server/route-cache`,
              `PORT=${relay.server} HOSTNAME=0.0.0.0 node ${relayApp}/server.js`,
            ].join(" && "),
            cwd: `../apps/${editions[0]!.id}`,
            url: `http://127.0.0.1:${relay.server}/icon.svg`,
            env: {
              CONTENT_API_URL: `http://127.0.0.1:${relay.port}`,
              ...siteUrlEnv(editions[0]!.id, relay.server),
              REVALIDATE_SECRET,
              CONTENT_REVALIDATE_MAX_SECONDS: String(RELAY_REVALIDATE_SECONDS),
            },
            reuseExistingServer: false,
            timeout: 120_000,
          },
        ]
      : []),
  ],
});
