"use server";

import { updateTag } from "next/cache";
import { headers } from "next/headers";
import { postBlogComment } from "@repo/api-client/about";
import {
  insertBlogCommentBodySchema,
  insertOnlineMessageBodySchema,
  insertRegisterDataByWebinarCodeBodySchema,
} from "@repo/api-client/contract";
import type { RequestOptions } from "@repo/api-client/fetcher";
import { registerForWebinar, sendOnlineMessage } from "@repo/api-client/support";
import { cachePolicy, serverFetcher } from "../api";
import { getIntl } from "../intl";
import { routing, findLocale, type SiteLocale } from "../routing";
import type { FormState } from "./form-state";
import { blogCommentRules, onlineMessageRules, webinarRegistrationRules } from "./rules";
import { submitForm } from "./submit";

/** The locale a bound action was rendered in; english for anything else a post may claim. */
function localeOf(languageCode: unknown): SiteLocale {
  return (typeof languageCode === "string" && findLocale(languageCode)) || routing.locales[0];
}

/** An id the page bound to its form; a post made by hand may claim anything, which no item has. */
function idOf(id: unknown): string {
  return typeof id === "string" ? id : "";
}

/**
 * The visitor's address chain, passed on so the API's per-client limits see
 * the visitor and not this server. The API believes it only from proxies it
 * is configured to trust.
 */
async function forwardedFor(): Promise<RequestOptions> {
  const chain = (await headers()).get("x-forwarded-for");
  return { cache: "no-store", headers: chain ? { "x-forwarded-for": chain } : {} };
}

// Each action's arguments are what a post says: the page binds the first ones and the form sends its
// state and fields, but a post made by hand can put anything in their place, which gets a form's answer.

/** The contact page's online message. */
export async function sendOnlineMessageAction(
  languageCode: unknown,
  previous: unknown,
  formData: unknown,
): Promise<FormState> {
  const locale = localeOf(languageCode);
  const init = await forwardedFor();
  return submitForm({
    intl: getIntl(locale.intl),
    formData,
    previous,
    rules: onlineMessageRules,
    schema: insertOnlineMessageBodySchema,
    context: {},
    send: (body) => sendOnlineMessage(serverFetcher(locale.code), body, init),
  });
}

/** A registration for the webinar `webinarId`; registering again with the same e-mail is a success like the first. */
export async function registerForWebinarAction(
  languageCode: unknown,
  webinarId: unknown,
  previous: unknown,
  formData: unknown,
): Promise<FormState> {
  const locale = localeOf(languageCode);
  const intl = getIntl(locale.intl);
  const init = await forwardedFor();
  return submitForm({
    intl,
    formData,
    previous,
    rules: webinarRegistrationRules,
    schema: insertRegisterDataByWebinarCodeBodySchema,
    context: { webinarCode: idOf(webinarId) },
    send: (body) => registerForWebinar(serverFetcher(locale.code), body, init),
    refused: "webinars.registration.closed",
  });
}

/**
 * A comment on the blog post `blogId`. A published comment is shown at once:
 * the cached comment lists are expired for the next render. A comment held
 * for approval is not listed yet, and the visitor is told so.
 */
export async function postBlogCommentAction(
  languageCode: unknown,
  blogId: unknown,
  previous: unknown,
  formData: unknown,
): Promise<FormState> {
  const locale = localeOf(languageCode);
  const intl = getIntl(locale.intl);
  const init = await forwardedFor();
  return submitForm({
    intl,
    formData,
    previous,
    rules: blogCommentRules,
    schema: insertBlogCommentBodySchema,
    context: { blogId: idOf(blogId) },
    send: (body) => postBlogComment(serverFetcher(locale.code), body, init),
    detail: (comment) =>
      intl.formatMessage({ id: comment.awaitingApproval ? "blogs.form.awaitingApproval" : "blogs.comments.posted" }),
    after: (comment) => {
      if (comment.awaitingApproval) return;
      for (const tag of cachePolicy.comments.tags) updateTag(tag);
    },
  });
}
