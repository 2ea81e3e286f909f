import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  errorEnvelopeSchema,
  getEditionListResponseSchema,
  getEditionSettingsResponseSchema,
} from "@repo/api-client/contract";
import { createApp } from "../src/app";
import { exportContent } from "../src/content/export";
import { importContent } from "../src/content/import";
import { seedIfEmpty } from "../src/seed";
import { defaultContentDir } from "../src/paths";
import { type TestDatabase, fixtureContentDir, scratchFilesRoot, targets } from "./targets";

const demoEditions = join(defaultContentDir, "editions");
/**
 * Every edition file the content holds: the four demo editions first in menu order, then any a
 * regional team added with `pnpm new-edition` (which the tests below take as they come).
 */
const editionFiles = readdirSync(demoEditions).filter((name) => name.endsWith(".json")).sort();
/** An edition id no regional team would pick, for an edition these tests add and one that does not exist. */
const NEW = "scratch-test-edition";

/** A content folder holding the demo editions' files, to change and import. */
// The tests change what they need of a file; its shape is the schema's business, checked by the import.
type EditionJson = { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- a file's JSON, changed field by field
function editionsFolder(): { dir: string; edit: (id: string, change: (file: EditionJson) => void) => void } {
  const dir = mkdtempSync(join(tmpdir(), "editions-content-"));
  cpSync(demoEditions, join(dir, "editions"), { recursive: true });
  return {
    dir,
    edit(id, change) {
      const path = join(dir, "editions", `${id}.json`);
      const file: EditionJson = JSON.parse(readFileSync(path, "utf8"));
      change(file);
      writeFileSync(path, JSON.stringify(file, null, 2));
    },
  };
}

async function rows(db: TestDatabase["db"], query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = await db.execute(query);
  return Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows;
}

describe.each(targets)("edition settings on $name", ({ open }) => {
  let handle: TestDatabase;
  const files = scratchFilesRoot();
  const folder = editionsFolder();
  const exported = mkdtempSync(join(tmpdir(), "editions-export-"));
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    handle = await open();
    await handle.migrate();
    app = createApp({ db: handle.db, storage: files.storage, validateResponses: true, siteUrls: { NODE_ENV: "development" } });
  }, 120_000);

  afterAll(async () => {
    await handle.close();
    await handle.drop?.();
    files.remove();
    rmSync(folder.dir, { recursive: true, force: true });
    rmSync(exported, { recursive: true, force: true });
  });

  it("imports one file per edition like any content, and records the change under the editions tag", async () => {
    const report = await importContent(handle.db, folder.dir, { storage: files.storage });
    expect(report.failed).toEqual([]);
    expect(report.created.sort()).toEqual(editionFiles.map((name) => `editions/${name}`));
    expect(report.created).toEqual(expect.arrayContaining(["editions/australia.json", "editions/burmese.json", "editions/global.json", "editions/nigeria.json"]));
    const changes = await rows(handle.db, sql`select tags from content_changes order by id desc limit 1`);
    expect(changes[0]?.tags).toEqual(["editions"]);
    const again = await importContent(handle.db, folder.dir, { storage: files.storage });
    expect(again).toMatchObject({ created: [], updated: [], failed: [] });
  });

  it("lists every edition in menu order, at its local port in development", async () => {
    const res = await app.request("/api/editions");
    expect(res.status).toBe(200);
    const { data } = getEditionListResponseSchema.parse(await res.json());
    expect(data).toHaveLength(editionFiles.length);
    expect(data?.slice(0, 4).map((edition) => [edition.id, edition.name, edition.url, edition.hreflang, edition.region])).toEqual([
      ["global", "Global", "http://localhost:3000", "en", null],
      ["nigeria", "Nigeria", "http://localhost:3001", "en-NG", "NG"],
      ["australia", "Australia", "http://localhost:3002", "en-AU", "AU"],
      ["burmese", "Myanmar", "http://localhost:3003", "my-MM", "MM"],
    ]);
    expect(data?.[1]).toMatchObject({ img: "/brand/flags/nigeria.svg", languages: ["english", "spanish", "burmese"] });
  });

  it("names each edition's public URL in production, or its SITE_URL_<ID>", async () => {
    const production = createApp({
      db: handle.db,
      storage: files.storage,
      siteUrls: { NODE_ENV: "production", SITE_URL_NIGERIA: "https://nigeria.staging.example/" },
    });
    const { data } = getEditionListResponseSchema.parse(await (await production.request("/api/editions")).json());
    expect(data?.slice(0, 4).map((edition) => edition.url)).toEqual([
      "https://www.aurevo.example",
      "https://nigeria.staging.example",
      "https://au.aurevo.example",
      "https://mm.aurevo.example",
    ]);
  });

  it("answers an edition's settings in the asked language, offices with their position", async () => {
    const res = await app.request("/api/editions/nigeria?languageCode=spanish");
    expect(res.status).toBe(200);
    const { data } = getEditionSettingsResponseSchema.parse(await res.json());
    expect(data).toMatchObject({ id: "nigeria", languageCode: "spanish", fallback: false });
    expect(data?.about[0]).toMatch(/centro de servicio local del grupo/);
    expect(data?.company).toMatchObject({ title: "Aurevo Nigeria Limited", email: "nigeria@aurevo.example" });
    expect(data?.company.address).toMatch(/Lagos \(Nigeria\)/);
    expect(data?.offices.map((office) => office.email)).toEqual(["group@aurevo.example", "australia@aurevo.example", "goldendelta@partner.example"]);
    expect(data?.offices[1]).toMatchObject({ latitude: expect.closeTo(-33.8, 0), longitude: expect.closeTo(151, 0) });
    expect(data?.claims).toContain("Más de 100 patentes");
    expect(data?.applications[0]).toMatchObject({ img: "/brand/applications/residential.svg", title: "Almacenamiento residencial" });
    expect(data?.socialLinks).toHaveLength(4);

    const burmese = getEditionSettingsResponseSchema.parse(await (await app.request("/api/editions/burmese?languageCode=burmese")).json());
    expect(burmese.data?.about.join(" ")).toMatch(/[\u1000-\u109F]/);
    const english = getEditionSettingsResponseSchema.parse(await (await app.request("/api/editions/global")).json());
    expect(english.data).toMatchObject({ languageCode: "english", company: { title: "Aurevo Energy Technology Co., Ltd." } });
  });

  it("answers 404 for an edition there is not and 400 for an id that cannot be one", async () => {
    const missing = await app.request(`/api/editions/${NEW}?languageCode=english`);
    expect(missing.status).toBe(404);
    expect(errorEnvelopeSchema.parse(await missing.json())).toMatchObject({ code: 404, msg: `No edition "${NEW}"` });
    for (const bad of ["Kenya", "ke_nya", "%20", "a".repeat(61)]) {
      const res = await app.request(`/api/editions/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(errorEnvelopeSchema.parse(await res.json()).msg).toMatch(/id/);
    }
    expect((await app.request("/api/editions/nigeria?languageCode=french")).status).toBe(400);
  });

  it("shows a changed phone number once the file is imported again, and a new edition in the list", async () => {
    folder.edit("nigeria", (file) => {
      file.offices[0].phone = "+234 1 555 0199";
    });
    folder.edit("global", () => {});
    const added = JSON.parse(readFileSync(join(demoEditions, "nigeria.json"), "utf8"));
    Object.assign(added, { slug: NEW, name: "Scratchland", img: `/brand/flags/${NEW}.svg`, url: "https://zz.aurevo.example", hreflang: "en-ZZ", sortOrder: 999 });
    added.languages = ["english", "spanish"];
    delete added.translations.burmese;
    writeFileSync(join(folder.dir, "editions", `${NEW}.json`), JSON.stringify(added));

    const report = await importContent(handle.db, folder.dir, { storage: files.storage });
    expect(report.failed).toEqual([]);
    expect(report.updated).toEqual(["editions/nigeria.json"]);
    expect(report.created).toEqual([`editions/${NEW}.json`]);

    const fresh = createApp({ db: handle.db, storage: files.storage, siteUrls: { NODE_ENV: "development" } });
    const { data } = getEditionSettingsResponseSchema.parse(await (await fresh.request("/api/editions/nigeria?languageCode=burmese")).json());
    expect(data?.offices[0]?.phone).toBe("+234 1 555 0199");
    const list = getEditionListResponseSchema.parse(await (await fresh.request("/api/editions")).json());
    // Not an edition of this code: no local port, so its own URL even in development.
    expect(list.data?.at(-1)).toMatchObject({ id: NEW, url: "https://zz.aurevo.example", languages: ["english", "spanish"], region: "ZZ" });
  });

  it("answers english texts, marked fallback, in a language the edition does not offer", async () => {
    const res = await app.request(`/api/editions/${NEW}?languageCode=burmese`);
    const { data } = getEditionSettingsResponseSchema.parse(await res.json());
    expect(data).toMatchObject({ languageCode: "english", fallback: true });
    expect(data?.about[0]).toMatch(/^Aurevo Nigeria is the group's local service centre/);
  });

  it("exports every edition back as the file it was imported from", async () => {
    await exportContent(handle.db, exported, { storage: files.storage });
    expect(readdirSync(join(exported, "editions")).sort()).toEqual([...editionFiles, `${NEW}.json`].sort());
    for (const name of readdirSync(join(folder.dir, "editions"))) {
      const source = JSON.parse(readFileSync(join(folder.dir, "editions", name), "utf8"));
      const written = JSON.parse(readFileSync(join(exported, "editions", name), "utf8"));
      for (const texts of Object.values<Record<string, unknown>>(written.translations)) {
        // The import fills a default the file may leave out.
        if (Array.isArray(texts.footerColumns) && texts.footerColumns.length === 0) delete texts.footerColumns;
      }
      expect(written, name).toEqual(source);
    }
    const again = await importContent(handle.db, exported, { storage: files.storage });
    expect(again.failed).toEqual([]);
    expect(again.created.filter((file) => file.startsWith("editions/"))).toEqual([]);
    expect(again.updated.filter((file) => file.startsWith("editions/"))).toEqual([]);
  });

  it("refuses a file whose texts miss a language it offers, or whose e-mail or phone is malformed", async () => {
    folder.edit("australia", (file) => {
      delete file.translations.spanish;
    });
    folder.edit("burmese", (file) => {
      file.company.email = "not an address";
      file.offices[0].phone = "call us";
    });
    const report = await importContent(handle.db, folder.dir, { storage: files.storage });
    const failed = Object.fromEntries(report.failed.map(({ file, problems }) => [file, problems.join("; ")]));
    expect(failed["editions/australia.json"]).toMatch(/translations\.spanish: the edition offers spanish/);
    expect(failed["editions/burmese.json"]).toMatch(/company\.email/);
    expect(failed["editions/burmese.json"]).toMatch(/offices\.0\.phone: empty, or phone numbers/);
  });

  it("gives a database filled before editions were content the seed's editions on start", async () => {
    const other = await open();
    await other.migrate();
    try {
      // Fixture content has no editions folder: a database as older releases filled it.
      await seedIfEmpty(other.db, { contentDir: fixtureContentDir, storage: files.storage });
      expect(await rows(other.db, sql`select count(*)::int as n from content_items where type = 'editions'`)).toEqual([{ n: 0 }]);
      const report = await seedIfEmpty(other.db, { contentDir: defaultContentDir, storage: files.storage });
      expect(report?.created.filter((file) => file.startsWith("editions/"))).toHaveLength(editionFiles.length);
      expect(await rows(other.db, sql`select count(*)::int as n from content_items where type = 'products'`)).not.toEqual([{ n: 0 }]);
      expect(await seedIfEmpty(other.db, { contentDir: defaultContentDir, storage: files.storage })).toBeNull();
    } finally {
      await other.close();
      await other.drop?.();
    }
  }, 120_000);
});
