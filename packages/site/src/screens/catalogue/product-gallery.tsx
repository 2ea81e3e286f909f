import { cardMediaVariants } from "@repo/ui/card";
import { cn } from "@repo/ui/cn";
import { getIntl } from "../../intl";
import type { SiteLocale } from "../../routing";
import { ContentImage } from "../../screen-kit/content-image";
import { productFrame } from "./product-card";

/**
 * The product's images in a strip that snaps one image at a time, with
 * thumbnails linking to each by anchor: it works by touch, keyboard, mouse
 * and without JavaScript. The first image is the page's priority image.
 */
export function ProductGallery({
  images,
  alt,
  locale,
}: {
  images: readonly string[];
  alt: string;
  locale: SiteLocale;
}) {
  const intl = getIntl(locale.intl);
  const total = images.length;
  return (
    <section aria-label={intl.formatMessage({ id: "products.gallery" })} className="flex flex-col gap-3">
      <ul
        className="flex snap-x snap-mandatory overflow-x-auto rounded-card bg-surface-muted [scrollbar-width:thin]"
        tabIndex={0}
        aria-label={intl.formatMessage({ id: "products.gallery" })}
      >
        {images.map((image, index) => (
          <li
            key={image}
            id={`product-image-${index + 1}`}
            data-slot="product-picture"
            // In the lists' shape, so a product is drawn at one scale wherever it shows.
            className={cn(
              cardMediaVariants({ shape: productFrame.shape }),
              "w-full shrink-0 snap-center",
              productFrame.box,
            )}
          >
            <ContentImage
              locale={locale}
              src={image}
              // Numbered in the page language's digits, as every number the site shows.
              alt={total > 1 ? `${alt} (${intl.formatNumber(index + 1)}/${intl.formatNumber(total)})` : alt}
              width={960}
              height={720}
              sizes="(min-width: 950px) 500px, 100vw"
              priority={index === 0}
              fit={productFrame.fit}
            />
          </li>
        ))}
      </ul>
      {total > 1 ? (
        <ol className="flex gap-2">
          {images.map((image, index) => (
            <li key={image} className="w-20">
              <a
                href={`#product-image-${index + 1}`}
                className="block overflow-hidden rounded-md border-2 border-line hover:border-brand-emphasis"
              >
                <ContentImage locale={locale} src={image} alt="" width={960} height={720} sizes="80px" />
                <span className="sr-only">
                  {intl.formatMessage({ id: "products.galleryShow" }, { number: index + 1, total })}
                </span>
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
