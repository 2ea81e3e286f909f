import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiPaths,
  errorEnvelopeSchema,
  getBlogAndCommentListByParamResponseSchema,
  insertBlogCommentResponseSchema,
  insertOnlineMessageResponseSchema,
  insertRegisterDataByWebinarCodeResponseSchema,
} from "@repo/api-client/contract";
import { type AppOptions, createApp } from "../src/app";
import { blogComments, onlineMessages, webinarRegistrations } from "../src/db/schema";
import { insertGuards } from "../src/inserts/guards";
import { REPEAT_WINDOW_SECONDS } from "../src/routes/inserts";
import { seedIfEmpty } from "../src/seed";
import { setCommentStatus } from "../src/submissions/submissions";
import { freshMessage, fromPeer, insertPaths, jsonPost, validBodies } from "./forms";
import { type TestDatabase, fixtureContentDir, scratchFilesRoot, targets } from "./targets";

describe.each(targets)("public inserts that hold, on $name", ({ open }) => {
  let handle: TestDatabase;
  const files = scratchFilesRoot();

  beforeAll(async () => {
    handle = await open();
    await handle.migrate();
    const report = await seedIfEmpty(handle.db, { contentDir: fixtureContentDir, storage: files.storage });
    expect(report?.failed).toEqual([]);
  }, 120_000);

  afterAll(async () => {
    await handle.close();
    await handle.drop?.();
    files.remove();
  });

  /** An app with the insert checks of a running server. */
  function appWith(
    options: Partial<AppOptions> & { points?: number; trustedProxies?: string[]; allowedOrigins?: string[] } = {},
  ) {
    const { points = 1_000, trustedProxies = [], allowedOrigins = [], ...rest } = options;
    return createApp({
      db: handle.db,
      storage: files.storage,
      validateResponses: true,
      insertGuards: insertGuards({ points, windowSeconds: 60, trustedProxies, allowedOrigins }),
      ...rest,
    });
  }

  const rows = async (table: typeof blogComments | typeof webinarRegistrations | typeof onlineMessages) =>
    (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  async function listedComments(app: ReturnType<typeof createApp>, blogId: string = validBodies.comment.blogId) {
    const res = await app.request(`/api/${apiPaths.getBlogAndCommentListByParam}?id=${blogId}&pageSize=100`);
    const { data } = getBlogAndCommentListByParamResponseSchema.parse(await res.json());
    return { contents: data?.comments.list.map((comment) => comment.content) ?? [], count: data?.blog.commentCount };
  }

  describe("rate limits", () => {
    it("limits each client per endpoint, answers 429 with Retry-After, and stores nothing past the limit", async () => {
      const app = appWith({ points: 3 });
      const before = await rows(onlineMessages);
      const send = (peer: string, headers: Record<string, string> = {}) =>
        app.request(insertPaths.message, jsonPost(freshMessage(), headers), fromPeer(peer));
      for (let i = 0; i < 3; i++) expect((await send("203.0.113.7")).status).toBe(200);

      const limited = await send("203.0.113.7");
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const envelope = errorEnvelopeSchema.parse(await limited.json());
      expect(envelope).toMatchObject({ code: 429, data: null });
      expect(envelope.msg).toMatch(/Too many/);

      // A spoofed X-Forwarded-For from an untrusted peer changes nothing.
      for (const spoof of ["198.51.100.1", "198.51.100.2, 198.51.100.3", "127.0.0.1", "garbage"]) {
        expect((await send("203.0.113.7", { "x-forwarded-for": spoof })).status).toBe(429);
      }
      expect(await rows(onlineMessages)).toBe(before + 3);

      // Other clients, and the same client on another form, are counted apart.
      expect((await send("203.0.113.8")).status).toBe(200);
      const registration = { ...validBodies.registration, email: "rate@example.com" };
      expect(
        (await app.request(insertPaths.registration, jsonPost(registration), fromPeer("203.0.113.7"))).status,
      ).toBe(200);
    });

    it("behind a trusted proxy, counts the visitor the proxy names, whatever the visitor claims", async () => {
      const app = appWith({ points: 2, trustedProxies: ["127.0.0.1", "::1"] });
      const via = (forwardedFor: string, peer = "127.0.0.1") =>
        app.request(insertPaths.message, jsonPost(freshMessage(), { "x-forwarded-for": forwardedFor }), fromPeer(peer));
      expect((await via("198.51.100.20")).status).toBe(200);
      expect((await via("10.9.9.9, 198.51.100.20", "::1")).status).toBe(200);
      expect((await via("1.1.1.1, 198.51.100.20")).status).toBe(429);
      expect((await via("198.51.100.21")).status).toBe(200);
      // An untrusted peer is itself the client: its header is not believed.
      expect((await via("198.51.100.22", "203.0.113.50")).status).toBe(200);
      expect((await via("198.51.100.23", "203.0.113.50")).status).toBe(200);
      expect((await via("198.51.100.24", "203.0.113.50")).status).toBe(429);
    });

    it("over a real socket, ignores X-Forwarded-For unless the peer is a trusted proxy", async () => {
      const serveApp = async (trustedProxies: string[]) => {
        const app = appWith({ points: 2, trustedProxies });
        const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
          const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
        });
        const { port } = server.address() as AddressInfo;
        const send = (forwardedFor: string) =>
          fetch(
            `http://127.0.0.1:${port}${insertPaths.message}`,
            jsonPost(freshMessage(), { "x-forwarded-for": forwardedFor }),
          );
        return { send, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
      };
      const direct = await serveApp([]);
      const statuses = [];
      for (const spoof of ["198.51.100.30", "198.51.100.31", "198.51.100.32", "198.51.100.33"])
        statuses.push((await direct.send(spoof)).status);
      expect(statuses).toEqual([200, 200, 429, 429]);
      await direct.close();

      const proxied = await serveApp(["127.0.0.1"]);
      const forwarded = [];
      for (const visitor of ["198.51.100.40", "198.51.100.41", "198.51.100.42"])
        forwarded.push((await proxied.send(visitor)).status);
      expect(forwarded).toEqual([200, 200, 200]);
      await proxied.close();
    });
  });

  describe("origins", () => {
    it("refuses posts from other sites' pages with 403, and takes the editions', configured ones and servers'", async () => {
      const app = appWith({ allowedOrigins: ["https://partner.example"] });
      const before = await rows(onlineMessages);
      for (const origin of [
        "https://evil.example",
        "null",
        "http://localhost:9999",
        "https://www.aurevo.example.evil.example",
      ]) {
        const res = await app.request(insertPaths.message, jsonPost(freshMessage(), { origin }));
        expect(res.status, origin).toBe(403);
        expect(errorEnvelopeSchema.parse(await res.json())).toMatchObject({ code: 403, data: null });
      }
      expect(await rows(onlineMessages)).toBe(before);
      for (const origin of [
        "https://www.aurevo.example",
        "https://mm.aurevo.example",
        "http://localhost:3001",
        "http://127.0.0.1:3003",
        "https://partner.example",
      ]) {
        expect((await app.request(insertPaths.message, jsonPost(freshMessage(), { origin }))).status, origin).toBe(200);
      }
      // Without Origin: a server (the sites' form actions).
      expect((await app.request(insertPaths.message, jsonPost(freshMessage()))).status).toBe(200);
      expect(await rows(onlineMessages)).toBe(before + 6);
      // JSON only, still.
      const form = await app.request(insertPaths.message, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "name=x",
      });
      expect(form.status).toBe(415);
    });
  });

  describe("bots", () => {
    const now = () => Date.now();

    it("answers a filled honeypot like a person, but stores and shows nothing", async () => {
      const app = appWith();
      const counts = {
        comments: await rows(blogComments),
        registrations: await rows(webinarRegistrations),
        messages: await rows(onlineMessages),
      };
      const person = await app.request(
        insertPaths.comment,
        jsonPost({ ...validBodies.comment, content: "A person's comment", website: "" }),
      );
      expect(person.status).toBe(200);
      const personBody = insertBlogCommentResponseSchema.parse(await person.json());

      const bot = await app.request(
        insertPaths.comment,
        jsonPost({ ...validBodies.comment, content: "Buy cheap watches", website: "https://spam.example" }),
      );
      expect(bot.status).toBe(200);
      const botBody = insertBlogCommentResponseSchema.parse(await bot.json());
      expect(Object.keys(botBody.data ?? {}).sort()).toEqual(Object.keys(personBody.data ?? {}).sort());
      expect(botBody).toMatchObject({
        code: 200,
        msg: "success",
        data: { content: "Buy cheap watches", awaitingApproval: false },
      });
      expect(bot.headers.get("cache-control")).toBe(person.headers.get("cache-control"));

      const registration = await app.request(
        insertPaths.registration,
        jsonPost({ ...validBodies.registration, email: "bot@example.com", website: "x" }),
      );
      expect(
        Object.keys(insertRegisterDataByWebinarCodeResponseSchema.parse(await registration.json()).data ?? {}).sort(),
      ).toEqual(["createdAt", "id", "webinarCode"]);
      const message = await app.request(insertPaths.message, jsonPost({ ...freshMessage(), website: "x" }));
      expect(insertOnlineMessageResponseSchema.parse(await message.json()).data?.id).toBeGreaterThan(0);

      expect(await rows(blogComments)).toBe(counts.comments + 1);
      expect(await rows(webinarRegistrations)).toBe(counts.registrations);
      expect(await rows(onlineMessages)).toBe(counts.messages);
      const listed = await listedComments(app);
      expect(listed.contents).toContain("A person's comment");
      expect(listed.contents).not.toContain("Buy cheap watches");
    });

    it("answers a bot exactly like a person: the same shape, a fresh increasing id, the current time", async () => {
      const app = appWith();
      const before = await rows(onlineMessages);
      const post = async (body: Record<string, unknown>) => {
        const res = await app.request(insertPaths.message, jsonPost(body));
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe("no-store");
        const envelope = insertOnlineMessageResponseSchema.parse(await res.json());
        return { msg: envelope.msg, keys: Object.keys(envelope.data ?? {}).sort(), ...envelope.data! };
      };
      const { formStartedAt: _shown, ...withoutTime } = validBodies.message;
      const first = await post(freshMessage());
      const bots = [
        await post({ ...freshMessage(), website: "https://spam.example" }),
        await post({ ...freshMessage(), formStartedAt: Date.now() }),
        await post(withoutTime),
        await post({ ...withoutTime, website: "x" }),
      ];
      const next = await post(freshMessage());
      const ids = [first, ...bots, next].map((answer) => answer.id);
      // Every id differs and each is above the one before: bots draw from the same sequence as people.
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      const now = Math.floor(Date.now() / 1000);
      for (const answer of [first, ...bots, next]) {
        expect(answer.msg).toBe("success");
        expect(answer.keys).toEqual(first.keys);
        expect(Math.abs(answer.createdAt - now)).toBeLessThanOrEqual(2);
      }
      // Only the two people's messages are stored.
      expect(await rows(onlineMessages)).toBe(before + 2);
      const stored = await handle.db.select({ id: onlineMessages.id }).from(onlineMessages);
      const storedIds = new Set(stored.map((row) => row.id));
      expect(storedIds.has(first.id) && storedIds.has(next.id)).toBe(true);
      for (const bot of bots) expect(storedIds.has(bot.id)).toBe(false);
    });

    it("treats a form sent faster than the minimum fill time, or from the future, as a bot's", async () => {
      const app = appWith({ minFillMs: 2_000 });
      const before = await rows(onlineMessages);
      const send = (formStartedAt: number | string) =>
        app.request(insertPaths.message, jsonPost({ ...freshMessage(), formStartedAt }));
      for (const startedAt of [now() - 300, now() + 60_000, String(now())]) {
        const res = await send(startedAt);
        expect(res.status).toBe(200);
        expect(insertOnlineMessageResponseSchema.parse(await res.json()).code).toBe(200);
      }
      expect(await rows(onlineMessages)).toBe(before);
      for (const startedAt of [now() - 5_000, String(now() - 60_000)]) expect((await send(startedAt)).status).toBe(200);
      expect(await rows(onlineMessages)).toBe(before + 2);
      // A time that is not a time is a bad body, not a bot.
      expect((await send("soon")).status).toBe(400);
      expect((await send(-5)).status).toBe(400);
      expect(await rows(onlineMessages)).toBe(before + 2);
    });
  });

  it("answers a repeated registration like a new one, revealing nothing of the first, and keeps one", async () => {
    const app = appWith();
    const before = await rows(webinarRegistrations);
    const register = async (email: string) => {
      const res = await app.request(insertPaths.registration, jsonPost({ ...validBodies.registration, email }));
      expect(res.status).toBe(200);
      return insertRegisterDataByWebinarCodeResponseSchema.parse(await res.json());
    };
    const first = await register("again@example.com");
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const repeated = await register(" Again@Example.com ");
    const someoneElse = await register("someone.else@example.com");
    for (const answer of [repeated, someoneElse]) {
      expect(Object.keys(answer.data ?? {}).sort()).toEqual(Object.keys(first.data ?? {}).sort());
      expect(answer).toMatchObject({ code: 200, msg: "success" });
      // Its own id and time, as a new registration's: not the first registration's.
      expect(answer.data?.id).toBeGreaterThan(first.data?.id ?? 0);
      expect(answer.data?.createdAt).toBeGreaterThan(first.data?.createdAt ?? 0);
    }
    expect(repeated.data?.id).toBeLessThan(someoneElse.data?.id ?? 0);
    // Each took one id, a repeat as a first registration does: the ids leave no gap that tells them apart.
    expect((repeated.data?.id ?? 0) - (first.data?.id ?? 0)).toBe(1);
    expect((someoneElse.data?.id ?? 0) - (repeated.data?.id ?? 0)).toBe(1);
    expect(await rows(webinarRegistrations)).toBe(before + 2);
    const stored = await handle.db
      .select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.emailKey, "again@example.com"));
    expect(stored).toHaveLength(1);
  });

  it("stores one registration for 20 concurrent identical ones, and all of them answer success", async () => {
    const app = appWith();
    const before = await rows(webinarRegistrations);
    const spellings = ["same.person@example.com", " Same.Person@Example.com ", "SAME.PERSON@EXAMPLE.COM"];
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        app.request(
          insertPaths.registration,
          jsonPost({ ...validBodies.registration, email: spellings[i % spellings.length] }),
        ),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(
      answers.map(async (res) => insertRegisterDataByWebinarCodeResponseSchema.parse(await res.json()).data),
    );
    // Each answers like a first registration, with an id of its own.
    expect(new Set(bodies.map((body) => body?.id)).size).toBe(20);
    expect(await rows(webinarRegistrations)).toBe(before + 1);
    const stored = await handle.db
      .select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.emailKey, "same.person@example.com"));
    expect(stored).toHaveLength(1);
  });

  it("stores a message sent again by the same address within minutes once, however many arrive together", async () => {
    const app = appWith();
    const body = freshMessage();
    const send = async (sent: Record<string, unknown>) => {
      const res = await app.request(insertPaths.message, jsonPost(sent));
      expect(res.status).toBe(200);
      return insertOnlineMessageResponseSchema.parse(await res.json()).data!;
    };
    const stored = () => handle.db.select().from(onlineMessages).where(eq(onlineMessages.message, body.message));

    // A visitor on a slow link taps "Send" again and again: ten identical posts at once.
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(body)));
    // Each is answered as a message is, with an id of its own, so no answer tells which was stored.
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(10);
    expect(await stored()).toHaveLength(1);
    await send(body);
    expect(await stored()).toHaveLength(1);

    // Another sender with the same words, or the same sender with other words, is another message.
    await send({ ...body, email: "someone.else@example.com" });
    await send({ ...body, message: `${body.message} And a second question.` });
    expect(await stored()).toHaveLength(2);

    // Past the window, the same words are a message of their own again.
    await handle.db
      .update(onlineMessages)
      .set({ createdAt: Math.floor(Date.now() / 1000) - REPEAT_WINDOW_SECONDS - 1 })
      .where(eq(onlineMessages.message, body.message));
    await send(body);
    expect((await stored()).filter((row) => row.email === body.email)).toHaveLength(2);
  });

  it("lists a comment posted again within minutes once, and answers each repeat as a new comment, telling nothing of the first", async () => {
    const app = appWith();
    const blogId = "lfp-vs-nmc";
    const content = `Does it work off-grid? (${process.pid}-${Date.now()})`;
    const body = { ...validBodies.comment, blogId, content };
    const post = async () => {
      const res = await app.request(insertPaths.comment, jsonPost(body));
      expect(res.status).toBe(200);
      return insertBlogCommentResponseSchema.parse(await res.json()).data!;
    };
    const together = await Promise.all(Array.from({ length: 6 }, post));
    const first = together[0]!;
    // A second later (the stored time is in seconds), once more.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const later = await post();
    const answers = [...together, later];
    // Each with an id of its own, one after another, and the time it was sent: which one was stored cannot be told.
    const ids = answers.map((answer) => answer.id).sort((a, b) => a - b);
    expect(new Set(ids).size).toBe(answers.length);
    expect(ids.at(-1)! - ids[0]!).toBe(answers.length - 1);
    for (const answer of answers) {
      expect(answer).toMatchObject({ name: body.name, content, awaitingApproval: false });
      expect(Object.keys(answer).sort()).toEqual(Object.keys(first).sort());
    }
    expect(later.createdAt).toBeGreaterThan(first.createdAt);
    // Someone else's address with the same words is told the same, and nothing of the comment already there.
    const guessed = await app.request(insertPaths.comment, jsonPost({ ...body, name: "Guesser", email: "guess@example.com" }));
    expect(insertBlogCommentResponseSchema.parse(await guessed.json()).data).toMatchObject({ name: "Guesser", content });
    const listed = (await listedComments(app, blogId)).contents.filter((text) => text === content);
    expect(listed).toHaveLength(2);
    // Posted again by its author once more: still the two.
    await post();
    expect((await listedComments(app, blogId)).contents.filter((text) => text === content)).toHaveLength(2);

    // Past the window it is a new comment.
    await handle.db
      .update(blogComments)
      .set({ createdAt: Math.floor(Date.now() / 1000) - REPEAT_WINDOW_SECONDS - 1 })
      .where(eq(blogComments.content, content));
    expect((await post()).id).not.toBe(first?.id);
    expect((await listedComments(app, blogId)).contents.filter((text) => text === content)).toHaveLength(3);
  });

  it("holds comments for approval when configured; approving publishes, hiding takes down", async () => {
    const held = appWith({ commentsRequireApproval: true });
    const blogId = "lfp-vs-nmc";
    const before = await listedComments(held, blogId);
    const res = await held.request(
      insertPaths.comment,
      jsonPost({ ...validBodies.comment, blogId, content: "Waiting for a moderator" }),
    );
    expect(res.status).toBe(200);
    const { data } = insertBlogCommentResponseSchema.parse(await res.json());
    expect(data).toMatchObject({ content: "Waiting for a moderator", awaitingApproval: true });
    const [row] = await handle.db
      .select()
      .from(blogComments)
      .where(eq(blogComments.id, data?.id ?? 0));
    expect(row?.status).toBe("held");
    expect(await listedComments(held, blogId)).toEqual(before);

    expect(await setCommentStatus(handle.db, data?.id ?? 0, "published")).toBe(true);
    const approved = await listedComments(held, blogId);
    expect(approved.contents).toContain("Waiting for a moderator");
    expect(approved.count).toBe((before.count ?? 0) + 1);

    expect(await setCommentStatus(handle.db, data?.id ?? 0, "hidden")).toBe(true);
    expect(await listedComments(held, blogId)).toEqual(before);
    expect(await setCommentStatus(handle.db, 987_654, "published")).toBe(false);

    // By default comments are published at once.
    const open = appWith();
    const direct = await open.request(
      insertPaths.comment,
      jsonPost({ ...validBodies.comment, blogId, content: "Shown at once" }),
    );
    expect(insertBlogCommentResponseSchema.parse(await direct.json()).data?.awaitingApproval).toBe(false);
    expect((await listedComments(open, blogId)).contents).toContain("Shown at once");
  });

  it("converts Burmese typed in Zawgyi to Unicode in every text field before storing", async () => {
    const app = appWith();
    // Zawgyi as a Zawgyi keyboard types it, and the Unicode it stands for.
    const zawgyi = { name: "ေအာင္ေအာင္", text: "ဘက္ထရီ ေဈးႏႈန္း သိခ်င္ပါသည္။", place: "ေနျပည္ေတာ္ ျမိဳ႕" };
    const unicode = { name: "အောင်အောင်", text: "ဘက်ထရီ ဈေးနှုန်း သိချင်ပါသည်။", place: "နေပြည်တော် မြို့" };

    const comment = await app.request(
      insertPaths.comment,
      jsonPost({ ...validBodies.comment, name: zawgyi.name, content: zawgyi.text, languageCode: "burmese" }),
    );
    const shown = insertBlogCommentResponseSchema.parse(await comment.json()).data;
    expect(shown).toMatchObject({ name: unicode.name, content: unicode.text });

    const message = await app.request(
      insertPaths.message,
      jsonPost({
        ...validBodies.message,
        name: zawgyi.name,
        company: zawgyi.name,
        product: zawgyi.text,
        address: zawgyi.place,
        country: zawgyi.place,
        message: zawgyi.text,
      }),
    );
    const messageId = insertOnlineMessageResponseSchema.parse(await message.json()).data?.id ?? 0;
    const [storedMessage] = await handle.db.select().from(onlineMessages).where(eq(onlineMessages.id, messageId));
    expect(storedMessage).toMatchObject({
      name: unicode.name,
      company: unicode.name,
      product: unicode.text,
      address: unicode.place,
      country: unicode.place,
      message: unicode.text,
    });

    const registration = await app.request(
      insertPaths.registration,
      jsonPost({
        ...validBodies.registration,
        email: "zawgyi@example.com",
        firstName: zawgyi.name,
        lastName: zawgyi.name,
        organization: zawgyi.place,
      }),
    );
    const registrationId = insertRegisterDataByWebinarCodeResponseSchema.parse(await registration.json()).data?.id ?? 0;
    const [storedRegistration] = await handle.db
      .select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.id, registrationId));
    expect(storedRegistration).toMatchObject({
      firstName: unicode.name,
      lastName: unicode.name,
      organization: unicode.place,
    });

    // Unicode Burmese is stored untouched.
    const again = `${unicode.place}: ${unicode.text}`;
    const plain = await app.request(
      insertPaths.comment,
      jsonPost({ ...validBodies.comment, name: unicode.name, content: again }),
    );
    expect(insertBlogCommentResponseSchema.parse(await plain.json()).data).toMatchObject({
      name: unicode.name,
      content: again,
    });
  });
});
