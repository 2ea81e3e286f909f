import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MAX_PAGE_SIZE, slugSchema } from "@repo/api-client/contract";
import { searchDocuments } from "@repo/api-client/downloads";
import { fileUrl } from "@repo/api-client/files";
import { getProduct, getProductVideos, type ProductView } from "@repo/api-client/products";
import { Heading } from "@repo/ui/heading";
import { Link } from "@repo/ui/link";
import { Tag } from "@repo/ui/tag";
import { Text } from "@repo/ui/text";
import { Download } from "lucide";
import { Icon } from "@repo/ui/icon";
import { cached, serverFetcher } from "../api";
import { edition, onSite, otherEditions } from "../edition";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import { localizedPath, routing, type SiteLocale } from "../routing";
import { OnlyInEnglish } from "../screen-kit/fallback-notice";
import { JsonLd } from "../screen-kit/json-ld";
import { renderOnFirstVisit, screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame } from "../screen-kit/page-frame";
import { ContentRichText } from "../screen-kit/rich-text";
import { absoluteUrl, pageMetadata, shortDescription } from "../seo";
import {
  documentLanguageMessages,
  documentTypeMessages,
  documentTypeOf,
  downloadsRoute,
  formatFileSize,
  formatSpec,
  keyFigures,
  productListRoute,
  withoutSpecificationTables,
} from "./catalogue/format";
import { ProductGrid } from "./catalogue/product-card";
import { ProductGallery } from "./catalogue/product-gallery";
import { ProductVideos } from "./catalogue/product-videos";
import { productStructuredData } from "./catalogue/structured-data";

type Params = ScreenParams<{ id: string }>;

/**
 * On a product this edition does not sell (its file's `notSoldIn`): says so,
 * with a link to the same page on the global site. The page stays, so a
 * visitor following an old link learns where the product went.
 */
async function NotSoldHere({ locale, route }: { locale: SiteLocale; route: string }) {
  const intl = getIntl(locale.intl);
  // The global edition (the one of no one region) as the content API lists it now.
  const global = (await otherEditions().catch(() => [])).find((site) => site.region === null);
  const path = localizedPath(global?.languages.includes(locale.code) ? locale : routing.locales[0], route);
  return (
    <p role="note" data-slot="not-sold-here" className="rounded-card border border-line bg-surface-muted px-4 py-3">
      {intl.formatMessage({ id: "products.notSoldHere" }, { region: edition.region })}
      {global ? (
        <>
          {" "}
          <Link href={`${global.url.replace(/\/$/, "")}${path}`}>{intl.formatMessage({ id: "products.notSoldHere.global" })}</Link>
        </>
      ) : null}
    </p>
  );
}

/** The product of a request; a malformed or unknown id is the site's 404. */
async function loadProduct(locale: SiteLocale, id: string): Promise<ProductView> {
  if (!slugSchema.safeParse(id).success) notFound();
  return loadOr404(getProduct(serverFetcher(locale.code), { id }, cached("products")));
}

/**
 * `/products/{id}`: the product's gallery, key figures, description,
 * specification table (numbers in the visitor's locale, with units), its
 * documents (each a way into the downloads page, narrowed to its series),
 * its videos and related products, with `Product` structured data.
 */
