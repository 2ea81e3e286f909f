import {
  type Category,
  type InsertOnlineMessageBody,
  type InsertRegisterDataByWebinarCodeBody,
  type Webinar,
  apiPaths,
  getFaqListByCategoryListResponseSchema,
  getWarrantyListByCategoryListResponseSchema,
  getWebinarListResponseSchema,
  getWebinarOptionListResponseSchema,
  insertOnlineMessageResponseSchema,
  insertRegisterDataByWebinarCodeResponseSchema,
} from "./contract";
import type { Fetcher, RequestOptions } from "./fetcher";
import { fileUrl } from "./files";
import { type Page, dataOf } from "./products";
import { type Translated, routes, translated } from "./view";

export interface FaqView extends Translated {
  id: string;
  question: string;
  answerHtml: string;
}

/** FAQ categories in order, each with its questions. */
export async function getFaqs(
  fetcher: Fetcher,
  query: { category?: string } = {},
  init?: RequestOptions,
): Promise<(Category & { faqs: FaqView[] })[]> {
  const path = apiPaths.getFaqListByCategoryList;
  const data = dataOf(await fetcher.get(path, getFaqListByCategoryListResponseSchema, query, init), path);
  return data.map((category) => ({
    id: category.id,
    name: category.name,
    faqs: category.list.map((faq) => ({ id: faq.id, question: faq.question, answerHtml: faq.answerHtml, ...translated(faq) })),
  }));
}

export interface WarrantyView extends Translated {
  id: string;
  title: string;
  bodyHtml: string;
  /** The full terms as a PDF URL, when published. */
  termsUrl: string | null;
}

/** Warranty categories in order, each with its entries. */
export async function getWarranties(
  fetcher: Fetcher,
  query: { category?: string } = {},
  init?: RequestOptions,
): Promise<(Category & { warranties: WarrantyView[] })[]> {
  const path = apiPaths.getWarrantyListByCategoryList;
  const data = dataOf(await fetcher.get(path, getWarrantyListByCategoryListResponseSchema, query, init), path);
  return data.map((category) => ({
    id: category.id,
    name: category.name,
    warranties: category.list.map((warranty) => ({
      id: warranty.id,
      title: warranty.title,
      bodyHtml: warranty.bodyHtml,
      termsUrl: fileUrl(warranty.file),
      ...translated(warranty),
    })),
  }));
}

export interface WebinarView extends Translated {
  id: string;
  href: string;
  title: string;
  summary: string;
  bodyHtml: string;
  image: string;
  startsAt: number;
  durationMinutes: number;
  speaker: { name: string; role: string };
  /** Registration is open until the webinar ends. */
  registrationOpen: boolean;
}

export const reshapeWebinar = (webinar: Webinar): WebinarView => ({
  id: webinar.id,
  href: routes.webinar(webinar.id),
  title: webinar.title,
  summary: webinar.summary,
  bodyHtml: webinar.bodyHtml,
  image: fileUrl(webinar.image),
  startsAt: webinar.startsAt,
  durationMinutes: webinar.durationMinutes,
  speaker: { name: webinar.speaker, role: webinar.speakerRole },
  registrationOpen: webinar.status === "upcoming",
  ...translated(webinar),
});

/** Webinars: future ones by nearest date, then past ones; `id` answers one (`ApiError` 404 when unknown). */
export async function getWebinars(
  fetcher: Fetcher,
  query: { id?: string; status?: "upcoming" | "past"; pageNum?: number; pageSize?: number } = {},
  init?: RequestOptions,
): Promise<Page<WebinarView>> {
  const path = apiPaths.getWebinarList;
  const data = dataOf(await fetcher.get(path, getWebinarListResponseSchema, query, init), path);
  return { items: data.list.map(reshapeWebinar), total: data.total };
}

export interface WebinarOptionsView {
  relationships: { value: string; label: string }[];
  countries: { value: string; label: string }[];
}

/** The registration form's choices, labelled in the fetcher's language. */
export async function getWebinarOptions(fetcher: Fetcher, init?: RequestOptions): Promise<WebinarOptionsView> {
  const path = apiPaths.getWebinarOptionList;
  const data = dataOf(await fetcher.get(path, getWebinarOptionListResponseSchema, {}, init), path);
  return {
    relationships: data.relationships,
    countries: data.countries.map((country) => ({ value: country.code, label: country.label })),
  };
}

/**
 * Registers for a webinar. Registering again with the same e-mail answers as a
 * first registration does, so the answer tells no caller who registered before.
 */
export async function registerForWebinar(
  fetcher: Fetcher,
  body: Omit<InsertRegisterDataByWebinarCodeBody, "languageCode">,
  init?: RequestOptions,
): Promise<{ id: number }> {
  const path = apiPaths.insertRegisterDataByWebinarCode;
  const data = dataOf(await fetcher.post(path, insertRegisterDataByWebinarCodeResponseSchema, body, init), path);
  return { id: data.id };
}

/** Sends the contact page's online message. */
export async function sendOnlineMessage(
  fetcher: Fetcher,
  body: Omit<InsertOnlineMessageBody, "languageCode">,
  init?: RequestOptions,
): Promise<{ id: number }> {
  const path = apiPaths.insertOnlineMessage;
  const data = dataOf(await fetcher.post(path, insertOnlineMessageResponseSchema, body, init), path);
  return { id: data.id };
}
