import { and, eq, getTableName, gte, sql } from "drizzle-orm";
import { recordChange } from "../announce/changes";
import { HTTPException } from "hono/http-exception";
import type { Database } from "../db/client";
import { contentItems, readSingleton } from "../db/content";
import { rowsOf } from "../db/filters";
import { blogComments, onlineMessages, webinarRegistrations } from "../db/schema";
import { toUnicodeBurmese } from "../inserts/zawgyi";
import { nowSeconds } from "../service/shape";
import { InvalidInputError, NotFoundError, implement } from "./define";

/** Writes are never cached anywhere. */
const noStore = "no-store";

/**
 * A visitor on a slow link taps "Send" again, or the browser sends a page's form again when the
 * first answer is slow (before the page's scripts load, nothing stops a second tap): the same
 * comment or message from the same address within this many seconds is the same one, stored once.
 */
export const REPEAT_WINDOW_SECONDS = 10 * 60;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Runs `write` in a transaction holding a lock on `key` (an e-mail and a text), so identical posts
 * arriving together are written one after the other, and the later ones find the first.
 */
function writeOnce<T>(db: Database, key: string, write: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    return write(tx);
  });
}

/**
 * The id of an answer that stores nothing (a bot's post, a repeated
 * registration), taken from the table's own id sequence: unique and
 * increasing like a stored row's, so neither the caller nor the next visitor
 * can tell the answer from a real one. Nothing is written.
 */
async function unusedId(db: Database, table: typeof blogComments | typeof webinarRegistrations | typeof onlineMessages) {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id')) as id`);
  const id = Number(rowsOf<{ id: string | number }>(result)[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error(`no id from the sequence of ${getTableName(table)}`);
  return id;
}

export const insertBlogComment = implement("insertBlogComment", {
  summary:
    "A visitor comments on a blog post; stored as plain text and answered as stored. The same comment from the same address within 10 minutes is stored once, and answered as a new one is.",
  cacheControl: noStore,
  async handle({ db, input, insert }) {
    const [blog] = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.type, "blogs"), eq(contentItems.slug, input.blogId)));
    if (!blog) throw new NotFoundError(`No blog ${input.blogId}`);
    const comment = {
      name: toUnicodeBurmese(input.name),
      email: toUnicodeBurmese(input.email),
      content: toUnicodeBurmese(input.content),
    };
    const awaitingApproval = insert.commentsRequireApproval;
    if (insert.bot) {
      const { email: _email, ...shown } = comment;
      return { id: await unusedId(db, blogComments), ...shown, createdAt: nowSeconds(), awaitingApproval };
    }
    // Taken first, stored or not: every post takes one id, so the ids tell no caller which were repeats.
    const id = await unusedId(db, blogComments);
    const row = await writeOnce(db, `comment\n${blog.id}\n${comment.email}\n${comment.content}`, async (tx) => {
      const [earlier] = await tx
        .select({ id: blogComments.id })
        .from(blogComments)
        .where(
          and(
            eq(blogComments.blogId, blog.id),
            eq(blogComments.email, comment.email),
            eq(blogComments.content, comment.content),
            gte(blogComments.createdAt, nowSeconds() - REPEAT_WINDOW_SECONDS),
          ),
        )
        .limit(1);
      // The same comment posted again is stored once (held or taken down, it stays so), and answered
      // as a new one is, from what this post says: whoever guesses an address and a text learns
      // nothing of an earlier comment, its author's name, its time or whether it is held.
      if (earlier) {
        const { email: _email, ...shown } = comment;
        return { id, ...shown, createdAt: nowSeconds(), awaitingApproval };
      }
      const [stored] = await tx
        .insert(blogComments)
        .values({
          id,
          blogId: blog.id,
          ...comment,
          languageCode: input.languageCode,
          createdAt: nowSeconds(),
          status: awaitingApproval ? "held" : "published",
        })
        .onConflictDoNothing()
        .returning({
          id: blogComments.id,
          name: blogComments.name,
          content: blogComments.content,
          createdAt: blogComments.createdAt,
        });
      // A published comment shows on the blog's pages of every edition.
      if (stored && !awaitingApproval) await recordChange(tx, ["comments"]);
      return stored && { ...stored, awaitingApproval };
    });
    if (!row) throw new HTTPException(400, { message: "This comment was already posted" });
    return row;
  },
});

