import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import { z } from "zod";
import { languageCodeSchema } from "@repo/api-client/contract";
import { type ContentFolder, contentFolders } from "@repo/api-client/content-files";
import type { Database } from "../db/client";
import { studioAudit, studioGrants, studioSchedules, studioUsers, studioVersions } from "../db/schema";
import { fail, ok } from "../envelope";
import type { FileStorage } from "../storage";
import { fieldMessages } from "../field-messages";
import { unstorableText } from "../text";
import type { StudioAuth } from "./auth";
import { type Grant, type Part, type StudioAction, allows, grantSchema, isAdmin, partSchema, refusal } from "./grants";
import {
  type Author,
  type ItemState,
  PublishRefused,
  SaveConflict,
  itemState,
  listItems,
  publish,
  saveDraft,
  unpublish,
} from "./items";
import { cancelSchedule, schedulePublish } from "./schedule";

/** The largest body a studio write takes: an item's texts in one language, rich text included. */
export const MAX_STUDIO_BODY_BYTES = 512 * 1024;

/** The header the studio's server sends each visitor's address in, for the sign-in's rate limits. */
export const CLIENT_ADDRESS_HEADER = "x-studio-client-ip";

/** The header every studio write carries its session's CSRF token in (`GET /studio/api/me` gives it). */
export const CSRF_HEADER = "x-csrf-token";

export interface StudioAppOptions {
  db: Database;
  storage: FileStorage;
  studio: StudioAuth;
  /** The address the request came from, behind the trusted proxies (the API's own resolution). */
  clientAddress: (c: Context) => string | undefined;
  /** Called after every publish, so the read cache empties and the editions are told at once. */
  onChange?: () => void;
}

/** The person a studio request is made by. */
interface Person extends Author {
  name: string;
  grants: Grant[];
  /** The session's token, which its CSRF token is derived from. */
  sessionToken: string;
}

type StudioEnv = { Variables: { person: Person } };

const slugSchema = z
  .string()
  .max(120, "at most 120 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase letters, digits and single dashes");

const saveSchema = z.strictObject({
  part: partSchema,
  body: z.record(z.string(), z.unknown()),
  /** The version the person started from: null when they started from what is live, never saved here. */
  basedOn: z.number().int().positive().nullable(),
});

const publishSchema = z.strictObject({
  parts: z.array(partSchema).min(1).max(partSchema.options.length),
  /** Publish this version of the one part named (a restore) instead of each part's newest. */
  versionId: z.number().int().positive().optional(),
});

const unpublishSchema = z.strictObject({ language: languageCodeSchema });

/** The furthest ahead a publish may be set. */
const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 3_600_000;

const scheduleSchema = z.strictObject({
  parts: z.array(partSchema).min(1).max(partSchema.options.length),
  /** When, in Unix milliseconds. */
  at: z.number().int().positive(),
});

const personSchema = z.strictObject({
  email: z.email("an e-mail address").max(254),
  name: z.string().trim().min(1, "a name").max(120),
  grants: z.array(grantSchema).min(1, "at least one role").max(20),
});

const grantsSchema = z.strictObject({ grants: z.array(grantSchema).min(1, "at least one role").max(20) });

const passwordSchema = z.strictObject({
  newPassword: z.string().min(12, "at least 12 characters").max(256, "at most 256 characters"),
});

/** The parameters the sign-in library redirects a browser to. */
const redirectParameters = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];

/** A path of the studio: one slash, then the characters a path and its query need. */
const studioPath = /^\/(?![/\\])[A-Za-z0-9/_.~%?=&-]{0,500}$/;

/** A person's id as the sign-in library makes them. */
const personId = /^[A-Za-z0-9_-]{1,64}$/;

/** Reads and checks a JSON body; its problems are the envelope's per-field messages. */
async function bodyOf<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new HTTPException(400, { res: c.json({ code: 400, msg: "The body is not valid JSON", data: null }, 400) });
  }
  const problem = unstorableText(raw);
  if (problem) throw new HTTPException(400, { res: fail(c, 400, problem) });
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = fieldMessages(parsed.error);
  const [field, message] = Object.entries(fields)[0] ?? ["(body)", "not valid"];
  throw new HTTPException(400, {
    res: c.json({ code: 400, msg: `Invalid ${field}: ${message}`, data: { fields } }, 400),
  });
}

