import { asc, desc, eq } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import type { Database } from "../db/client";
import { recordChange } from "../announce/changes";
import { blogComments, contentItems, onlineMessages, webinarRegistrations } from "../db/schema";

/** What visitors send: contact-page messages, webinar registrations, blog comments. */
export const submissionKinds = ["messages", "registrations", "comments"] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

export const commentStatuses = ["published", "held", "hidden"] as const;
export type CommentStatus = (typeof commentStatuses)[number];

export const isSubmissionKind = (value: string | undefined): value is SubmissionKind =>
  submissionKinds.includes(value as SubmissionKind);
export const isCommentStatus = (value: string | undefined): value is CommentStatus =>
  commentStatuses.includes(value as CommentStatus);

export interface ListOptions {
  /** Newest first when set (a look at what came in lately); oldest first otherwise (exports). */
  newestFirst?: boolean;
  limit?: number;
  /** Comments only: just those in this state. */
  status?: CommentStatus;
}

/** A stored submission as one flat record: column name → text, in column order. */
export type SubmissionRow = Record<string, string>;

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The submissions of one kind, each as a flat record of text columns. */
export async function listSubmissions(
  db: Database,
  kind: SubmissionKind,
  options: ListOptions = {},
): Promise<SubmissionRow[]> {
  const order = options.newestFirst ? desc : asc;
  const limit = options.limit ?? Number.MAX_SAFE_INTEGER;
  if (kind === "messages") {
    const rows = await db.select().from(onlineMessages).orderBy(order(onlineMessages.id)).limit(limit);
    return rows.map((row) => ({
      id: String(row.id),
      created_at: iso(row.createdAt),
      language: row.languageCode,
      name: row.name,
      phone: row.phone,
      email: row.email,
      product: row.product,
      company: row.company,
      address: row.address,
      country: row.country,
      message: row.message,
    }));
  }
  if (kind === "registrations") {
    const rows = await db
      .select({ registration: webinarRegistrations, webinar: contentItems.slug })
      .from(webinarRegistrations)
      .innerJoin(contentItems, eq(contentItems.id, webinarRegistrations.webinarId))
      .orderBy(order(webinarRegistrations.id))
      .limit(limit);
    return rows.map(({ registration: row, webinar }) => ({
      id: String(row.id),
      created_at: iso(row.createdAt),
      language: row.languageCode,
      webinar,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      organization: row.organization,
      relationship: row.relationship,
      country: row.country,
    }));
  }
  const query = db
    .select({ comment: blogComments, blog: contentItems.slug })
    .from(blogComments)
    .innerJoin(contentItems, eq(contentItems.id, blogComments.blogId))
    .$dynamic();
  const filtered = options.status ? query.where(eq(blogComments.status, options.status)) : query;
  const rows = await filtered.orderBy(order(blogComments.id)).limit(limit);
  return rows.map(({ comment: row, blog }) => ({
    id: String(row.id),
    created_at: iso(row.createdAt),
    language: row.languageCode,
    blog,
    status: row.status,
    name: row.name,
    email: row.email,
    comment: row.content,
  }));
}

/** The columns each kind exports, so an empty export still has its header. */
export const submissionColumns: Record<SubmissionKind, string[]> = {
  messages: [
    "id",
    "created_at",
    "language",
    "name",
    "phone",
    "email",
    "product",
    "company",
    "address",
    "country",
    "message",
  ],
  registrations: [
    "id",
    "created_at",
    "language",
    "webinar",
    "first_name",
    "last_name",
    "email",
    "organization",
    "relationship",
    "country",
  ],
  comments: ["id", "created_at", "language", "blog", "status", "name", "email", "comment"],
};

/**
 * Submissions as CSV (RFC 4180, UTF-8, a header row). Visitors wrote these
 * cells, so one starting with `=`, `+`, `-`, `@`, tab or carriage return gets
 * a leading `'`: a spreadsheet then shows it as text instead of running it as
 * a formula. A cell holding any line break is quoted, a bare CR or LF as much
 * as CRLF: a spreadsheet starts a row at each, and an unquoted one would put the
 * rest of the cell at the start of a row of its own, unescaped. `bom` adds the
 * byte-order mark spreadsheets need to read UTF-8.
 */
export function toCsv(kind: SubmissionKind, rows: SubmissionRow[], { bom = false } = {}): string {
  return stringify(rows, {
    header: true,
    columns: submissionColumns[kind],
    bom,
    escape_formulas: true,
    record_delimiter: "windows",
    // The rows end in CRLF, after which the writer quotes only cells holding CRLF itself.
    quoted_match: /[\r\n]/,
  });
}

/** Sets a comment's state; answers false when there is no such comment. */
export async function setCommentStatus(db: Database, id: number, status: CommentStatus): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx.update(blogComments).set({ status }).where(eq(blogComments.id, id)).returning({ id: blogComments.id });
    // Approved or hidden, the comment appears on or leaves the blog's pages of every edition.
    if (updated.length > 0) await recordChange(tx, ["comments"]);
    return updated.length > 0;
  });
}
