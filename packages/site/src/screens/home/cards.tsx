import type * as React from "react";
import { Card, CardBody, CardDescription, CardMedia, CardTitle } from "@repo/ui/card";
import { Link } from "@repo/ui/link";
import type { SiteLocale } from "../../routing";
import { ContentImage } from "../../screen-kit/content-image";

/** Three cards per row on desktop, two on tablets, one on phones: the image width at each. */
export const cardImageSizes = "(min-width: 950px) 320px, (min-width: 640px) 50vw, 100vw";

interface LinkCardProps {
  locale: SiteLocale;
  href: string;
  title: string;
  image: { src: string | null; alt: string; width: number; height: number };
  /** Lines over the title (a tag, a date). */
  eyebrow?: React.ReactNode;
  description?: string;
  /** Lines under the description (a place). */
  children?: React.ReactNode;
  /** The card's text is the english fallback of a missing translation. */
  untranslated?: boolean;
  /** What the card says about its language when `untranslated` ("Only in English", in the page's language). */
  notice?: React.ReactNode;
}

/**
 * A card whose title links to the item, as one item of a list (`<ul>`); the
 * link's hit area covers the whole card, so one tab stop and one accessible
 * name per card.
 */
export function LinkCard({ locale, href, title, image, eyebrow, description, children, untranslated = false, notice }: LinkCardProps) {
  return (
    <li className="flex">
      <Card className="relative w-full" lang={untranslated ? "en" : undefined}>
        <CardMedia shape="photo">
          <ContentImage
            locale={locale}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes={cardImageSizes}
            frameClassName="transition-transform duration-(--duration-zoom) group-hover/card:scale-(--scale-zoom) motion-reduce:transition-none"
          />
        </CardMedia>
        <CardBody>
          {eyebrow}
          {untranslated ? notice : null}
          <CardTitle>
            <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-offset-4">
              {title}
            </Link>
          </CardTitle>
          {description ? <CardDescription className="line-clamp-3">{description}</CardDescription> : null}
          {children}
        </CardBody>
      </Card>
    </li>
  );
}
