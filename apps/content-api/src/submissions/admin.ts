import { Hono } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import type { Database } from "../db/client";
import { fail, ok } from "../envelope";
import { isCommentStatus, isSubmissionKind, listSubmissions, setCommentStatus, toCsv } from "./submissions";

/**
 * What a regional team reads and moderates over HTTP, behind `ADMIN_TOKEN`:
 * the embedded database has one writer, so while the API runs on it this is
 * the only way to reach the submissions without stopping the site's forms.
 *
 * - `GET  /admin/submissions/{kind}.csv`           every submission of a kind as CSV, oldest first
 * - `GET  /admin/submissions/{kind}?limit&status`  the latest as JSON, newest first (50 unless `limit`)
 * - `POST /admin/comments/{id}/approve|hide`        publish or take down a comment
 *
 * Answers are never cached; a missing or wrong token is a 401 envelope.
 */
export function adminApp({ db, token }: { db: Database; token: string }) {
  const admin = new Hono();
  admin.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  admin.use(
    bearerAuth({
      token,
      noAuthenticationHeader: {
        message: { code: 401, msg: "Send the admin token as Authorization: Bearer <ADMIN_TOKEN>", data: null },
      },
      invalidAuthenticationHeader: {
        message: { code: 400, msg: "Send the admin token as Authorization: Bearer <ADMIN_TOKEN>", data: null },
      },
      invalidToken: { message: { code: 401, msg: "The admin token is wrong", data: null } },
    }),
  );

  admin.get("/submissions/:file{[a-z]+\\.csv}", async (c) => {
    const kind = c.req.param("file").replace(/\.csv$/, "");
    if (!isSubmissionKind(kind))
      return fail(c, 404, `No submissions called ${kind}: messages, registrations or comments`);
    const rows = await listSubmissions(db, kind);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(toCsv(kind, rows, { bom: true }), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kind}-${day}.csv"`,
    });
  });

  admin.get("/submissions/:kind{[a-z]+}", async (c) => {
    const kind = c.req.param("kind");
    if (!isSubmissionKind(kind))
      return fail(c, 404, `No submissions called ${kind}: messages, registrations or comments`);
    const { limit = "50", status } = c.req.query();
    if (!/^\d{1,6}$/.test(limit) || Number(limit) < 1)
      return fail(c, 400, "limit must be a whole number from 1 to 999999");
    if (status !== undefined && !(kind === "comments" && isCommentStatus(status))) {
      return fail(c, 400, "status must be published, held or hidden, and only for comments");
    }
    const rows = await listSubmissions(db, kind, {
      newestFirst: true,
      limit: Number(limit),
      ...(status !== undefined && isCommentStatus(status) ? { status } : {}),
    });
    return ok(c, { kind, rows });
  });

  admin.post("/comments/:id/:action{approve|hide}", async (c) => {
    const id = c.req.param("id");
    if (!/^\d{1,9}$/.test(id)) return fail(c, 400, `A comment id is a number, not "${id}"`);
    const status = c.req.param("action") === "approve" ? "published" : "hidden";
    if (!(await setCommentStatus(db, Number(id), status))) return fail(c, 404, `No comment ${id}`);
    return ok(c, { id: Number(id), status });
  });

  return admin;
}
