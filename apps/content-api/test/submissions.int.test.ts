import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { type DatabaseTarget, openDatabase } from "../src/db/client";
import { blogComments } from "../src/db/schema";
import { seedIfEmpty } from "../src/seed";
import { insertPaths, jsonPost, validBodies } from "./forms";
import { submissions } from "./submissions-cli";
import { fixtureContentDir, scratchFilesRoot, scratchServerDatabase } from "./targets";

interface Target {
  name: string;
  prepare: () => Promise<{ target: DatabaseTarget; env: Record<string, string>; remove: () => Promise<void> }>;
}

const cliTargets: Target[] = [
  {
    name: "PGlite",
    async prepare() {
      const dataDir = mkdtempSync(join(tmpdir(), "content-api-submissions-"));
      return {
        target: { kind: "pglite", dataDir },
        env: { PGLITE_DATA_DIR: dataDir, DATABASE_URL: "" },
        remove: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  cliTargets.push({
    name: "Postgres server",
    async prepare() {
      const database = await scratchServerDatabase();
      if (!database) throw new Error("no scratch database");
      return {
        target: { kind: "postgres", url: database.url },
        env: { DATABASE_URL: database.url },
        remove: database.drop,
      };
    },
  });
}

describe.each(cliTargets)("the submissions CLI on $name", ({ prepare }) => {
  let prepared: Awaited<ReturnType<Target["prepare"]>>;
  const files = scratchFilesRoot();
  const out = mkdtempSync(join(tmpdir(), "content-api-export-"));
  const ids = { held: 0, published: 0 };
  const messages = [
    { ...validBodies.message, name: "Thiri", message: "ဘက်ထရီ ဈေးနှုန်း\nသိချင်ပါသည်။" },
    { ...validBodies.message, name: "Ada, Ltd", company: '=HYPERLINK("https://evil.example")', message: 'Say "hi"' },
  ];

  beforeAll(async () => {
    prepared = await prepare();
    const handle = await openDatabase(prepared.target);
    await handle.migrate();
    await seedIfEmpty(handle.db, { contentDir: fixtureContentDir, storage: files.storage });
    const open = createApp({ db: handle.db, storage: files.storage });
    const held = createApp({ db: handle.db, storage: files.storage, commentsRequireApproval: true });
    for (const message of messages)
      expect((await open.request(insertPaths.message, jsonPost(message))).status).toBe(200);
    const registration = { ...validBodies.registration, email: "Kwame@Example.com" };
    expect((await open.request(insertPaths.registration, jsonPost(registration))).status).toBe(200);
    const posted = async (app: ReturnType<typeof createApp>, content: string) =>
      (
        (await (await app.request(insertPaths.comment, jsonPost({ ...validBodies.comment, content }))).json()) as {
          data: { id: number };
        }
      ).data.id;
    ids.published = await posted(open, "Published at once");
    ids.held = await posted(held, "Held for a moderator");
    await handle.close();
  }, 180_000);

  afterAll(async () => {
    await prepared?.remove();
    files.remove();
    rmSync(out, { recursive: true, force: true });
  });

  it("lists, exports as CSV that reads back, approves and hides", async () => {
    const list = await submissions(prepared.env, "list", "comments", "--status", "held");
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain(`#${ids.held}`);
    expect(list.stdout).toContain("Held for a moderator");
    expect(list.stdout).not.toContain("Published at once");
    expect(list.stderr).toMatch(/1 comments shown/);

    const file = join(out, "messages.csv");
    const exported = await submissions(prepared.env, "export", "messages", "--out", file);
    expect(exported.code, exported.stderr).toBe(0);
    const records = parse<Record<string, string>>(readFileSync(file), { bom: true, columns: true });
    expect(records.map((record) => [record.name, record.company, record.message, record.email])).toEqual([
      ["Thiri", messages[0]?.company, "ဘက်ထရီ ဈေးနှုန်း\nသိချင်ပါသည်။", validBodies.message.email],
      ["Ada, Ltd", `'=HYPERLINK("https://evil.example")`, 'Say "hi"', validBodies.message.email],
    ]);

    const registrations = await submissions(prepared.env, "export", "registrations");
    expect(registrations.code, registrations.stderr).toBe(0);
    expect(parse(registrations.stdout, { columns: true })).toEqual([
      expect.objectContaining({
        webinar: "sizing-storage-2030",
        first_name: "Ama",
        email: "Kwame@Example.com",
        country: "NG",
        language: "english",
      }),
    ]);

    expect((await submissions(prepared.env, "approve", String(ids.held))).code).toBe(0);
    expect((await submissions(prepared.env, "hide", String(ids.published))).code).toBe(0);
    const missing = await submissions(prepared.env, "approve", "987654");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/No comment 987654/);
    const usage = await submissions(prepared.env, "list", "recipes");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/Usage:/);

    const handle = await openDatabase(prepared.target);
    const statuses = await handle.db
      .select({ id: blogComments.id, status: blogComments.status })
      .from(blogComments)
      .where(eq(blogComments.email, validBodies.comment.email));
    await handle.close();
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [ids.held]: "published",
      [ids.published]: "hidden",
    });
  }, 600_000);
});