/** The content type a path names, or a 404 envelope. */
function typeOf(c: Context): ContentFolder {
  const type = c.req.param("type") ?? "";
  if (!Object.hasOwn(contentFolders, type)) {
    throw new HTTPException(404, { res: fail(c, 404, `No content type called ${type.slice(0, 60)}`) });
  }
  return type as ContentFolder;
}

/** The content type and slug a path names, or a 404/400 envelope. */
function itemOf(c: Context): { type: ContentFolder; slug: string } {
  const type = typeOf(c);
  const slug = slugSchema.safeParse(c.req.param("slug") ?? "");
  if (!slug.success) {
    throw new HTTPException(400, {
      res: fail(c, 400, `Invalid slug: ${slug.error.issues[0]?.message ?? "not a slug"}`),
    });
  }
  return { type, slug: slug.data };
}

function forbid(c: Context, message: string): never {
  throw new HTTPException(403, { res: fail(c, 403, message) });
}

/** Whether the person may act on one part of an item scoped to each of `scopes` (its scope now, and the one a save gives it). */
function check(
  c: Context,
  person: Person,
  action: StudioAction,
  part: Part,
  scopes: (readonly string[] | null)[],
): void {
  for (const editions of scopes) {
    if (!allows(person.grants, action, { editions, part })) forbid(c, refusal(action, { editions, part }));
  }
}

/** Whether the person may publish `parts` of an item: its scope now, and the one its drafted shared fields give it. */
function checkPublish(c: Context, person: Person, state: ItemState, parts: readonly Part[]): void {
  const live = state.parts.item.published !== null;
  for (const part of new Set(parts)) {
    const drafted = part === "item" ? (state.parts.item.latest?.body ?? null) : null;
    const scopes = drafted ? [scopeOf(drafted)] : [state.editions];
    check(c, person, "publish", part, live && drafted ? [state.editions, ...scopes] : scopes);
  }
}

/** The editions a body of an item's shared fields scopes it to (null: every edition). */
function scopeOf(body: Record<string, unknown>): string[] | null {
  const editions = body.editions;
  return Array.isArray(editions) && editions.length > 0 && editions.every((id) => typeof id === "string")
    ? editions
    : null;
}

/**
 * The studio's HTTP side, mounted at `/studio`:
 *
 * - `/studio/auth/*`: the sign-in library's own endpoints (e-mail and password, one-time links,
 *   sign-out, the session), behind its rate limits and origin checks;
 * - `/studio/api/*`: what a signed-in person does, each request checked against their grants here,
 *   whatever the studio's pages show. Writes carry the session's CSRF token in `X-CSRF-Token`.
 *
 * Every answer is `no-store`; errors are envelopes (401 without a session, 403 outside a grant or
 * with a wrong CSRF token, 409 for a save based on an old version, with both versions).
 */
