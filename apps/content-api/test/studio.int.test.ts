import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, apiPaths } from "@repo/api-client/contract";
import { createApp } from "../src/app";
import { studioAudit, studioUsers } from "../src/db/schema";
import { defaultContentDir } from "../src/paths";
import { seedIfEmpty } from "../src/seed";
import { LOCK_AFTER_FAILURES, createStudioAuth } from "../src/studio/auth";
import { runDueSchedules } from "../src/studio/schedule";
import { type TestDatabase, fixtureContentDir, scratchFilesRoot, targets } from "./targets";

const token = "s".repeat(8) + "0123456789abcdef0123456789abcdef";
const bearer = { authorization: `Bearer ${token}` };
const STUDIO = "http://localhost:3100";
const API = "http://127.0.0.1:4000";
const SLUG = "nigeria-spanish-launch";

type Envelope<T = unknown> = { code: number; msg: string; data: T };

/** A person signed in to the studio: their cookie and CSRF token, and requests made as them. */
interface Session {
  email: string;
  cookie: string;
  csrf: string;
}

describe.each(targets)("the studio's API on $name", (target) => {
  const contentDir = mkdtempSync(join(tmpdir(), "content-api-studio-content-"));
  const files = scratchFilesRoot();
  let handle: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let changes = 0;
  const people: Record<string, Session> = {};
  const ids: Record<string, string> = {};

  const request = (path: string, init: RequestInit & { ip?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-test-ip", init.ip ?? "10.9.9.9");
    return app.request(`${API}${path}`, { ...init, headers });
  };

  /** Follows a one-time sign-in link as a browser would, and reads the session it sets. */
  async function follow(link: string, email: string): Promise<Session> {
    const url = new URL(link);
    expect(url.origin).toBe(STUDIO);
    const res = await request(`${url.pathname}${url.search}`);
    expect(res.status).toBe(302);
    const cookie = res.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect(cookie).toMatch(/^studio\.session_token=/);
    const me = await get<{ csrfToken: string; email: string }>("/studio/api/me", { email, cookie, csrf: "" });
    expect(me.code).toBe(200);
    return { email, cookie, csrf: me.data.csrfToken };
  }

  async function get<T>(path: string, as?: Session): Promise<Envelope<T>> {
    const res = await request(path, { headers: as ? { cookie: as.cookie } : {} });
    const body = (await res.json()) as Envelope<T>;
    expect(body.code).toBe(res.status);
    expect(res.headers.get("cache-control")).toBe("no-store");
    return body;
  }

  async function post<T>(
    path: string,
    as: Session | undefined,
    body: unknown,
    extra: Record<string, string> = {},
  ): Promise<Envelope<T>> {
    const headers: Record<string, string> = { "content-type": "application/json", origin: STUDIO, ...extra };
    if (as) {
      headers.cookie = as.cookie;
      headers["x-csrf-token"] ??= as.csrf;
      if (extra["x-csrf-token"] !== undefined) headers["x-csrf-token"] = extra["x-csrf-token"];
    }
    const res = await request(path, { method: "POST", headers, body: JSON.stringify(body) });
    const answer = (await res.json()) as Envelope<T>;
    expect(answer.code).toBe(res.status);
    return answer;
  }

  async function invite(as: Session, email: string, grants: unknown[]): Promise<Session> {
    const answer = await post<{ id: string; link: string }>("/studio/api/people", as, {
      email,
      name: email.split("@")[0],
      grants,
    });
    expect(answer.code).toBe(200);
    ids[email] = answer.data.id;
    return follow(answer.data.link, email);
  }

  const save = <T = { id: number }>(
    as: Session,
    part: string,
    body: Record<string, unknown>,
    basedOn: number | null,
    slug = SLUG,
  ) => post<T>(`/studio/api/items/news/${slug}/save`, as, { part, body, basedOn });
  const publish = <T = unknown>(as: Session, parts: string[], extra: Record<string, unknown> = {}, slug = SLUG) =>
    post<T>(`/studio/api/items/news/${slug}/publish`, as, { parts, ...extra });

  async function newsTitles(edition: string, languageCode: string): Promise<string[]> {
    const res = await app.request(
      `${API_PREFIX}${apiPaths.getPressReleaseListByParam}?pageSize=100&edition=${edition}&languageCode=${languageCode}`,
    );
    const body = (await res.json()) as Envelope<{ list: { id: string; title: string }[] }>;
    return body.data.list.map((item) => `${item.id}: ${item.title}`);
  }

  beforeAll(async () => {
    // The fixture content, with the demo's editions so items can be scoped to them.
    cpSync(fixtureContentDir, contentDir, { recursive: true });
    cpSync(join(defaultContentDir, "editions"), join(contentDir, "editions"), { recursive: true });
    handle = await target.open();
    await handle.migrate();
    await seedIfEmpty(handle.db, { contentDir, storage: files.storage });
    app = createApp({
      db: handle.db,
      storage: files.storage,
      adminToken: token,
      validateResponses: true,
      onWrite: () => (changes += 1),
      studio: createStudioAuth({
        db: handle.db,
        secret: "t".repeat(12) + "0123456789abcdef0123456789",
        studioUrl: STUDIO,
        signInsPerMinute: 10,
      }),
      clientAddress: (c) => c.req.header("x-test-ip"),
    });
    const first = await request("/admin/studio/admins", {
      method: "POST",
      headers: { ...bearer, "content-type": "application/json" },
      body: JSON.stringify({ email: "Admin@Aurevo.example", name: "Ada" }),
    });
    const answer = (await first.json()) as Envelope<{ link: string; created: boolean }>;
    expect(answer.data.created).toBe(true);
    people.admin = await follow(answer.data.link, "admin@aurevo.example");
    people.editor = await invite(people.admin, "editor.ng@aurevo.example", [
      { role: "editor", editions: ["nigeria"], languages: ["english", "spanish"] },
    ]);
    people.publisher = await invite(people.admin, "publisher.ng@aurevo.example", [
      { role: "publisher", editions: ["nigeria"] },
    ]);
    people.translator = await invite(people.admin, "translator.my@aurevo.example", [
      { role: "translator", languages: ["burmese"] },
    ]);
    people.australia = await invite(people.admin, "editor.au@aurevo.example", [
      { role: "editor", editions: ["australia"] },
    ]);
  }, 120_000);

  afterAll(async () => {
    await handle.close();
    await handle.drop?.();
    files.remove();
    rmSync(contentDir, { recursive: true, force: true });
  });

  it("has no first admin without the admin token, and no way in without a session", async () => {
    const anonymous = await request("/admin/studio/admins", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "mallory@evil.example" }),
    });
    expect(anonymous.status).toBe(401);
    for (const path of [
      "/studio/api/me",
      "/studio/api/items/news",
      `/studio/api/items/news/${SLUG}`,
      "/studio/api/people",
      "/studio/api/audit",
    ]) {
      expect((await get(path)).code).toBe(401);
    }
    expect(
      (await post(`/studio/api/items/news/${SLUG}/save`, undefined, { part: "english", body: {}, basedOn: null })).code,
    ).toBe(401);
    // Sign-ups are closed: every account is made by an admin.
    const signUp = await request("/studio/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: STUDIO },
      body: JSON.stringify({ email: "mallory@evil.example", password: "a long enough password", name: "M" }),
    });
    expect(signUp.status).toBeGreaterThanOrEqual(400);
    expect(signUp.status).toBeLessThan(500);
    const [mallory] = await handle.db.select().from(studioUsers).where(eq(studioUsers.email, "mallory@evil.example"));
    expect(mallory).toBeUndefined();
    // Nobody may ask for a sign-in link from outside: an admin or the command hands them out.
    const link = await request("/studio/auth/sign-in/magic-link", {
      method: "POST",
      headers: { "content-type": "application/json", origin: STUDIO },
      body: JSON.stringify({ email: "admin@aurevo.example" }),
    });
    expect(link.status).toBe(403);
  });

  it("takes a sign-in link once", async () => {
    const answer = await post<{ id: string; link: string }>(
      `/studio/api/people/${ids["editor.au@aurevo.example"]}/link`,
      people.admin,
      {},
    );
    expect(answer.code).toBe(200);
    const url = new URL(answer.data.link);
    const first = await request(`${url.pathname}${url.search}`);
    expect(first.headers.getSetCookie().join()).toMatch(/studio\.session_token=\w/);
    const again = await request(`${url.pathname}${url.search}`);
    expect(again.headers.getSetCookie().join()).not.toMatch(/studio\.session_token=\w/);
  });

  it("refuses a change without the session's CSRF token, with another's, or from another origin", async () => {
    const body = { part: "english", body: { title: "x" }, basedOn: null };
    const path = `/studio/api/items/news/${SLUG}/save`;
    expect((await post(path, people.editor, body, { "x-csrf-token": "" })).code).toBe(403);
    expect((await post(path, people.editor, body, { "x-csrf-token": people.publisher!.csrf })).code).toBe(403);
    expect((await post(path, people.editor, body, { "x-csrf-token": `${people.editor!.csrf}x` })).code).toBe(403);
    expect((await post(path, people.editor, body, { origin: "https://evil.example" })).code).toBe(403);
    expect(
      (await get<{ id: number }[]>(`/studio/api/items/news/${SLUG}/versions?part=english`, people.editor)).data,
    ).toEqual([]);
  });

  it("lets an editor of nigeria draft a spanish news item but not publish it; a publisher of nigeria publishes it on nigeria only", async () => {
    const editor = people.editor!;
    const item = await save(editor, "item", { date: 1_790_000_000, image: "news/a.svg", editions: ["nigeria"] }, null);
    expect(item.code).toBe(200);
    const english = await save(
      editor,
      "english",
      { title: "Aurevo launches in Abuja", summary: "Now in Abuja.", bodyHtml: "<p>Open.</p>", imageAlt: "The shop" },
      null,
    );
    const spanish = await save(
      editor,
      "spanish",
      { title: "Aurevo llega a Abuja", summary: "Ya en Abuja.", bodyHtml: "<p>Abierto.</p>", imageAlt: "La tienda" },
      null,
    );
    expect([english.code, spanish.code]).toEqual([200, 200]);

    const state = await get<{ parts: Record<string, { state: string }> }>(`/studio/api/items/news/${SLUG}`, editor);
    expect(state.data.parts.spanish!.state).toBe("draft");
    const list = await get<{ slug: string; states: Record<string, string> }[]>("/studio/api/items/news", editor);
    expect(list.code).toBe(200);
    expect(list.data.find((entry) => entry.slug === SLUG)?.states).toMatchObject({ english: "draft", spanish: "draft" });
    expect((await get("/studio/api/items/no-such-type", editor)).code).toBe(404);
    expect(state.data.parts.burmese!.state).toBe("missing");
    // Drafts are not on the sites.
    expect((await newsTitles("nigeria", "spanish")).join()).not.toContain("Abuja");

    const refused = await publish(editor, ["item", "english", "spanish"]);
    expect(refused.code).toBe(403);
    expect(refused.msg).toMatch(/publish/);

    const published = await publish(people.publisher!, ["item", "english", "spanish"]);
    expect(published.code).toBe(200);
    expect(changes).toBeGreaterThan(0);
    expect(await newsTitles("nigeria", "spanish")).toContain(`${SLUG}: Aurevo llega a Abuja`);
    expect((await newsTitles("australia", "spanish")).join()).not.toContain("Abuja");
    const after = await get<{ parts: Record<string, { state: string }> }>(`/studio/api/items/news/${SLUG}`, editor);
    expect(after.data.parts.spanish!.state).toBe("published");
  });

  it("keeps an editor of australia off nigeria's items, and off moving one to australia", async () => {
    const australia = people.australia!;
    const versions = await get<{ id: number }[]>(`/studio/api/items/news/${SLUG}/versions?part=english`, australia);
    const refused = await save(australia, "english", { title: "Taken over" }, versions.data[0]!.id);
    expect(refused.code).toBe(403);
    const items = await get<{ id: number }[]>(`/studio/api/items/news/${SLUG}/versions?part=item`, australia);
    const moved = await save(
      australia,
      "item",
      { date: 1_790_000_000, image: "news/a.svg", editions: ["australia"] },
      items.data[0]!.id,
    );
    expect(moved.code).toBe(403);
    // Nor may nigeria's editor take an item to every edition, which australia shows too.
    const everywhere = await save(
      people.editor!,
      "item",
      { date: 1_790_000_000, image: "news/a.svg" },
      items.data[0]!.id,
    );
    expect(everywhere.code).toBe(403);
    expect((await publish(australia, ["english"])).code).toBe(403);
  });

  it("lets a translator draft in their language only, and publish nothing", async () => {
    const translator = people.translator!;
    const burmese = await save(
      translator,
      "burmese",
      { title: "အဘူဂျာ", summary: "အဘူဂျာ", bodyHtml: "<p>ဖွင့်</p>", imageAlt: "ဆိုင်" },
      null,
    );
    expect(burmese.code).toBe(200);
    expect((await save(translator, "spanish", { title: "no" }, null)).code).toBe(403);
    expect((await save(translator, "item", { date: 1 }, null)).code).toBe(403);
    expect((await publish(translator, ["burmese"])).code).toBe(403);
    expect((await get("/studio/api/people", translator)).code).toBe(403);
  });

  it("answers the second of two saves from the same version with both versions, and stores neither over the other", async () => {
    const versions = await get<{ id: number }[]>(`/studio/api/items/news/${SLUG}/versions?part=spanish`, people.editor);
    const base = versions.data[0]!.id;
    const texts = { summary: "Ya en Abuja.", bodyHtml: "<p>Abierto.</p>", imageAlt: "La tienda" };
    const first = await save(people.editor!, "spanish", { ...texts, title: "Aurevo abre en Abuja" }, base);
    expect(first.code).toBe(200);
    const second = await save<{ theirs: { body: { title: string } }; yours: { title: string } }>(
      people.publisher!,
      "spanish",
      { ...texts, title: "Aurevo inaugura Abuja" },
      base,
    );
    expect(second.code).toBe(409);
    expect(second.data.theirs.body.title).toBe("Aurevo abre en Abuja");
    expect(second.data.yours.title).toBe("Aurevo inaugura Abuja");
    const after = await get<{ body: { title: string } }[]>(
      `/studio/api/items/news/${SLUG}/versions?part=spanish`,
      people.editor,
    );
    expect(after.data.map((version) => version.body.title)).toEqual(["Aurevo abre en Abuja", "Aurevo llega a Abuja"]);
  });

  it("publishes an older version again (a restore), takes a language off the sites, and logs who did what", async () => {
    const publisher = people.publisher!;
    expect((await publish(publisher, ["spanish"])).code).toBe(200);
    expect(await newsTitles("nigeria", "spanish")).toContain(`${SLUG}: Aurevo abre en Abuja`);
    const versions = await get<{ id: number }[]>(`/studio/api/items/news/${SLUG}/versions?part=spanish`, publisher);
    const oldest = versions.data.at(-1)!.id;
    expect((await publish(publisher, ["spanish"], { versionId: oldest })).code).toBe(200);
    expect(await newsTitles("nigeria", "spanish")).toContain(`${SLUG}: Aurevo llega a Abuja`);

    expect((await post(`/studio/api/items/news/${SLUG}/unpublish`, publisher, { language: "english" })).code).toBe(400);
    expect((await post(`/studio/api/items/news/${SLUG}/unpublish`, publisher, { language: "spanish" })).code).toBe(200);
    // The spanish list shows the english texts again.
    expect(await newsTitles("nigeria", "spanish")).toContain(`${SLUG}: Aurevo launches in Abuja`);

    const log = await get<
      {
        userEmail: string;
        action: string;
        target: string;
        before: { title?: string } | null;
        after: { title?: string } | null;
      }[]
    >(`/studio/api/audit?target=news/${SLUG}`, publisher);
    expect(log.data[0]).toMatchObject({
      userEmail: "publisher.ng@aurevo.example",
      action: "unpublish",
      target: `news/${SLUG}#spanish`,
    });
    expect(log.data[0]!.before?.title).toBe("Aurevo llega a Abuja");
    const restore = log.data.find((entry) => entry.action === "restore");
    expect(restore).toMatchObject({
      before: { title: "Aurevo abre en Abuja" },
      after: { title: "Aurevo llega a Abuja" },
    });
    expect(
      log.data.filter((entry) => entry.action === "save" && entry.userEmail === "editor.ng@aurevo.example").length,
    ).toBeGreaterThanOrEqual(3);
    // Only an admin reads the whole log.
    expect((await get("/studio/api/audit", publisher)).code).toBe(403);
    expect((await get("/studio/api/audit", people.admin)).code).toBe(200);
  });

  it("refuses a publish the content format refuses, field by field, and keeps the draft", async () => {
    const slug = "incomplete-item";
    expect(
      (
        await save(
          people.publisher!,
          "item",
          { date: 1_790_000_000, image: "news/a.svg", editions: ["nigeria"] },
          null,
          slug,
        )
      ).code,
    ).toBe(200);
    expect((await save(people.publisher!, "english", { title: "" }, null, slug)).code).toBe(200);
    const refused = await publish<{ fields: Record<string, string> }>(people.publisher!, ["item", "english"], {}, slug);
    expect(refused.code).toBe(400);
    expect(Object.keys(refused.data.fields).some((field) => field.startsWith("translations.english."))).toBe(true);
    const state = await get<{ parts: Record<string, { state: string }> }>(
      `/studio/api/items/news/${slug}`,
      people.publisher,
    );
    expect(state.data.parts.english!.state).toBe("draft");
  });

  it("publishes a scheduled language at its time, once, even when two processes look at once", async () => {
    const publisher = people.publisher!;
    const slug = "scheduled-item";
    expect((await save(publisher, "item", { date: 1_790_000_000, image: "news/a.svg", editions: ["nigeria"] }, null, slug)).code).toBe(200);
    const texts = { summary: "Soon.", bodyHtml: "<p>Soon.</p>", imageAlt: "A picture" };
    expect((await save(publisher, "english", { ...texts, title: "Scheduled for later" }, null, slug)).code).toBe(200);
    const path = `/studio/api/items/news/${slug}/schedule`;
    expect((await post(path, publisher, { parts: ["item", "english"], at: Date.now() - 3_600_000 })).code).toBe(400);
    expect((await post(path, people.editor, { parts: ["item", "english"], at: Date.now() + 60_000 })).code).toBe(403);
    const at = Date.now() + 1_500;
    const scheduled = await post<{ id: number }>(path, publisher, { parts: ["item", "english"], at });
    expect(scheduled.code).toBe(200);
    const state = await get<{ parts: Record<string, { state: string }>; schedules: { id: number; at: number }[] }>(`/studio/api/items/news/${slug}`, publisher);
    expect(state.data.parts.english!.state).toBe("scheduled");
    expect(state.data.schedules).toEqual([expect.objectContaining({ id: scheduled.data.id, at })]);

    // Before its time nothing runs; at its time two schedulers (as two API processes would) run it once.
    expect(await runDueSchedules(handle.db, files.storage)).toBe(0);
    expect((await newsTitles("nigeria", "english")).join()).not.toContain("Scheduled for later");
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now() + 50)));
    const second = handle.reopen ? await handle.reopen() : handle;
    const ran = await Promise.all([runDueSchedules(handle.db, files.storage), runDueSchedules(second.db, files.storage)]);
    if (second !== handle) await second.close();
    expect(ran.sort()).toEqual([0, 1]);
    expect(await newsTitles("nigeria", "english")).toContain(`${slug}: Scheduled for later`);
    const log = await get<{ action: string }[]>(`/studio/api/audit?target=news/${slug}`, publisher);
    expect(log.data.filter((entry) => entry.action === "publish")).toHaveLength(2);
    const after = await get<{ parts: Record<string, { state: string }>; schedules: unknown[] }>(`/studio/api/items/news/${slug}`, publisher);
    expect(after.data.parts.english!.state).toBe("published");
    expect(after.data.schedules).toEqual([]);

    // A cancelled one never runs.
    expect((await save(publisher, "english", { ...texts, title: "Never shown" }, (await get<{ id: number }[]>(`/studio/api/items/news/${slug}/versions?part=english`, publisher)).data[0]!.id, slug)).code).toBe(200);
    const later = await post<{ id: number }>(path, publisher, { parts: ["english"], at: Date.now() + 200 });
    expect((await post(`/studio/api/items/news/${slug}/schedules/${later.data.id}/cancel`, publisher, {})).code).toBe(200);
    expect((await post(`/studio/api/items/news/${slug}/schedules/${later.data.id}/cancel`, publisher, {})).code).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await runDueSchedules(handle.db, files.storage)).toBe(0);
    expect((await newsTitles("nigeria", "english")).join()).not.toContain("Never shown");
  });

  it(`locks an account after ${LOCK_AFTER_FAILURES} wrong passwords, and limits how fast one address may try`, async () => {
    const editor = people.australia!;
    expect((await post("/studio/api/password", editor, { newPassword: "short" })).code).toBe(400);
    expect((await post("/studio/api/password", editor, { newPassword: "a sound and long password" })).code).toBe(200);
    const signIn = (password: string, ip: string) =>
      request("/studio/auth/sign-in/email", {
        method: "POST",
        ip,
        headers: { "content-type": "application/json", origin: STUDIO },
        body: JSON.stringify({ email: editor.email, password }),
      });
    expect((await signIn("a sound and long password", "10.1.0.1")).status).toBe(200);

    // One address: ten tries a minute, then 429.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1)
      statuses.push((await signIn("wrong password!", "10.2.0.1")).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);

    // Many addresses: the account locks at the twentieth wrong password, the right one is then refused too.
    for (let attempt = 10; attempt < LOCK_AFTER_FAILURES; attempt += 1)
      await signIn("wrong password!", `10.3.0.${attempt}`);
    const [user] = await handle.db.select().from(studioUsers).where(eq(studioUsers.email, editor.email));
    expect(user?.failedSignIns).toBe(LOCK_AFTER_FAILURES);
    expect(user?.lockedAt).not.toBeNull();
    const locked = await signIn("a sound and long password", "10.4.0.1");
    expect(locked.status).toBe(403);
    expect(await locked.text()).toMatch(/locked/);
    // Its open sessions stop working too, until an admin sends a new link.
    expect((await get("/studio/api/me", editor)).code).toBe(401);
    const link = await post<{ link: string }>(`/studio/api/people/${ids[editor.email]}/link`, people.admin, {});
    people.australia = await follow(link.data.link, editor.email);
    expect((await signIn("a sound and long password", "10.5.0.1")).status).toBe(200);
    const audit = await handle.db
      .select()
      .from(studioAudit)
      .where(eq(studioAudit.target, `people/${ids[editor.email]}`));
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(["invite", "password", "link"]));
  });
});
