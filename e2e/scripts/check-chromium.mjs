// Playwright cannot download browsers here; it drives the system Chromium.
// Say plainly what to do when it is missing instead of failing with a stack trace.
import { accessSync, constants } from "node:fs";

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    [
      `Chromium was not found at ${path}.`,
      "The browser tests drive a system Chromium. Install it, for example:",
      "  sudo apt-get install -y chromium",
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
    ].join("\n"),
  );
  process.exit(1);
}
