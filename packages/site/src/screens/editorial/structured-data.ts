import "server-only";
import type { ArticleDetailView, BlogCardView, CommentView, EventView } from "@repo/api-client/about";
import type { WebinarView } from "@repo/api-client/support";
import { edition, onSite as site } from "../../edition";
import type { SiteLocale } from "../../routing";
import { absoluteUrl } from "../../seo";
import { isoInZone } from "@repo/locales/dates";
import { isoDate } from "./date-text";
import { webinarEnd } from "./event-data";

function organization() {
  return { "@type": "Organization", name: edition.brand.name, url: site("/"), logo: site("/icon.svg") };
}

const imageOf = (image: string) => (image ? [site(image)] : undefined);

const at = isoDate;

/** `NewsArticle` of a news detail page. */
export function newsArticleData(locale: SiteLocale, news: ArticleDetailView): object {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: news.title,
    description: news.summary,
    image: imageOf(news.image),
    datePublished: at(news.date),
    inLanguage: news.untranslated ? "en" : locale.intl,
    mainEntityOfPage: absoluteUrl(locale, news.href),
    url: absoluteUrl(locale, news.href),
    author: organization(),
    publisher: organization(),
  };
}

/** `BlogPosting` of a blog detail page, with the comments it shows. */
export function blogPostingData(locale: SiteLocale, blog: BlogCardView & ArticleDetailView, comments: { items: CommentView[]; total: number }): object {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: blog.title,
    description: blog.summary,
    image: imageOf(blog.image),
    datePublished: at(blog.date),
    inLanguage: blog.untranslated ? "en" : locale.intl,
    mainEntityOfPage: absoluteUrl(locale, blog.href),
    url: absoluteUrl(locale, blog.href),
    author: { "@type": "Person", name: blog.author },
    publisher: organization(),
    commentCount: comments.total,
    comment: comments.items.map((comment) => ({
      "@type": "Comment",
      author: { "@type": "Person", name: comment.name },
      dateCreated: at(comment.createdAt),
      text: comment.text,
    })),
  };
}

/** `Event` of an event detail page: at its place, in its country, its times local to the venue (with their offset). */
export function eventData(locale: SiteLocale, event: EventView): object {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.summary,
    image: imageOf(event.image),
    startDate: isoInZone(event.startDate, event.timeZone),
    endDate: isoInZone(event.endDate, event.timeZone),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: event.place, address: { "@type": "PostalAddress", addressCountry: event.country } },
    organizer: organization(),
    inLanguage: event.untranslated ? "en" : locale.intl,
    url: absoluteUrl(locale, event.href),
  };
}

/** An online `Event` of a webinar detail page, with its speaker. */
export function webinarEventData(locale: SiteLocale, webinar: WebinarView): object {
  const url = absoluteUrl(locale, webinar.href);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: webinar.title,
    description: webinar.summary,
    image: imageOf(webinar.image),
    startDate: at(webinar.startsAt),
    endDate: at(webinarEnd(webinar)),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url },
    performer: { "@type": "Person", name: webinar.speaker.name, jobTitle: webinar.speaker.role },
    organizer: organization(),
    isAccessibleForFree: true,
    inLanguage: webinar.untranslated ? "en" : locale.intl,
    url,
  };
}
