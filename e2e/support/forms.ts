import type { Locator, Page } from "@playwright/test";
import { getBlogListByParamResponseSchema } from "@repo/api-client/contract";
import { API_URL } from "../editions";

/**
 * The API counts a form sent sooner than its minimum fill time (2 s by
 * default) after it appeared as a bot's: answered as a success, stored
 * nowhere. People take longer; so do the tests, before a valid submit.
 */
export const FILL_TIME_MS = 2_500;

/** The blog post with the fewest comments on `api`: a new one lands on its first (and only) page of comments. */
export async function quietBlog(api = API_URL): Promise<string> {
  const res = await fetch(`${api}/api/about/getBlogListByParam?pageSize=100`);
  const blogs = getBlogListByParamResponseSchema.parse(await res.json()).data?.list ?? [];
  const [quietest] = blogs.toSorted((a, b) => a.commentCount - b.commentCount);
  if (!quietest) throw new Error("the demo content has no blog post");
  return quietest.id;
}

/** A value no earlier run typed, so what the page shows is this run's. */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A form's text box or select by its accessible name (the label without the required mark). */
export const field = (form: Locator, label: string) =>
  form.getByRole("textbox", { name: label, exact: true }).or(form.getByRole("combobox", { name: label, exact: true }));

export async function submit(page: Page, form: Locator, button: string) {
  await form.getByRole("button", { name: button }).click();
  await page.waitForLoadState();
}
