import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { ADMIN_TOKEN, API_URL, editions } from "../editions";
import { contentApiDir } from "../support/content-api";

/** Runs the content command from the API's build (`node dist/cli.js`, as its deploy folder does), with only `env`. */
function contentCommand(env: Record<string, string>, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(contentApiDir, "dist/cli.js"), ...args], {
      cwd: tmpdir(),
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

test.describe("a news item with a picture imported while everything runs", () => {
  const folder = mkdtempSync(join(tmpdir(), "aurevo-e2e-live-import-"));
  test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test("shows on every edition's news list with its picture within 10 seconds, with no build", async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const slug = `live-import-${stamp}`;
    const title = `Aurevo opens a Nairobi service centre (${stamp})`;
    mkdirSync(join(folder, "news"), { recursive: true });
    mkdirSync(join(folder, "files", "news"), { recursive: true });
    // A picture of its own path, which storage has never held before this import.
    copyFileSync(join(contentApiDir, "content/files/news/aurevo-cloud-3.webp"), join(folder, "files", "news", `${slug}.webp`));
    writeFileSync(
      join(folder, "news", `${slug}.json`),
      JSON.stringify({
        slug,
        // Newer than every demo item: first on the list.
        date: Math.floor(Date.now() / 1000) + 86_400,
        image: `news/${slug}.webp`,
        translations: {
          english: { title, summary: "Imported through the running content API.", bodyHtml: "<p>Open from today.</p>", imageAlt: "The new service centre" },
        },
      }),
    );

    const before = await fetch(`${API_URL}/getFile/news/${slug}.webp`);
    expect(before.status).toBe(404);
    const imported = await contentCommand({ CONTENT_API_URL: API_URL, ADMIN_TOKEN }, "import", folder);
    expect(imported.stderr).toBe("");
    expect(imported.stdout).toContain(`created    news/${slug}.json`);
    expect(imported.stdout).toContain(`${API_URL}: 1 created, 0 updated, 0 unchanged, 0 failed`);
    expect(imported.code).toBe(0);
    const importedAt = Date.now();

    // Within 10 s of the import, counted from its end, on every edition at once: the announcement
    // purges each one's list. (Asked one after another, the last would have what the others took.)
    const shownAfter = await Promise.all(
      editions.map(async (edition) => {
        const origin = `http://127.0.0.1:${edition.port}`;
        await expect
          .poll(
            async () => {
              const list = await page.request.get(`${origin}/about/news`);
              return (await list.text()).includes(title);
            },
            { timeout: 10_000 - (Date.now() - importedAt), intervals: [250, 500, 1_000], message: `${edition.id}: the news list` },
          )
          .toBe(true);
        return `${edition.id} ${Date.now() - importedAt} ms`;
      }),
    );
    console.log(`the imported news item was on each news list: ${shownAfter.join(", ")}`);

    for (const edition of editions) {
      const origin = `http://127.0.0.1:${edition.port}`;
      await page.goto(`${origin}/about/news`);
      const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: title }) });
      const picture = item.getByRole("img", { name: "The new service centre" });
      await expect(picture, `${edition.id}: the item on the list`).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: `${edition.id}: the picture loads` }).toBe(true);
      const file = await page.request.get(`${origin}/getFile/news/${slug}.webp`);
      expect(file.status(), `${edition.id}: /getFile/ through the edition`).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/webp");
    }
  });
});
