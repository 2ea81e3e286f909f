import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { slugSchema } from "@repo/api-client/contract";
import { getSolutions, type SolutionView } from "@repo/api-client/products";
import { Heading } from "@repo/ui/heading";
import { Tag } from "@repo/ui/tag";
import { Text } from "@repo/ui/text";
import { cached, serverFetcher } from "../api";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import type { SiteLocale } from "../routing";
import { ContentImage } from "../screen-kit/content-image";
import { renderOnFirstVisit, screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame } from "../screen-kit/page-frame";
import { ContentRichText } from "../screen-kit/rich-text";
import { pageMetadata, shortDescription } from "../seo";
import { ProductGrid } from "./catalogue/product-card";

type Params = ScreenParams<{ id: string }>;

/** The solution of a request; a malformed or unknown id is the site's 404. */
async function loadSolution(locale: SiteLocale, id: string): Promise<SolutionView> {
  if (!slugSchema.safeParse(id).success) notFound();
  const [solution] = await loadOr404(getSolutions(serverFetcher(locale.code), { id }, cached("solutions")));
  if (!solution) notFound();
  return solution;
}

/** `/solutions/{id}`: the solution's picture and story, and the products it is built from. */
export async function SolutionDetailScreen({ params }: { params: Params }) {
  const locale = await screenLocale(params);
  const intl = getIntl(locale.intl);
  const solution = await loadSolution(locale, (await params).id);
  const solutionsTitle = intl.formatMessage({ id: "solutions.title" });
  const textLang = solution.untranslated ? "en" : undefined;
  return (
    <PageFrame
      locale={locale}
      title={solution.title}
      intro={<span lang={textLang}>{solution.description}</span>}
      breadcrumbs={[
        { name: solutionsTitle, route: "/solutions" },
        { name: solution.title, route: solution.href },
      ]}
      untranslated={solution.untranslated || solution.products.some((product) => product.untranslated)}
    >
      <div className="grid gap-8 desk:grid-cols-[2fr_3fr] desk:gap-12">
        <figure className="relative self-start overflow-hidden rounded-card">
          <ContentImage
            locale={locale}
            src={solution.image}
            alt={solution.imageAlt}
            width={960}
            height={720}
            sizes="(min-width: 950px) 400px, 100vw"
            priority
          />
          <Tag tone="inverse" className="absolute bottom-3 left-3">
            {solution.shortName}
          </Tag>
        </figure>
        <section aria-labelledby="solution-details" lang={textLang}>
          <Heading id="solution-details" size="section">
            {intl.formatMessage({ id: "solutions.details" })}
          </Heading>
          <ContentRichText html={solution.bodyHtml} className="mt-4" />
        </section>
      </div>
      <section aria-labelledby="solution-products" className="mt-14">
        <Heading id="solution-products" size="section">
          {intl.formatMessage({ id: "solutions.products" })}
        </Heading>
        <div className="mt-4">
          {solution.products.length > 0 ? (
            <ProductGrid locale={locale} products={solution.products} />
          ) : (
            <Text className="rounded-card border border-dashed border-line px-6 py-10 text-center">
              {intl.formatMessage({ id: "solutions.noProducts" })}
            </Text>
          )}
        </div>
      </section>
    </PageFrame>
  );
}

export async function generateSolutionDetailMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await screenLocale(params);
  const solution = await loadSolution(locale, (await params).id);
  return pageMetadata(locale, solution.href, {
    writtenIn: async (target) => !(await loadSolution(target, (await params).id)).untranslated,
    editions: solution.editions,
    title: solution.title,
    description: shortDescription(solution.description),
    image: solution.image,
  });
}

export const generateSolutionDetailParams = renderOnFirstVisit;
