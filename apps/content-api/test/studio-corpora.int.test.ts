import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { openDatabase } from "../src/db/client";
import { seedIfEmpty } from "../src/seed";
import { createStudioAuth } from "../src/studio/auth";
import { naughtyStrings, xssCases } from "./corpora";
import { fixtureContentDir, scratchFilesRoot } from "./targets";

const token = "q".repeat(8) + "0123456789abcdef0123456789abcdef";
const STUDIO = "http://localhost:3100";
const API = "http://127.0.0.1:4000";

const traversalFile = join(new URL("../../../..", import.meta.url).pathname, "shared/corpora/traversal.txt");
let traversal: string[] = [];
try {
  traversal = readFileSync(traversalFile, "utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("#"));
} catch {
  console.warn(`Skipping the traversal corpus: ${traversalFile} is absent.`);
}

/** NUL and control characters, an over-long value, non-slugs. */
const odd = [
  "\0",
  "a\0b",
  "\u0001\u0002\u001b[31m",
  "\r\nSet-Cookie: x=1",
  "x".repeat(100_000),
  "Not A Slug",
  "..",
  "%2e%2e%2f",
  "\ud800",
];

/** Every hostile value the sweep sends: the shared corpora, then the odd ones. */
const hostile = [...naughtyStrings, ...xssCases.map((entry) => entry.payload), ...traversal, ...odd];

describe("the studio's API under a stranger's values", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "content-api-studio-sweep-"));
  const files = scratchFilesRoot();
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  let app: ReturnType<typeof createApp>;
  let cookie = "";
  let csrf = "";

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dataDir });
    await handle.migrate();
    await seedIfEmpty(handle.db, { contentDir: fixtureContentDir, storage: files.storage });
    app = createApp({
      db: handle.db,
      storage: files.storage,
      adminToken: token,
      studio: createStudioAuth({
        db: handle.db,
        secret: "u".repeat(12) + "0123456789abcdef0123456789",
        studioUrl: STUDIO,
        signInsPerMinute: 100_000,
      }),
      clientAddress: () => "10.0.0.1",
    });
    const first = await app.request(`${API}/admin/studio/admins`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@aurevo.example" }),
    });
    const link = new URL(((await first.json()) as { data: { link: string } }).data.link);
    const signedIn = await app.request(`${API}${link.pathname}${link.search}`);
    cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const me = await app.request(`${API}/studio/api/me`, { headers: { cookie } });
    csrf = ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken;
  }, 120_000);

  afterAll(async () => {
    await handle.close();
    files.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The status of one request, as an admin (the widest grant) or with no session at all. */
  async function status(
    path: string,
    init: { method?: string; body?: unknown; signedIn?: boolean; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.signedIn !== false) Object.assign(headers, { cookie, "x-csrf-token": csrf });
    if (init.body !== undefined) Object.assign(headers, { "content-type": "application/json", origin: STUDIO });
    let res: Response;
    try {
      res = await app.request(`${API}${path}`, {
        method: init.method ?? (init.body === undefined ? "GET" : "POST"),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    } catch (error) {
      // A value no URL can hold is refused by the client before it is sent: nothing reached the API.
      if (error instanceof TypeError) return 400;
      throw error;
    }
    await res.arrayBuffer();
    return res.status;
  }

  it("answers every path id, query, body field and sign-in value below 500, signed in or not", async () => {
    const failures: string[] = [];
    const note = (what: string, code: number) => {
      if (code >= 500) failures.push(`${code} ${what.slice(0, 120)}`);
    };
    for (const [index, value] of hostile.entries()) {
      // A lone surrogate has no UTF-8 spelling: sent as the bytes a careless client would send.
      const segment = /\p{Cs}/u.test(value) ? "%ED%A0%80" : encodeURIComponent(value);
      const query = segment;
      note(`type ${value}`, await status(`/studio/api/items/${segment}`));
      note(`slug ${value}`, await status(`/studio/api/items/news/${segment}`));
      note(`part ${value}`, await status(`/studio/api/items/news/x/versions?part=${query}`));
      note(`audit ${value}`, await status(`/studio/api/audit?target=${query}&before=${query}`));
      note(
        `save slug ${value}`,
        await status(`/studio/api/items/news/${segment}/save`, {
          body: { part: "english", body: { title: value }, basedOn: null },
        }),
      );
      note(
        `save part ${value}`,
        await status("/studio/api/items/news/sweep/save", { body: { part: value, body: {}, basedOn: null } }),
      );
      note(
        `save body ${value}`,
        await status("/studio/api/items/news/sweep/save", {
          body: { part: "english", body: { [value]: value, title: value, bodyHtml: value }, basedOn: null },
        }),
      );
      note(
        `save basedOn ${value}`,
        await status("/studio/api/items/news/sweep/save", { body: { part: "english", body: {}, basedOn: value } }),
      );
      note(`publish ${value}`, await status("/studio/api/items/news/sweep/publish", { body: { parts: [value] } }));
      note(`unpublish ${value}`, await status("/studio/api/items/news/sweep/unpublish", { body: { language: value } }));
      note(
        `person ${value}`,
        await status("/studio/api/people", {
          body: { email: value, name: value, grants: [{ role: value, editions: [value], languages: [value] }] },
        }),
      );
      note(
        `grants ${value}`,
        await status(`/studio/api/people/${segment}/grants`, {
          body: { grants: [{ role: "editor", editions: [value] }] },
        }),
      );
      note(`link ${value}`, await status(`/studio/api/people/${segment}/link`, { body: {} }));
      note(
        `csrf ${value}`,
        await status("/studio/api/items/news/sweep/save", {
          body: { part: "english", body: {}, basedOn: null },
          headers: { "x-csrf-token": value.replace(/[^\x20-\x7e]/g, "") },
        }),
      );
      // Each sign-in hashes a password (scrypt, memory-hard on purpose): a sample of the corpora, and every odd value.
      if (index % 8 === 0 || odd.includes(value)) {
        note(
          `sign-in ${value}`,
          await status("/studio/auth/sign-in/email", { signedIn: false, body: { email: value, password: value } }),
        );
      }
      note(
        `link token ${value}`,
        await status(`/studio/auth/magic-link/verify?token=${query}&callbackURL=${query}`, { signedIn: false }),
      );
      note(
        `first admin ${value}`,
        await status("/admin/studio/admins", {
          signedIn: false,
          body: { email: value, name: value },
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    }
    expect(failures).toEqual([]);
    // The studio still answers afterwards.
    expect(await status("/studio/api/me")).toBe(200);
  }, 600_000);

  it("stores a draft's hostile text as text: what it answers is JSON, never a document", async () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    expect(
      await status("/studio/api/items/news/xss-draft/save", {
        body: { part: "item", body: { date: 1, image: "news/a.svg" }, basedOn: null },
      }),
    ).toBe(200);
    const res = await app.request(`${API}/studio/api/items/news/xss-draft`, { headers: { cookie } });
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const saved = await app.request(`${API}/studio/api/items/news/xss-draft/save`, {
      method: "POST",
      headers: { cookie, "x-csrf-token": csrf, "content-type": "application/json", origin: STUDIO },
      body: JSON.stringify({
        part: "english",
        body: { title: payload, summary: payload, bodyHtml: payload, imageAlt: payload },
        basedOn: null,
      }),
    });
    expect(saved.status).toBe(200);
    // Published, the rich text is sanitized by the import as any content is.
    const published = await app.request(`${API}/studio/api/items/news/xss-draft/publish`, {
      method: "POST",
      headers: { cookie, "x-csrf-token": csrf, "content-type": "application/json", origin: STUDIO },
      body: JSON.stringify({ parts: ["item", "english"] }),
    });
    expect(published.status).toBe(200);
    const detail = await app.request(`${API}/api/about/getPressReleaseByParam?id=xss-draft`);
    const body = (await detail.json()) as { data: Record<string, unknown> };
    // Plain texts stay as typed (the pages escape them); the rich text keeps nothing that runs.
    expect(body.data.title).toBe(payload);
    const rich = Object.values(body.data).filter(
      (value): value is string => typeof value === "string" && value.includes("<img"),
    );
    expect(rich.length).toBeGreaterThan(0);
    for (const html of rich.filter((value) => value !== payload)) expect(html).not.toMatch(/onerror|<script/i);
    expect(rich.some((value) => value !== payload)).toBe(true);
  });
});
