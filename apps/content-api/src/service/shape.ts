import type {
  ArticleCard,
  CaseStudy,
  Event,
  ProductCard,
  Video,
  Webinar,
} from "@repo/api-client/contract";
import { sanitizeRichText } from "@repo/api-client/rich-text";
import { sql } from "drizzle-orm";
import { type ItemRow, cardColumns } from "../db/content";

/** Rich text is sanitized again on the way out, whatever reached the database. */
export const html = (value: string | undefined) => sanitizeRichText(value ?? "");

export function productCard(row: ItemRow<"products">): ProductCard {
  return {
    id: row.slug,
    legacyId: row.legacyId,
    category: row.data.category,
    series: row.data.series,
    name: row.texts.name,
    summary: row.texts.summary,
    image: row.data.images[0] ?? "",
    imageAlt: row.texts.imageAlt,
    featured: row.data.featured ?? false,
    fallback: row.fallback,
  };
}

export function articleCard(row: ItemRow<"news" | "blogs">): ArticleCard {
  return {
    id: row.slug,
    title: row.texts.title,
    summary: row.texts.summary,
    image: row.data.image,
    imageAlt: row.texts.imageAlt,
    date: row.data.date,
    fallback: row.fallback,
  };
}

/**
 * `articleCard` as a select list for `selectCardPage`: the same keys in the
 * same order, so an answer written by Postgres reads as one written here.
 */
export const articleCardColumns = cardColumns(
  "article",
  sql`item.slug as id, shown.texts -> 'title' as title, shown.texts -> 'summary' as summary,
    item.data -> 'image' as image, shown.texts -> 'imageAlt' as "imageAlt", item.data -> 'date' as date, shown.fallback as fallback`,
);

export function caseStudy(row: ItemRow<"case-studies">): CaseStudy {
  return {
    id: row.slug,
    category: row.data.category,
    title: row.texts.title,
    summary: row.texts.summary,
    bodyHtml: html(row.texts.bodyHtml),
    image: row.data.image,
    imageAlt: row.texts.imageAlt,
    date: row.data.date,
    country: row.data.location.country,
    city: row.data.location.city,
    locationName: row.texts.locationName,
    capacityKwh: row.data.capacityKwh ?? null,
    productIds: row.data.productSlugs,
    fallback: row.fallback,
  };
}

export function eventItem(row: ItemRow<"events">): Event {
  return {
    id: row.slug,
    title: row.texts.title,
    place: row.texts.place,
    summary: row.texts.summary,
    bodyHtml: html(row.texts.bodyHtml),
    image: row.data.image,
    startDate: row.data.startDate,
    endDate: row.data.endDate,
    timeZone: row.data.timeZone,
    country: row.data.country,
    editions: row.editions,
    fallback: row.fallback,
  };
}

export function webinarItem(row: ItemRow<"webinars">, now: number): Webinar {
  const endsAt = row.data.startsAt + row.data.durationMinutes * 60;
  return {
    id: row.slug,
    title: row.texts.title,
    summary: row.texts.summary,
    bodyHtml: html(row.texts.bodyHtml),
    image: row.data.image,
    startsAt: row.data.startsAt,
    durationMinutes: row.data.durationMinutes,
    speaker: row.data.speaker,
    speakerRole: row.texts.speakerRole,
    status: endsAt > now ? "upcoming" : "past",
    editions: row.editions,
    fallback: row.fallback,
  };
}

export function videoItem(row: ItemRow<"videos">): Video {
  return {
    id: row.slug,
    kind: row.data.kind,
    title: row.texts.title,
    description: row.texts.description,
    thumbnail: row.data.thumbnail,
    embedUrl: row.data.embedUrl,
    durationSeconds: row.data.durationSeconds,
    date: row.data.date,
    productId: row.data.productSlug ?? null,
    category: row.data.category ?? null,
    fallback: row.fallback,
  };
}

/** Seconds since the epoch. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