export function studioApp({ db, storage, studio, clientAddress, onChange }: StudioAppOptions) {
  const app = new Hono<StudioEnv>();
  const { auth } = studio;

  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  const limit = bodyLimit({
    maxSize: MAX_STUDIO_BODY_BYTES,
    onError: (c) => fail(c, 413, `The body is larger than ${MAX_STUDIO_BODY_BYTES / 1024} KB`),
  });
  const limitAuth = bodyLimit({ maxSize: 16 * 1024, onError: (c) => fail(c, 413, "The body is larger than 16 KB") });

  app.on(["GET", "POST"], "/auth/*", limitAuth, async (c) => {
    // Where the library sends a browser next is a path of the studio, never another site or a value it cannot parse.
    for (const name of redirectParameters) {
      const target = c.req.query(name);
      if (target !== undefined && !studioPath.test(target)) return fail(c, 400, `${name} must be a path of the studio`);
    }
    const body = c.req.method === "POST" ? await c.req.raw.arrayBuffer() : undefined;
    if (body) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
      } catch {
        return fail(c, 400, "The body is not valid JSON");
      }
      const problem = unstorableText(parsed);
      if (problem) return fail(c, 400, problem);
      const fields = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
      for (const name of redirectParameters) {
        const target = fields[name];
        if (target !== undefined && !(typeof target === "string" && studioPath.test(target)))
          return fail(c, 400, `${name} must be a path of the studio`);
      }
    }
    const headers = new Headers(c.req.raw.headers);
    // The sign-in's rate limits count by this header: it is the API's own finding, never the sender's claim.
    headers.delete(CLIENT_ADDRESS_HEADER);
    const address = clientAddress(c);
    if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
    const request = new Request(c.req.raw.url, { method: c.req.method, headers, body });
    return auth.handler(request);
  });

  const signedIn: MiddlewareHandler<StudioEnv> = async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return fail(c, 401, "Sign in to the studio first");
    const [user] = await db
      .select({ lockedAt: studioUsers.lockedAt })
      .from(studioUsers)
      .where(eq(studioUsers.id, session.user.id));
    if (!user || user.lockedAt) return fail(c, 401, "This account is locked: ask an admin for a sign-in link");
    const grants = await db
      .select({ role: studioGrants.role, editions: studioGrants.editions, languages: studioGrants.languages })
      .from(studioGrants)
      .where(eq(studioGrants.userId, session.user.id));
    c.set("person", {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      grants,
      sessionToken: session.session.token,
    });
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      const origin = c.req.header("origin");
      if (origin !== undefined && origin !== studio.origin)
        return fail(c, 403, "Studio changes may only be sent from the studio");
      if (!studio.csrfTokenMatches(session.session.token, c.req.header(CSRF_HEADER))) {
        return fail(c, 403, "The form's security token is missing or wrong: reload the page and try again");
      }
      const type = c.req.header("content-type") ?? "";
      if (!/^application\/json\s*(;|$)/i.test(type)) return fail(c, 415, "Send the body as application/json");
    }
    await next();
  };
  app.use("/api/*", limit, signedIn);

  const adminOnly: MiddlewareHandler<StudioEnv> = async (c, next) => {
    if (!isAdmin(c.get("person").grants)) return fail(c, 403, "Only an admin manages the studio's people");
    await next();
  };

  app.get("/api/me", (c) => {
    const { sessionToken, ...person } = c.get("person");
    return ok(c, { ...person, csrfToken: studio.csrfTokenOf(sessionToken) });
  });

  app.post("/api/password", async (c) => {
    const { newPassword } = await bodyOf(c, passwordSchema);
    const person = c.get("person");
    const accounts = await (await auth.$context).internalAdapter.findAccounts(person.id);
    const credential = accounts.find((account) => account.providerId === "credential");
    const hash = await (await auth.$context).password.hash(newPassword);
    if (credential) await (await auth.$context).internalAdapter.updatePassword(person.id, hash);
    else await auth.api.setPassword({ body: { newPassword }, headers: c.req.raw.headers });
    await db.insert(studioAudit).values({
      userId: person.id,
      userEmail: person.email,
      action: "password",
      target: `people/${person.id}`,
      before: null,
      after: null,
      createdAt: Date.now(),
    });
    return ok(c, { changed: true });
  });

  app.get("/api/types", (c) => ok(c, Object.keys(contentFolders)));

  app.get("/api/items/:type", async (c) => {
    const type = typeOf(c);
    return ok(c, await listItems(db, type));
  });

  app.get("/api/items/:type/:slug", async (c) => {
    const { type, slug } = itemOf(c);
    const state = await itemState(db, type, slug);
    const exists = Object.values(state.parts).some((part) => part.state !== "missing");
    if (!exists) return fail(c, 404, `No ${type} item called ${slug}`);
    return ok(c, state);
  });

  app.get("/api/items/:type/:slug/versions", async (c) => {
    const { type, slug } = itemOf(c);
    const part = partSchema.safeParse(c.req.query("part") ?? "");
    if (!part.success) return fail(c, 400, "part must be item, english, spanish or burmese");
    const rows = await db
      .select({
        id: studioVersions.id,
        body: studioVersions.body,
        basedOn: studioVersions.basedOn,
        authorId: studioVersions.authorId,
        createdAt: studioVersions.createdAt,
      })
      .from(studioVersions)
      .where(and(eq(studioVersions.type, type), eq(studioVersions.slug, slug), eq(studioVersions.part, part.data)))
      .orderBy(desc(studioVersions.id))
      .limit(100);
    return ok(c, rows);
  });

  app.post("/api/items/:type/:slug/save", async (c) => {
    const target = itemOf(c);
    const { part, body, basedOn } = await bodyOf(c, saveSchema);
    const person = c.get("person");
    const state = await itemState(db, target.type, target.slug);
    // A new item's scope is what its first save of the shared fields gives it; its texts wait for that.
    const isNew = state.parts.item.state === "missing";
    check(
      c,
      person,
      "draft",
      part,
      part === "item" ? (isNew ? [scopeOf(body)] : [state.editions, scopeOf(body)]) : [state.editions],
    );
    try {
      const saved = await saveDraft(db, person, { ...target, part }, body, basedOn);
      return ok(c, saved);
    } catch (error) {
      if (error instanceof SaveConflict) {
        return c.json({ code: 409, msg: error.message, data: { theirs: error.theirs, yours: error.yours } }, 409);
      }
      throw error;
    }
  });

  app.post("/api/items/:type/:slug/publish", async (c) => {
    const target = itemOf(c);
    const choice = await bodyOf(c, publishSchema);
    if (choice.versionId !== undefined && choice.parts.length !== 1) {
      return fail(c, 400, "A version is restored one part at a time: name one part with versionId");
    }
    const person = c.get("person");
    const state = await itemState(db, target.type, target.slug);
    checkPublish(c, person, state, choice.parts);
    if (choice.versionId !== undefined && choice.parts[0] === "item") {
      const [row] = await db
        .select({ body: studioVersions.body })
        .from(studioVersions)
        .where(eq(studioVersions.id, choice.versionId));
      if (row) check(c, person, "publish", "item", [scopeOf(row.body)]);
    }
    const after = await publish(db, storage, person, target, {
      parts: [...new Set(choice.parts)],
      versionId: choice.versionId,
    });
    onChange?.();
    return ok(c, after);
  });

  app.post("/api/items/:type/:slug/schedule", async (c) => {
    const target = itemOf(c);
    const { parts, at } = await bodyOf(c, scheduleSchema);
    const now = Date.now();
    if (at < now - 60_000) return c.json({ code: 400, msg: "Invalid at: a time to come", data: { fields: { at: "a time to come" } } }, 400);
    if (at > now + MAX_SCHEDULE_AHEAD_MS) {
      return c.json({ code: 400, msg: "Invalid at: at most a year ahead", data: { fields: { at: "at most a year ahead" } } }, 400);
    }
    const person = c.get("person");
    const state = await itemState(db, target.type, target.slug);
    checkPublish(c, person, state, parts);
    const missing = parts.filter((part) => state.parts[part].latest === null);
    if (missing.length > 0) return fail(c, 400, `Nothing is saved of this item's ${missing.join(", ")} to publish`);
    const schedule = await schedulePublish(db, person, target, [...new Set(parts)], at);
    return ok(c, schedule);
  });

  app.post("/api/items/:type/:slug/schedules/:id/cancel", async (c) => {
    const target = itemOf(c);
    const id = c.req.param("id");
    if (!/^\d{1,10}$/.test(id)) return fail(c, 404, "No such schedule");
    const [schedule] = await db
      .select()
      .from(studioSchedules)
      .where(and(eq(studioSchedules.id, Number(id)), eq(studioSchedules.type, target.type), eq(studioSchedules.slug, target.slug)));
    if (!schedule) return fail(c, 404, "No such schedule");
    const person = c.get("person");
    checkPublish(c, person, await itemState(db, target.type, target.slug), schedule.parts as Part[]);
    if (!(await cancelSchedule(db, person, schedule))) return fail(c, 409, "This schedule has already run or been cancelled");
    return ok(c, { id: schedule.id, cancelled: true });
  });

  app.post("/api/items/:type/:slug/unpublish", async (c) => {
    const target = itemOf(c);
    const { language } = await bodyOf(c, unpublishSchema);
    const person = c.get("person");
    const state = await itemState(db, target.type, target.slug);
    check(c, person, "publish", language, [state.editions]);
    const after = await unpublish(db, storage, person, { ...target, language });
    onChange?.();
    return ok(c, after);
  });

  app.get("/api/audit", async (c) => {
    const person = c.get("person");
    const target = c.req.query("target");
    const before = c.req.query("before");
    if (target !== undefined && (target.length > 300 || target.includes("\0")))
      return fail(c, 400, "target is at most 300 characters");
    if (before !== undefined && !/^\d{1,10}$/.test(before)) return fail(c, 400, "before must be an entry's id");
    // Everyone sees what happened to what they may edit; only an admin sees the whole log, people included.
    if (!isAdmin(person.grants) && (target === undefined || target.startsWith("people/"))) {
      return fail(c, 403, "Name the item whose history you want (target=<type>/<slug>)");
    }
    const conditions = [
      target === undefined
        ? undefined
        : inArray(studioAudit.target, partSchema.options.map((part) => `${target}#${part}`).concat(target)),
      before === undefined ? undefined : lt(studioAudit.id, Number(before)),
    ].filter((condition) => condition !== undefined);
    const rows = await db
      .select()
      .from(studioAudit)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(studioAudit.id))
      .limit(100);
    return ok(c, rows);
  });

  app.get("/api/people", adminOnly, async (c) => {
    const people = await db
      .select({
        id: studioUsers.id,
        name: studioUsers.name,
        email: studioUsers.email,
        lockedAt: studioUsers.lockedAt,
        createdAt: studioUsers.createdAt,
      })
      .from(studioUsers)
      .orderBy(studioUsers.email);
    const grants = await db.select().from(studioGrants);
    return ok(
      c,
      people.map((person) => ({
        ...person,
        grants: grants
          .filter((grant) => grant.userId === person.id)
          .map(({ role, editions, languages }) => ({ role, editions, languages })),
      })),
    );
  });

  app.post("/api/people", adminOnly, async (c) => {
    const { email, name, grants } = await bodyOf(c, personSchema);
    const person = c.get("person");
    const invited = await invite(db, studio, { email, name, grants });
    if (!invited)
      return c.json(
        { code: 409, msg: `${email} already has an account`, data: { fields: { email: "already has an account" } } },
        409,
      );
    await audit(db, person, "invite", `people/${invited.id}`, null, { email, name, grants });
    return ok(c, invited);
  });

  app.post("/api/people/:id/grants", adminOnly, async (c) => {
    const id = c.req.param("id");
    if (!personId.test(id)) return fail(c, 404, "No such person");
    const { grants } = await bodyOf(c, grantsSchema);
    const person = c.get("person");
    const [user] = await db.select({ id: studioUsers.id }).from(studioUsers).where(eq(studioUsers.id, id));
    if (!user) return fail(c, 404, "No such person");
    if (id === person.id && !grants.some((grant) => grant.role === "admin")) {
      return fail(c, 400, "You cannot take your own admin role: ask another admin");
    }
    const before = await db.select().from(studioGrants).where(eq(studioGrants.userId, id));
    await db.transaction(async (tx) => {
      await tx.delete(studioGrants).where(eq(studioGrants.userId, id));
      await tx.insert(studioGrants).values(grants.map((grant) => ({ ...grant, userId: id })));
    });
    await audit(
      db,
      person,
      "grants",
      `people/${id}`,
      before.map(({ role, editions, languages }) => ({ role, editions, languages })),
      grants,
    );
    return ok(c, { id, grants });
  });

  app.post("/api/people/:id/link", adminOnly, async (c) => {
    const id = c.req.param("id");
    if (!personId.test(id)) return fail(c, 404, "No such person");
    const [user] = await db.select({ email: studioUsers.email }).from(studioUsers).where(eq(studioUsers.id, id));
    if (!user) return fail(c, 404, "No such person");
    // A new link opens a locked account: the person signs in with it and sets a new password.
    await db.update(studioUsers).set({ failedSignIns: 0, lockedAt: null }).where(eq(studioUsers.id, id));
    const link = await studio.signInLink(user.email, "/account");
    await audit(db, c.get("person"), "link", `people/${id}`, null, null);
    return ok(c, { id, link });
  });

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.res) return error.getResponse();
    if (error instanceof PublishRefused) {
      return c.json({ code: 400, msg: error.message, data: { fields: error.fields } }, 400);
    }
    if (c.req.raw.signal.aborted) return fail(c, 400, "The request was aborted");
    console.error(error);
    return fail(c, 500, "Internal error");
  });

  return app;
}

