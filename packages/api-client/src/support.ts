import { type Category, type Webinar, apiEndpoints } from "./contract";
import type { ApiBody, ApiQuery, Fetcher, RequestOptions } from "./fetcher";
import { fileUrl } from "./files";
import { type Page, type Scoped, type Translated, routes, translated } from "./view";

export interface FaqView extends Translated {
  id: string;
  question: string;
  answerHtml: string;
}

/** FAQ categories in order, each with its questions. */
export async function getFaqs(
  fetcher: Fetcher,
  query: ApiQuery<"getFaqListByCategoryList"> = {},
  init?: RequestOptions,
): Promise<(Category & { faqs: FaqView[] })[]> {
  const data = await fetcher.get(apiEndpoints.getFaqListByCategoryList, query, init);
  return data.map((category) => ({
    id: category.id,
    name: category.name,
    faqs: category.list.map((faq) => ({
      id: faq.id,
      question: faq.question,
      answerHtml: faq.answerHtml,
      ...translated(faq),
    })),
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
  query: ApiQuery<"getWarrantyListByCategoryList"> = {},
  init?: RequestOptions,
): Promise<(Category & { warranties: WarrantyView[] })[]> {
  const data = await fetcher.get(apiEndpoints.getWarrantyListByCategoryList, query, init);
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

export interface WebinarView extends Translated, Scoped {
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
  editions: webinar.editions,
  ...translated(webinar),
});

/** Webinars: future ones by nearest date, then past ones; `id` answers one (`ApiError` 404 when unknown). */
export async function getWebinars(
  fetcher: Fetcher,
  query: ApiQuery<"getWebinarList"> = {},
  init?: RequestOptions,
): Promise<Page<WebinarView>> {
  const data = await fetcher.get(apiEndpoints.getWebinarList, query, init);
  return { items: data.list.map(reshapeWebinar), total: data.total };
}

export interface WebinarOptionsView {
  relationships: { value: string; label: string }[];
  countries: { value: string; label: string }[];
}

/** The registration form's choices, labelled in the fetcher's language. */
export async function getWebinarOptions(fetcher: Fetcher, init?: RequestOptions): Promise<WebinarOptionsView> {
  const data = await fetcher.get(apiEndpoints.getWebinarOptionList, {}, init);
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
  body: ApiBody<"insertRegisterDataByWebinarCode">,
  init?: RequestOptions,
): Promise<{ id: number }> {
  const data = await fetcher.post(apiEndpoints.insertRegisterDataByWebinarCode, body, init);
  return { id: data.id };
}

/** Sends the contact page's online message. */
export async function sendOnlineMessage(
  fetcher: Fetcher,
  body: ApiBody<"insertOnlineMessage">,
  init?: RequestOptions,
): Promise<{ id: number }> {
  const data = await fetcher.post(apiEndpoints.insertOnlineMessage, body, init);
  return { id: data.id };
}
