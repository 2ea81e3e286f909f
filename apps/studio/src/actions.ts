"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { IntlShape } from "@formatjs/intl";
import type { MessageId } from "@repo/locales/messages";
import { itemOf, publishTexts, saveTexts, setPassword, signInWithPassword, signOut } from "./api";
import { ApiError, type Language, conflictOf, fieldErrorsOf, languageSchema } from "./envelope";
import type { PasswordState, PublishState, ShownText, SignInState, TextsState } from "./form-state";
import { fieldLabel, formatMoment, getTexts } from "./intl";
import { LOCALE_COOKIE, LOCALE_COOKIE_SECONDS, isStudioLocale } from "./locale";
import { safeReturnPath } from "./paths";
import { bodyOf, typedTextsOf } from "./texts";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** What a refusal says in the page's language: the API's own words for a refusal it explains (403, 409, 400). */
function refusalMessage(intl: IntlShape<string>, error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return intl.formatMessage({ id: "studio.refused" }, { message: error.message });
  return intl.formatMessage({ id: "studio.unreachable" });
}

/** Keeps the person's choice of language for a year, then shows the page they were on in it. */
export async function chooseLanguage(form: FormData): Promise<void> {
  const locale = text(form, "locale");
  if (isStudioLocale(locale)) {
    (await cookies()).set(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_SECONDS, sameSite: "lax", path: "/" });
  }
  redirect(safeReturnPath(text(form, "returnTo")));
}

export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const { intl } = await getTexts();
  const email = text(form, "email").trim();
  const password = text(form, "password");
  const fields: SignInState["fields"] = {};
  if (!email) fields.email = intl.formatMessage({ id: "studio.signIn.emailMissing" });
  if (!password) fields.password = intl.formatMessage({ id: "studio.signIn.passwordMissing" });
  if (fields.email || fields.password) return { email, fields };

  const outcome = await signInWithPassword(email, password);
  if (outcome.kind === "signed-in") redirect(safeReturnPath(text(form, "next")));
  const messages: Record<Exclude<typeof outcome.kind, "signed-in" | "too-many">, MessageId> = {
    wrong: "studio.signIn.wrong",
    locked: "studio.signIn.locked",
    refused: "studio.signIn.refused",
    unreachable: "studio.unreachable",
  };
  const message =
    outcome.kind === "too-many"
      ? intl.formatMessage({ id: "studio.signIn.tooMany" }, { seconds: outcome.retryAfterSeconds })
      : intl.formatMessage({ id: messages[outcome.kind] });
  return { email, message };
}

export async function signOutNow(): Promise<void> {
  await signOut();
  redirect("/sign-in");
}

export async function changePassword(_previous: PasswordState, form: FormData): Promise<PasswordState> {
  const { intl } = await getTexts();
  const newPassword = text(form, "newPassword");
  // The API's own rule (12 to 256 characters), said here in the page's language before asking it.
  if (newPassword.length < 12) return { status: "failed", field: intl.formatMessage({ id: "studio.password.tooShort" }) };
  if (newPassword.length > 256) return { status: "failed", field: intl.formatMessage({ id: "studio.password.tooLong" }) };
  try {
    await setPassword(newPassword);
    return { status: "saved", message: intl.formatMessage({ id: "studio.password.saved" }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return { status: "failed", field: fieldErrorsOf(error).newPassword ?? error.message };
    }
    return { status: "failed", message: refusalMessage(intl, error) };
  }
}

/** The item a form is about, from its hidden fields. */
function targetOf(form: FormData): { type: string; slug: string; language: Language } {
  const language = languageSchema.safeParse(text(form, "language"));
  return { type: text(form, "type"), slug: text(form, "slug"), language: language.success ? language.data : "english" };
}

const itemPath = (type: string, slug: string, language: Language, done: string) =>
  `/items/${encodeURIComponent(type)}/${encodeURIComponent(slug)}?language=${language}&done=${done}`;

/** The texts of `body` that differ from `other` (all of them when none do), labelled for the page. */
function shownTexts(intl: IntlShape<string>, body: Record<string, unknown>, other: Record<string, unknown>): ShownText[] {
  const texts = Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  const differing = texts.filter(([name, value]) => other[name] !== value);
  return (differing.length ? differing : texts).map(([name, value]) => ({ name, label: fieldLabel(intl, name), value }));
}

export async function saveDraft(_previous: TextsState, form: FormData): Promise<TextsState> {
  const { intl, locale } = await getTexts();
  const { type, slug, language } = targetOf(form);
  const typed = typedTextsOf(form);
  const basedOnField = text(form, "basedOn");
  const basedOn = /^\d+$/.test(basedOnField) ? Number(basedOnField) : null;
  try {
    const state = await itemOf(type, slug);
    const part = state.parts[language];
    await saveTexts(type, slug, language, bodyOf(typed, part.latest?.body ?? part.published), basedOn);
  } catch (error) {
    const conflict = error instanceof ApiError ? conflictOf(error) : null;
    if (conflict) {
      return {
        status: "conflict",
        message: intl.formatMessage({ id: "studio.item.conflict" }),
        values: typed,
        basedOn: conflict.theirs?.id ?? null,
        conflict: {
          theirs: conflict.theirs && {
            title: intl.formatMessage(
              { id: "studio.item.theirs" },
              { time: formatMoment(conflict.theirs.createdAt, locale) },
            ),
            texts: shownTexts(intl, conflict.theirs.body, conflict.yours),
          },
          yours: { title: intl.formatMessage({ id: "studio.item.yours" }), texts: shownTexts(intl, conflict.yours, conflict.theirs?.body ?? {}) },
        },
      };
    }
    if (error instanceof ApiError && error.status === 400) {
      const fields = fieldErrorsOf(error, `translations.${language}.`);
      if (Object.keys(fields).length > 0) {
        return { status: "failed", message: intl.formatMessage({ id: "studio.item.invalid" }), fields, values: typed, basedOn };
      }
    }
    return { status: "failed", message: refusalMessage(intl, error), values: typed, basedOn };
  }
  redirect(itemPath(type, slug, language, "saved"));
}

export async function publishLanguage(_previous: PublishState, form: FormData): Promise<PublishState> {
  const { intl } = await getTexts();
  const { type, slug, language } = targetOf(form);
  try {
    await publishTexts(type, slug, language);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const fields = fieldErrorsOf(error, `translations.${language}.`);
      const named = Object.entries(fields).map(([name, message]) => `${fieldLabel(intl, name)}: ${message}`);
      return {
        status: "failed",
        message: intl.formatMessage({ id: "studio.refused" }, { message: named.length ? named.join("; ") : error.message }),
        fields,
      };
    }
    return { status: "failed", message: refusalMessage(intl, error) };
  }
  redirect(itemPath(type, slug, language, "published"));
}
