import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "@repo/api-client/contract";
import { createApp } from "../src/app";
import { openDatabase } from "../src/db/client";
import { seedIfEmpty } from "../src/seed";
import { insertPaths, jsonPost, validBodies } from "./forms";
import { submissions } from "./submissions-cli";
import { fixtureContentDir, scratchFilesRoot } from "./targets";

const token = "a".repeat(8) + "0123456789abcdef0123456789abcdef";
const bearer = (value = token) => ({ headers: { authorization: `Bearer ${value}` } });

describe("the admin paths", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "content-api-admin-"));
  const files = scratchFilesRoot();
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  let app: ReturnType<typeof createApp>;
  let closed: ReturnType<typeof createApp>;
  let server: ReturnType<typeof serve>;
  let origin = "";
  let commentId = 0;

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dataDir });
    await handle.migrate();
    await seedIfEmpty(handle.db, { contentDir: fixtureContentDir, storage: files.storage });
    app = createApp({
      db: handle.db,
      storage: files.storage,
      adminToken: token,
      commentsRequireApproval: true,
      responseCacheMs: 60_000,
    });
    closed = createApp({ db: handle.db, storage: files.storage });
    const message = { ...validBodies.message, name: "Chidi, Okafor", message: "ဘက်ထရီ\n=SUM(A1)" };
    expect((await app.request(insertPaths.message, jsonPost(message))).status).toBe(200);
    expect((await app.request(insertPaths.registration, jsonPost(validBodies.registration))).status).toBe(200);
    const comment = await app.request(
      insertPaths.comment,
      jsonPost({ ...validBodies.comment, content: "Held until approved" }),
    );
    commentId = ((await comment.json()) as { data: { id: number } }).data.id;
    server = await new Promise((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 180_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await handle?.close();
    files.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("do not exist without ADMIN_TOKEN", async () => {
    const res = await closed.request("/admin/submissions/messages.csv", bearer());
    expect(res.status).toBe(404);
  });

  it("refuse a missing or wrong token with a 401 envelope, uncached", async () => {
    for (const init of [{}, bearer("b".repeat(40))]) {
      const res = await app.request("/admin/submissions/messages.csv", init);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toMatchObject({ code: 401, data: null, msg: expect.stringMatching(/admin token/) });
    }
    const res = await app.request("/admin/comments/1/approve", { method: "POST" });
    expect(res.status).toBe(401);
  });

  it("refuse a method a path is not mounted with by 405, naming the ones it is", async () => {
    for (const [method, path, allow] of [
      ["PUT", "/admin/submissions/messages.csv", "GET, HEAD"],
      ["POST", "/admin/submissions/messages", "GET, HEAD"],
      ["GET", "/admin/comments/1/approve", "POST"],
      ["DELETE", "/admin/comments/1/hide", "POST"],
    ] as const) {
      const res = await app.request(path, { ...bearer(), method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow"), `${method} ${path}`).toBe(allow);
    }
  });

  it("export every kind as CSV that reads back, formulas defused", async () => {
    const res = await app.request("/admin/submissions/messages.csv", bearer());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const records = parse<Record<string, string>>(Buffer.from(await res.arrayBuffer()), { bom: true, columns: true });
    expect(records).toEqual([
      expect.objectContaining({ name: "Chidi, Okafor", message: "ဘက်ထရီ\n=SUM(A1)", email: validBodies.message.email }),
    ]);

    const registrations = await app.request("/admin/submissions/registrations.csv", bearer());
    expect(parse(await registrations.text(), { bom: true, columns: true })).toEqual([
      expect.objectContaining({ webinar: validBodies.registration.webinarCode, email: validBodies.registration.email }),
    ]);
    expect((await app.request("/admin/submissions/recipes.csv", bearer())).status).toBe(404);
  });

  it("list the latest as JSON and refuse a bad query with a 400 envelope", async () => {
    const res = await app.request("/admin/submissions/comments?status=held", bearer());
    expect(await res.json()).toMatchObject({
      code: 200,
      data: {
        kind: "comments",
        rows: [expect.objectContaining({ id: String(commentId), status: "held", comment: "Held until approved" })],
      },
    });
    for (const query of ["messages?limit=0", "messages?limit=ten", "messages?status=held", "comments?status=deleted"]) {
      const bad = await app.request(`/admin/submissions/${query}`, bearer());
      expect(bad.status, query).toBe(400);
      expect(((await bad.json()) as { msg: string }).msg).not.toBe("");
    }
  });

  it("approve a held comment, which shows on the blog at once, and hide it again", async () => {
    const blogComments = async () => {
      const res = await app.request(`/api/${apiPaths.getBlogAndCommentListByParam}?id=${validBodies.comment.blogId}`);
      return JSON.stringify(await res.json());
    };
    expect(await blogComments()).not.toContain("Held until approved");
    const approved = await app.request(`/admin/comments/${commentId}/approve`, { method: "POST", ...bearer() });
    expect(await approved.json()).toMatchObject({ code: 200, data: { id: commentId, status: "published" } });
    expect(await blogComments()).toContain("Held until approved");
    expect((await app.request(`/admin/comments/${commentId}/hide`, { method: "POST", ...bearer() })).status).toBe(200);
    expect(await blogComments()).not.toContain("Held until approved");
    expect((await app.request("/admin/comments/987654/approve", { method: "POST", ...bearer() })).status).toBe(404);
    expect((await app.request("/admin/comments/x1/approve", { method: "POST", ...bearer() })).status).toBe(400);
  });

  it("serve the submissions CLI with --api while the API holds the database", async () => {
    const env = { ADMIN_TOKEN: token, PGLITE_DATA_DIR: dataDir, DATABASE_URL: "" };
    const locked = await submissions(env, "list", "messages");
    expect(locked.code).toBe(1);
    expect(locked.stderr).toMatch(/--api/);

    const out = mkdtempSync(join(tmpdir(), "content-api-admin-export-"));
    try {
      const file = join(out, "messages.csv");
      const exported = await submissions(env, "export", "messages", "--out", file, "--api", origin);
      expect(exported.code, exported.stderr).toBe(0);
      expect(parse(readFileSync(file), { bom: true, columns: true })).toEqual([
        expect.objectContaining({ name: "Chidi, Okafor" }),
      ]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    const listed = await submissions(env, "list", "comments", "--api", origin);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(`#${commentId}`);
    expect((await submissions(env, "approve", String(commentId), "--api", origin)).code).toBe(0);
    const missing = await submissions(env, "approve", "987654", "--api", origin);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/No comment 987654/);
    const wrong = await submissions({ ...env, ADMIN_TOKEN: "c".repeat(40) }, "list", "messages", "--api", origin);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/401: The admin token is wrong/);
  }, 120_000);
});
