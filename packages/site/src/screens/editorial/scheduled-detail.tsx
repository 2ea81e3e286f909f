import type * as React from "react";
import type { MessageId } from "@repo/locales/messages";
import { getIntl } from "../../intl";
import type { SiteLocale } from "../../routing";
import { ContentImage } from "../../screen-kit/content-image";
import { JsonLd } from "../../screen-kit/json-ld";
import { PageFrame } from "../../screen-kit/page-frame";
import { ContentRichText } from "../../screen-kit/rich-text";
import { absoluteUrl } from "../../seo";
import { ArticleNav } from "./article-nav";
import { CalendarLink } from "./calendar-link";
import { ShareLinks } from "./share-links";

interface ScheduledDetailProps {
  locale: SiteLocale;
  item: { title: string; href: string; summary: string; image: string; bodyHtml: string; untranslated: boolean };
  /** The list the item belongs to: its route, title and label, and the back link's text. */
  list: { route: string; title: MessageId; label: MessageId; back: MessageId };
  /** The item's `Event` structured data. */
  structuredData: object;
  /** The id and text of the facts' heading (read by assistive technology only). */
  factsId: string;
  factsHeading: string;
  /** When, where, who: the facts beside the text. */
  facts: React.ReactNode;
  /** Says which zone the times are shown in. */
  zoneNote: string;
  /** Offers the item's `.ics` file; false once it is over. */
  calendar: boolean;
  /** Sections after the text and its facts (registration). */
  children?: React.ReactNode;
}

/**
 * The detail page of something that takes place at a time (an event, a
 * webinar): the text with its picture, the facts and "add to calendar" beside
 * it, then share links and the way back to the list.
 */
export function ScheduledDetail({
  locale,
  item,
  list,
  structuredData,
  factsId,
  factsHeading,
  facts,
  zoneNote,
  calendar,
  children,
}: ScheduledDetailProps) {
  const intl = getIntl(locale.intl);
  return (
    <PageFrame
      locale={locale}
      title={item.title}
      breadcrumbs={[
        { name: intl.formatMessage({ id: list.title }), route: list.route },
        { name: item.title, route: item.href },
      ]}
      untranslated={item.untranslated}
      intro={item.summary}
    >
      <JsonLd data={structuredData} />
      <div className="grid gap-8 desk:grid-cols-[2fr_1fr]">
        <article lang={item.untranslated && locale.intl !== "en" ? "en" : undefined}>
          <div className="aspect-video overflow-hidden rounded-card bg-surface-muted">
            <ContentImage locale={locale} src={item.image} alt="" width={1200} height={675} sizes="(min-width: 950px) 640px, 100vw" priority />
          </div>
          <ContentRichText html={item.bodyHtml} className="mt-6" />
        </article>
        <aside aria-labelledby={factsId} className="h-fit rounded-card border border-line bg-surface-muted p-5">
          <h2 id={factsId} className="sr-only">
            {factsHeading}
          </h2>
          {facts}
          <p className="mt-3 text-xs text-ink-muted">{zoneNote}</p>
          {calendar ? (
            <div className="mt-5">
              <CalendarLink locale={locale} route={item.href} />
            </div>
          ) : null}
        </aside>
      </div>
      {children}
      <ShareLinks locale={locale} url={absoluteUrl(locale, item.href)} title={item.title} />
      <ArticleNav
        locale={locale}
        label={intl.formatMessage({ id: list.label })}
        back={{ route: list.route, text: intl.formatMessage({ id: list.back }) }}
      />
    </PageFrame>
  );
}
