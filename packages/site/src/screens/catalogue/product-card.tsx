import type { ProductCardView } from "@repo/api-client/products";
import { Card, CardBody, CardDescription, CardLink, CardMedia, CardTitle } from "@repo/ui/card";
import { Grid } from "@repo/ui/grid";
import { Link } from "@repo/ui/link";
import { Tag } from "@repo/ui/tag";
import { localizedPath, type SiteLocale } from "../../routing";
import { ContentImage } from "../../screen-kit/content-image";
import { OnlyInEnglish } from "../../screen-kit/fallback-notice";

/**
 * How every product picture is framed, in lists and on the product page: a
 * 4:3 box (the pictures' own shape) with the whole picture inside it, never
 * cropped, at the same inset, so products sit side by side at one scale.
 */
export const productFrame = { shape: "photo", box: "p-4", fit: "contain" } as const;

/** Three per row on desktop, two on tablets, one on phones: the width an image takes at each. */
export const cardImageSizes = "(min-width: 950px) 320px, (min-width: 640px) 50vw, 100vw";

interface ProductCardProps {
  locale: SiteLocale;
  product: ProductCardView;
  /** The card title's level in the page outline. */
  level?: "h2" | "h3";
  /** The first image of the page. */
  priority?: boolean;
}

/** A product in a list: image, series, name (the card's link) and summary. */
export function ProductCard({ locale, product, level = "h3", priority = false }: ProductCardProps) {
  const Title = level;
  return (
    <Card className="h-full">
      <CardMedia shape={productFrame.shape} className={productFrame.box} data-slot="product-picture">
        <ContentImage
          locale={locale}
          src={product.image}
          alt={product.imageAlt}
          width={960}
          height={720}
          sizes={cardImageSizes}
          priority={priority}
          fit={productFrame.fit}
        />
      </CardMedia>
      <CardBody>
        <div className="flex flex-wrap items-center gap-2">
          <Tag tone="neutral">{product.series}</Tag>
          <OnlyInEnglish locale={locale} untranslated={product.untranslated} />
        </div>
        <CardTitle asChild>
          <Title>
            <CardLink asChild>
              <Link href={localizedPath(locale, product.href)} lang={product.untranslated ? "en" : undefined}>
                {product.name}
              </Link>
            </CardLink>
          </Title>
        </CardTitle>
        <CardDescription lang={product.untranslated ? "en" : undefined}>{product.summary}</CardDescription>
      </CardBody>
    </Card>
  );
}

/** Products as a list of cards, three per row on desktop. */
export function ProductGrid({
  locale,
  products,
  level,
  priorityFirst = false,
  label,
}: {
  locale: SiteLocale;
  products: readonly ProductCardView[];
  level?: "h2" | "h3";
  priorityFirst?: boolean;
  label?: string;
}) {
  return (
    <Grid asChild>
      <ul aria-label={label}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard locale={locale} product={product} level={level} priority={priorityFirst && index === 0} />
          </li>
        ))}
      </ul>
    </Grid>
  );
}
