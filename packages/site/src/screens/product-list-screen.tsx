import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getProduct, getProductCategories, type ProductCategoryView } from "@repo/api-client/products";
import { Card, CardBody, CardDescription, CardLink, CardMedia, CardTitle } from "@repo/ui/card";
import { Grid } from "@repo/ui/grid";
import { Link } from "@repo/ui/link";
import { Text } from "@repo/ui/text";
import { cached, serverFetcher } from "../api";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import { localizedPath, type SiteLocale } from "../routing";
import { ContentImage } from "../screen-kit/content-image";
import { renderOnFirstVisit, screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame, type Crumb } from "../screen-kit/page-frame";
import { pageMetadata } from "../seo";
import { FilterLinks } from "./catalogue/filter-links";
import { parseProductListPath, productListRoute, seriesSlug } from "./catalogue/format";
import { cardImageSizes, ProductGrid, productFrame } from "./catalogue/product-card";

type Params = ScreenParams<{ slug?: string[] }>;

/** What a product-list path shows, once its category and series are known to exist. */
type ListView =
  | { kind: "index"; categories: ProductCategoryView[] }
  | { kind: "list"; category: ProductCategoryView; series: string | null };

/**
 * Resolves a product-list path: an old product id redirects permanently to
 * the product's page; an unknown category, series or id is the site's 404.
 */
async function resolve(locale: SiteLocale, segments: string[] | undefined): Promise<ListView> {
  const request = parseProductListPath(segments);
  if (request.kind === "unknown") notFound();
  const fetcher = serverFetcher(locale.code);
  if (request.kind === "legacy") {
    const product = await loadOr404(getProduct(fetcher, { legacyId: request.legacyId }, cached("products")));
    permanentRedirect(localizedPath(locale, product.href));
  }
  const categories = await loadOr404(getProductCategories(fetcher, {}, cached("products")));
  if (request.kind === "index") return { kind: "index", categories };
  const category = categories.find((candidate) => candidate.id === request.category);
  if (!category) notFound();
  if (request.kind === "category") return { kind: "list", category, series: null };
  const series = category.products.find((product) => seriesSlug(product.series) === request.series)?.series;
  if (!series) notFound();
  return { kind: "list", category, series };
}

function crumbsOf(locale: SiteLocale, view: ListView): { title: string; route: string; crumbs: Crumb[] } {
  const intl = getIntl(locale.intl);
  const products: Crumb = { name: intl.formatMessage({ id: "products.title" }), route: "/products" };
  if (view.kind === "index") {
    const title = intl.formatMessage({ id: "products.categories.label" });
    return { title, route: "/product-list", crumbs: [products, { name: title, route: "/product-list" }] };
  }
  const category: Crumb = { name: view.category.name, route: productListRoute(view.category.id) };
  if (!view.series) return { title: category.name, route: category.route, crumbs: [products, category] };
  const title = intl.formatMessage({ id: "products.series.title" }, { series: view.series });
  const route = productListRoute(view.category.id, view.series);
  return { title, route, crumbs: [products, category, { name: title, route }] };
}

/** The six categories as cards, three per row. */
function CategoryIndex({ locale, categories }: { locale: SiteLocale; categories: ProductCategoryView[] }) {
  const intl = getIntl(locale.intl);
  return (
    <Grid asChild>
      <ul>
        {categories.map((category, index) => (
          <li key={category.id}>
            <Card className="h-full">
              <CardMedia shape={productFrame.shape} className={productFrame.box} data-slot="product-picture">
                <ContentImage
                  locale={locale}
                  src={category.image}
                  alt=""
                  width={480}
                  height={360}
                  sizes={cardImageSizes}
                  priority={index === 0}
                  fit={productFrame.fit}
                />
              </CardMedia>
              <CardBody>
                <CardTitle asChild>
                  <h2>
                    <CardLink asChild>
                      <Link href={localizedPath(locale, productListRoute(category.id))}>{category.name}</Link>
                    </CardLink>
                  </h2>
                </CardTitle>
                <CardDescription>{category.description}</CardDescription>
                <Text size="sm" tone="muted">
                  {intl.formatMessage({ id: "products.count" }, { count: category.products.length })}
                </Text>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    </Grid>
  );
}

/** One category's products, narrowed to a series by links that keep the choice in the path. */
function CategoryList({ locale, category, series }: { locale: SiteLocale; category: ProductCategoryView; series: string | null }) {
  const intl = getIntl(locale.intl);
  const allSeries = [...new Set(category.products.map((product) => product.series))];
  const products = series ? category.products.filter((product) => product.series === series) : category.products;
  return (
    <>
      {allSeries.length > 1 ? (
        <FilterLinks
          locale={locale}
          label={intl.formatMessage({ id: "products.series.label" })}
          options={[
            {
              key: "all",
              label: intl.formatMessage({ id: "products.series.all" }),
              route: productListRoute(category.id),
              active: series === null,
              count: category.products.length,
            },
            ...allSeries.map((name) => ({
              key: name,
              label: name,
              route: productListRoute(category.id, name),
              active: name === series,
              count: category.products.filter((product) => product.series === name).length,
            })),
          ]}
        />
      ) : null}
      <Text tone="muted" size="sm" className="mt-4">
        {intl.formatMessage({ id: "products.count" }, { count: products.length })}
      </Text>
      <div className="mt-6">
        {products.length > 0 ? (
          <ProductGrid locale={locale} products={products} level="h2" priorityFirst />
        ) : (
          <Text className="rounded-card border border-dashed border-line px-6 py-10 text-center">
            {intl.formatMessage({ id: "products.empty" })}
          </Text>
        )}
      </div>
    </>
  );
}

/**
 * `/product-list/{category?}/{series?}`: the product categories, one
 * category's products, or one series of them. `/product-list/{one?}/{old id}`
 * is the old site's product address: it answers with a permanent redirect
 * to the product's page, so old links and search results keep working.
 */
export async function ProductListScreen({ params }: { params: Params }) {
  const locale = await screenLocale(params);
  const view = await resolve(locale, (await params).slug);
  const { title, crumbs } = crumbsOf(locale, view);
  const shown = view.kind === "index" ? view.categories.flatMap((category) => category.products) : view.category.products;
  return (
    <PageFrame
      locale={locale}
      title={title}
      intro={view.kind === "list" && !view.series ? view.category.description : undefined}
      breadcrumbs={crumbs}
      untranslated={shown.some((product) => product.untranslated)}
    >
      {view.kind === "index" ? (
        <CategoryIndex locale={locale} categories={view.categories} />
      ) : (
        <CategoryList locale={locale} category={view.category} series={view.series} />
      )}
    </PageFrame>
  );
}

export async function generateProductListMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await screenLocale(params);
  const view = await resolve(locale, (await params).slug);
  const { title, route } = crumbsOf(locale, view);
  if (view.kind === "index") return pageMetadata(locale, route, title);
  return pageMetadata(locale, route, {
    title,
    description: view.category.description,
    image: view.category.image,
  });
}

export const generateProductListParams = renderOnFirstVisit;