export const insertRegisterDataByWebinarCode = implement("insertRegisterDataByWebinarCode", {
  summary: "A visitor registers for an upcoming webinar; one registration per e-mail and webinar.",
  cacheControl: noStore,
  async handle({ db, input, insert }) {
    const [webinar] = await db
      .select({ id: contentItems.id, startsAt: contentItems.date, data: contentItems.data })
      .from(contentItems)
      .where(and(eq(contentItems.type, "webinars"), eq(contentItems.slug, input.webinarCode)));
    if (!webinar) throw new NotFoundError(`No webinar ${input.webinarCode}`);
    const endsAt = (webinar.startsAt ?? 0) + Number(webinar.data.durationMinutes ?? 0) * 60;
    if (endsAt <= nowSeconds()) throw new HTTPException(400, { message: "Registration for this webinar has closed" });

    // The choices must be ones the form offered.
    const options = await readSingleton(db, "webinar-options.json");
    if (options) {
      const fields: Record<string, string> = {};
      if (!options.relationships.some((option) => option.value === input.relationship)) {
        fields.relationship = "Please select Your Relationship with the company";
      }
      if (!options.countries.some((option) => option.code === input.country)) fields.country = "Please input Your Country/Region";
      const [first] = Object.entries(fields);
      if (first) throw new InvalidInputError(`Invalid ${first[0]}: ${first[1]}`, fields);
    }

    // One registration per webinar and e-mail, however the address is cased or spaced: the unique
    // index on (webinar, key) makes concurrent identical registrations store one row.
    const emailKey = input.email.trim().toLowerCase();
    if (insert.bot) {
      return { id: await unusedId(db, webinarRegistrations), createdAt: nowSeconds(), webinarCode: input.webinarCode };
    }
    // Taken first, stored or not: a repeated registration takes one id as a new one does.
    const id = await unusedId(db, webinarRegistrations);
    const [created] = await db
      .insert(webinarRegistrations)
      .values({
        id,
        webinarId: webinar.id,
        firstName: toUnicodeBurmese(input.firstName),
        lastName: toUnicodeBurmese(input.lastName),
        email: toUnicodeBurmese(input.email),
        emailKey,
        organization: toUnicodeBurmese(input.organization),
        relationship: input.relationship,
        country: input.country,
        languageCode: input.languageCode,
        createdAt: nowSeconds(),
      })
      .onConflictDoNothing()
      .returning({ id: webinarRegistrations.id, createdAt: webinarRegistrations.createdAt });
    if (created) return { ...created, webinarCode: input.webinarCode };
    // Already registered: answered exactly like a first registration, with the id this one took, so
    // neither the answer nor the ids that follow tell whether (or when) an address signed up. The
    // person registered is registered either way.
    return { id, createdAt: nowSeconds(), webinarCode: input.webinarCode };
  },
});

export const insertOnlineMessage = implement("insertOnlineMessage", {
  summary:
    "The contact page's online message: stored, answered with its id. The same message from the same address within 10 minutes is stored once; each is answered with an id of its own.",
  cacheControl: noStore,
  async handle({ db, input, insert }) {
    if (insert.bot) return { id: await unusedId(db, onlineMessages), createdAt: nowSeconds() };
    const email = toUnicodeBurmese(input.email);
    const message = toUnicodeBurmese(input.message);
    const row = await writeOnce(db, `message\n${email}\n${message}`, async (tx) => {
      const [earlier] = await tx
        .select({ id: onlineMessages.id })
        .from(onlineMessages)
        .where(
          and(
            eq(onlineMessages.email, email),
            eq(onlineMessages.message, message),
            gte(onlineMessages.createdAt, nowSeconds() - REPEAT_WINDOW_SECONDS),
          ),
        )
        .limit(1);
      if (earlier) return null;
      const [stored] = await tx
        .insert(onlineMessages)
        .values({
          name: toUnicodeBurmese(input.name),
          phone: toUnicodeBurmese(input.phone),
          email,
          product: toUnicodeBurmese(input.product),
          company: toUnicodeBurmese(input.company),
          address: toUnicodeBurmese(input.address),
          country: toUnicodeBurmese(input.country),
          message,
          languageCode: input.languageCode,
          createdAt: nowSeconds(),
        })
        .returning({ id: onlineMessages.id, createdAt: onlineMessages.createdAt });
      if (!stored) throw new Error("insert returned no row");
      return stored;
    });
    // The same message sent again: answered as a message is, with an id of its own, as a repeated registration is.
    return row ?? { id: await unusedId(db, onlineMessages), createdAt: nowSeconds() };
  },
});