export async function ProductDetailScreen({ params }: { params: Params }) {
  const locale = await screenLocale(params);
  const { id } = await params;
  const intl = getIntl(locale.intl);
  const product = await loadProduct(locale, id);
  const fetcher = serverFetcher(locale.code);
  const [videoGroups, seriesDocuments] = await Promise.all([
    loadOr404(getProductVideos(fetcher, { category: product.category }, cached("videos"))),
    loadOr404(
      searchDocuments(fetcher, { category: product.category, series: product.series, pageSize: MAX_PAGE_SIZE }, cached("documents")),
    ),
  ]);
  // The product record lists its documents without their language; the series' documents carry it.
  const documentLanguages = new Map(seriesDocuments.items.map((document) => [document.id, document.documentLanguage]));
  const documents = product.documents
    .map((document) => ({ ...document, language: documentLanguages.get(document.id) }))
    .sort((a, b) => Number(b.language === locale.code) - Number(a.language === locale.code));
  const videos = videoGroups.flatMap((group) => group.videos).filter((video) => video.productHref === product.href);
  // Each figure once: the key figures beside the pictures, the other specifications in the table below.
  const figures = keyFigures(product.specs);
  const otherSpecs = product.specs.filter((spec) => !figures.includes(spec));
  const descriptionHtml = withoutSpecificationTables(
    product.descriptionHtml,
    product.specs.map((spec) => spec.name),
  );
  const route = product.href;
  const productsTitle = intl.formatMessage({ id: "products.title" });
  const textLang = product.untranslated ? "en" : undefined;

  return (
    <PageFrame
      locale={locale}
      title={product.name}
      breadcrumbs={[
        { name: productsTitle, route: "/products" },
        { name: product.categoryName, route: productListRoute(product.category) },
        { name: product.name, route },
      ]}
      untranslated={product.untranslated || product.related.some((related) => related.untranslated) || videos.some((video) => video.untranslated)}
    >
      <JsonLd
        data={productStructuredData(product, {
          url: absoluteUrl(locale, route),
          images: product.images.map((image) => onSite(fileUrl(image))),
          brand: edition.brand.name,
          language: product.untranslated ? "en" : locale.intl,
        })}
      />
      <div className="grid gap-8 desk:grid-cols-2 desk:gap-12">
        <ProductGallery images={product.images} alt={product.imageAlt} locale={locale} />
        <div className="flex flex-col gap-5" lang={textLang}>
          <div className="flex flex-wrap gap-2">
            <Link href={localizedPath(locale, productListRoute(product.category))} tone="inherit" className="no-underline">
              <Tag>{product.categoryName}</Tag>
            </Link>
            <Link href={localizedPath(locale, productListRoute(product.category, product.series))} tone="inherit">
              <Tag tone="neutral">{product.series}</Tag>
            </Link>
            <OnlyInEnglish locale={locale} untranslated={product.untranslated} />
          </div>
          <Text size="lg">{product.summary}</Text>
          {product.soldHere ? null : <NotSoldHere locale={locale} route={route} />}
          {figures.length > 0 ? (
            <section aria-labelledby="product-key-figures">
              <Heading id="product-key-figures" size="subsection">
                {intl.formatMessage({ id: "products.keyFigures" })}
              </Heading>
              <dl className="mt-3 grid grid-cols-2 gap-3">
                {figures.map((spec) => (
                  <div key={spec.key} className="flex flex-col-reverse rounded-card bg-surface-muted px-4 py-3">
                    <dt className="text-sm text-ink-muted">{spec.name}</dt>
                    <dd className="text-2xl font-semibold">{formatSpec(intl, spec)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="product-overview" className="mt-14" lang={textLang}>
        <Heading id="product-overview" size="section">
          {intl.formatMessage({ id: "products.features" })}
        </Heading>
        <ContentRichText html={descriptionHtml} className="mt-4" />
      </section>

      {otherSpecs.length > 0 ? (
        <section aria-labelledby="product-specifications" className="mt-14">
          <Heading id="product-specifications" size="section">
            {intl.formatMessage({ id: "products.specifications" })}
          </Heading>
          <div className="mt-4 overflow-x-auto">
            <table aria-labelledby="product-specifications" className="w-full border-collapse text-left text-sm" lang={textLang}>
              <thead>
                <tr className="border-b-2 border-line">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {intl.formatMessage({ id: "products.specs.name" })}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {intl.formatMessage({ id: "products.specs.value" })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {otherSpecs.map((spec) => (
                  <tr key={spec.key} className="border-b border-line" data-spec={spec.key}>
                    <th scope="row" className="py-2 pr-4 font-normal text-ink-muted">
                      {spec.name}
                    </th>
                    <td className="py-2 font-medium">{formatSpec(intl, spec)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="product-documents" className="mt-14">
        <Heading id="product-documents" size="section">
          {intl.formatMessage({ id: "products.documents" })}
        </Heading>
        {documents.length > 0 ? (
          <ul className="mt-4 divide-y divide-line border-y border-line">
            {documents.map((document) => {
              const type = documentTypeOf(document.type);
              return (
              <li key={document.id} className="flex items-center gap-4 py-3">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <Link
                    href={localizedPath(locale, downloadsRoute(product, type))}
                    tone="brand"
                    className="font-medium"
                  >
                    {document.title}
                  </Link>
                  <span className="flex flex-wrap gap-x-3 text-sm text-ink-muted">
                    {type ? <span>{intl.formatMessage({ id: documentTypeMessages[type] })}</span> : null}
                    {document.language ? (
                      <span>{intl.formatMessage({ id: documentLanguageMessages[document.language] })}</span>
                    ) : null}
                    <span>{formatFileSize(intl, document.fileSize)}</span>
                    <span>{intl.formatMessage({ id: "products.documents.revision" }, { revision: document.revision })}</span>
                  </span>
                </div>
                <a
                  href={document.url}
                  download
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-line text-brand-emphasis hover:border-brand-emphasis"
                >
                  <Icon icon={Download} aria-hidden className="size-5" />
                  <span className="sr-only">{intl.formatMessage({ id: "downloads.download" }, { file: document.title })}</span>
                </a>
              </li>
              );
            })}
          </ul>
        ) : (
          <Text className="mt-4">{intl.formatMessage({ id: "products.documents.empty" })}</Text>
        )}
        <Link href={localizedPath(locale, downloadsRoute(product))} tone="brand" className="mt-4 inline-block text-sm font-medium">
          {intl.formatMessage({ id: "products.documents.all" }, { series: product.series })}
        </Link>
      </section>

      {videos.length > 0 ? (
        <section aria-labelledby="product-videos" className="mt-14">
          <Heading id="product-videos" size="section">
            {intl.formatMessage({ id: "products.videos" })}
          </Heading>
          <div className="mt-4">
            <ProductVideos videos={videos} intl={intl} />
          </div>
        </section>
      ) : null}

      {product.related.length > 0 ? (
        <section aria-labelledby="product-related" className="mt-14">
          <Heading id="product-related" size="section">
            {intl.formatMessage({ id: "products.related" })}
          </Heading>
          <div className="mt-4">
            <ProductGrid locale={locale} products={product.related} />
          </div>
        </section>
      ) : null}
    </PageFrame>
  );
}

export async function generateProductDetailMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await screenLocale(params);
  const product = await loadProduct(locale, (await params).id);
  return pageMetadata(locale, product.href, {
    writtenIn: async (target) => !(await loadProduct(target, (await params).id)).untranslated,
    editions: product.editions,
    title: product.name,
    description: shortDescription(product.summary),
    image: product.image,
  });
}

export const generateProductDetailParams = renderOnFirstVisit;