const adminSchema = z.strictObject({
  email: z.email("an e-mail address").max(254),
  name: z.string().trim().min(1, "a name").max(120).optional(),
});

/**
 * `POST /admin/studio/admins {email, name?}`, behind `ADMIN_TOKEN`: how the first admin comes to
 * be (the `content studio-admin` command calls it). An address without an account gets one with
 * the admin role; one with an account keeps it and its roles. Either way the answer is a new
 * one-time sign-in link: nobody has a password until they set their own.
 */
export function studioAdminApp({ db, studio }: { db: Database; studio: StudioAuth }) {
  const app = new Hono();
  app.post(
    "/admins",
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => fail(c, 413, "The body is larger than 16 KB") }),
    async (c) => {
      const { email, name } = await bodyOf(c, adminSchema);
      const address = email.toLowerCase();
      const invited = await invite(db, studio, {
        email: address,
        name: name ?? address,
        grants: [{ role: "admin", editions: null, languages: null }],
      });
      const system = { id: "admin-token", email: "ADMIN_TOKEN" };
      if (invited) {
        await audit(db, system, "invite", `people/${invited.id}`, null, {
          email: address,
          grants: [{ role: "admin" }],
        });
        return ok(c, { ...invited, created: true });
      }
      const [user] = await db.select({ id: studioUsers.id }).from(studioUsers).where(eq(studioUsers.email, address));
      if (!user) throw new Error(`${address} has an account and none`);
      const grants = await db
        .select({ role: studioGrants.role })
        .from(studioGrants)
        .where(eq(studioGrants.userId, user.id));
      if (!grants.some((grant) => grant.role === "admin")) {
        await db.insert(studioGrants).values({ userId: user.id, role: "admin", editions: null, languages: null });
        await audit(db, system, "grants", `people/${user.id}`, grants, [...grants, { role: "admin" }]);
      }
      await db.update(studioUsers).set({ failedSignIns: 0, lockedAt: null }).where(eq(studioUsers.id, user.id));
      await audit(db, system, "link", `people/${user.id}`, null, null);
      return ok(c, { id: user.id, link: await studio.signInLink(address, "/account"), created: false });
    },
  );
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.res) return error.getResponse();
    console.error(error);
    return fail(c, 500, "Internal error");
  });
  return app;
}

async function audit(
  db: Database,
  person: Author,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await db
    .insert(studioAudit)
    .values({ userId: person.id, userEmail: person.email, action, target, before, after, createdAt: Date.now() });
}

/**
 * Makes an account with its grants and hands back a one-time sign-in link (the invitation): the
 * person signs in with it and sets their own password. Null when the address has an account.
 */
export async function invite(
  db: Database,
  studio: StudioAuth,
  { email, name, grants }: { email: string; name: string; grants: Grant[] },
): Promise<{ id: string; link: string } | null> {
  const address = email.toLowerCase();
  const [existing] = await db.select({ id: studioUsers.id }).from(studioUsers).where(eq(studioUsers.email, address));
  if (existing) return null;
  const context = await studio.auth.$context;
  const user = await context.internalAdapter.createUser(
    { email: address, name, emailVerified: true },
    { method: "admin" },
  );
  await db.insert(studioGrants).values(grants.map((grant) => ({ ...grant, userId: user.id })));
  return { id: user.id, link: await studio.signInLink(address, "/account") };
}
