import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getProductCategories } from "@repo/api-client/products";
import { Heading } from "@repo/ui/heading";
import { Link } from "@repo/ui/link";
import { Text } from "@repo/ui/text";
import { cached, serverFetcher } from "../api";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import { localizedPath } from "../routing";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame } from "../screen-kit/page-frame";
import { pageMetadata } from "../seo";
import { FilterLinks } from "./catalogue/filter-links";
import { firstParam, isProductCategory, productListRoute } from "./catalogue/format";
import { ProductGrid } from "./catalogue/product-card";
import type { RouteSearchParams } from "../route-table";

/** The query the route table lets this screen read. */
type SearchParams = RouteSearchParams<"/products">;

/**
 * `/products`: the catalogue by category, three products per row. The
 * category filter is a set of links to `?category=…`, so it works without
 * JavaScript and every filtered view has its own address.
 */
export async function ProductsScreen({ params, searchParams }: { params: ScreenParams; searchParams: SearchParams }) {
  const locale = await screenLocale(params);
  const intl = getIntl(locale.intl);
  const requested = firstParam((await searchParams).category);
  if (requested !== undefined && !isProductCategory(requested)) notFound();
  const categories = await loadOr404(getProductCategories(serverFetcher(locale.code), {}, cached("products")));
  const shown = requested ? categories.filter((category) => category.id === requested) : categories;
  if (requested && shown.length === 0) notFound();
  const products = shown.flatMap((category) => category.products);
  const title = intl.formatMessage({ id: "products.title" });

  return (
    <PageFrame
      locale={locale}
      title={title}
      breadcrumbs={[{ name: title, route: "/products" }]}
      untranslated={products.some((product) => product.untranslated)}
    >
      <FilterLinks
        locale={locale}
        label={intl.formatMessage({ id: "products.categories.label" })}
        options={[
          {
            key: "all",
            label: intl.formatMessage({ id: "products.categories.all" }),
            route: "/products",
            active: !requested,
            count: categories.reduce((sum, category) => sum + category.products.length, 0),
          },
          ...categories.map((category) => ({
            key: category.id,
            label: category.name,
            route: `/products?category=${category.id}`,
            active: category.id === requested,
            count: category.products.length,
          })),
        ]}
      />
      <Text tone="muted" size="sm" className="mt-4" role="status">
        {intl.formatMessage({ id: "products.count" }, { count: products.length })}
      </Text>
      <div className="mt-8 flex flex-col gap-14">
        {shown.map((category, index) => (
          <section key={category.id} aria-labelledby={`category-${category.id}`} data-category={category.id}>
            <div className="flex flex-col gap-2 desk:flex-row desk:items-end desk:justify-between">
              <div>
                <Heading id={`category-${category.id}`} size="section">
                  {category.name}
                </Heading>
                {category.description ? <Text tone="muted" className="mt-2 max-w-prose">{category.description}</Text> : null}
              </div>
              <Link href={localizedPath(locale, productListRoute(category.id))} tone="brand" className="shrink-0 text-sm font-medium">
                {intl.formatMessage({ id: "products.viewCategory" }, { category: category.name })}
              </Link>
            </div>
            <div className="mt-6">
              {category.products.length > 0 ? (
                <ProductGrid
                  locale={locale}
                  products={category.products}
                  priorityFirst={index === 0}
                  label={intl.formatMessage({ id: "products.categoryProducts" }, { category: category.name })}
                />
              ) : (
                <Text className="rounded-card border border-dashed border-line px-6 py-10 text-center">
                  {intl.formatMessage({ id: "products.empty" })}
                </Text>
              )}
            </div>
          </section>
        ))}
      </div>
    </PageFrame>
  );
}

export async function generateProductsMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  return pageMetadata(locale, "/products", getIntl(locale.intl).formatMessage({ id: "products.title" }));
}
