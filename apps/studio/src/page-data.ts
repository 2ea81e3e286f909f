import "server-only";
import { notFound, unstable_rethrow } from "next/navigation";
import { ApiError } from "./envelope";
import { getTexts } from "./intl";

/** A page's data, or what the page says instead when the API refused or did not answer. */
export type PageData<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * Loads a page's data from the API: an unknown item is the 404 page, a refusal or an API that does
 * not answer is a message on the page in its language (never a blank error page), and a session
 * that ended sends the person to sign in (`requirePerson`'s redirect passes through).
 */
export async function pageData<T>(load: () => Promise<T>): Promise<PageData<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    unstable_rethrow(error);
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) notFound();
    const { intl } = await getTexts();
    return {
      ok: false,
      message:
        error.status >= 500
          ? intl.formatMessage({ id: "studio.unreachable" })
          : intl.formatMessage({ id: "studio.refused" }, { message: error.message }),
    };
  }
}
