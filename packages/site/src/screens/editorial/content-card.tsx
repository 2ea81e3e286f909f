import type * as React from "react";
import { Card, CardBody, CardDescription, CardMedia } from "@repo/ui/card";
import { Heading } from "@repo/ui/heading";
import { Link } from "@repo/ui/link";
import type { SiteLocale } from "../../routing";
import { ContentImage } from "../../screen-kit/content-image";

interface ContentCardProps {
  locale: SiteLocale;
  /** Localized link to the detail page. */
  href: string;
  title: string;
  summary: string;
  image: string | null;
  /** The content's image text; empty when the content has none (the title beside it names the picture). */
  imageAlt: string;
  /** Loaded at once: the first card of the page. */
  priority?: boolean;
  /** Date, place and status lines above the title. */
  meta?: React.ReactNode;
  /** Shown in english though the page is not. */
  lang?: string;
}

/** A card of a content list: image, facts, the title as the link to the detail, the summary. */
export function ContentCard({ locale, href, title, summary, image, imageAlt, priority = false, meta, lang }: ContentCardProps) {
  return (
    <Card className="relative w-full" lang={lang}>
      <CardMedia>
        <ContentImage
          locale={locale}
          src={image}
          alt={imageAlt}
          width={600}
          height={400}
          sizes="(min-width: 950px) 320px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          frameClassName="transition-transform duration-300 group-hover/card:scale-105"
        />
      </CardMedia>
      <CardBody>
        {meta ? <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">{meta}</div> : null}
        <Heading asChild size="subsection">
          <h2>
            {/* The whole card is the link's target area; the title alone is its name. */}
            <Link href={href} className="after:absolute after:inset-0 after:content-['']">
              {title}
            </Link>
          </h2>
        </Heading>
        <CardDescription className="line-clamp-3">{summary}</CardDescription>
      </CardBody>
    </Card>
  );
}
