import type { Metadata } from "next";
import { getSolutions } from "@repo/api-client/products";
import { Card, CardBody, CardDescription, CardLink, CardMedia, CardTitle } from "@repo/ui/card";
import { Grid } from "@repo/ui/grid";
import { Link } from "@repo/ui/link";
import { Tag } from "@repo/ui/tag";
import { Text } from "@repo/ui/text";
import { cached, serverFetcher } from "../api";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import { localizedPath } from "../routing";
import { ContentImage } from "../screen-kit/content-image";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame } from "../screen-kit/page-frame";
import { pageMetadata } from "../seo";
import { cardImageSizes } from "./catalogue/product-card";

/** `/solutions`: every solution as a card (image with its short explanation, title, description), three per row. */
export async function SolutionsScreen({ params }: { params: ScreenParams }) {
  const locale = await screenLocale(params);
  const intl = getIntl(locale.intl);
  const solutions = await loadOr404(getSolutions(serverFetcher(locale.code), {}, cached("solutions")));
  const title = intl.formatMessage({ id: "solutions.title" });
  return (
    <PageFrame
      locale={locale}
      title={title}
      breadcrumbs={[{ name: title, route: "/solutions" }]}
      untranslated={solutions.some((solution) => solution.untranslated)}
    >
      {solutions.length > 0 ? (
        <Grid asChild>
          <ul>
            {solutions.map((solution, index) => (
              <li key={solution.id} lang={solution.untranslated ? "en" : undefined}>
                <Card className="h-full">
                  <CardMedia className="relative">
                    <ContentImage
                      locale={locale}
                      src={solution.image}
                      alt={solution.imageAlt}
                      width={960}
                      height={720}
                      sizes={cardImageSizes}
                      priority={index === 0}
                    />
                    <Tag tone="inverse" className="absolute bottom-3 left-3">
                      {solution.shortName}
                    </Tag>
                  </CardMedia>
                  <CardBody>
                    <CardTitle asChild>
                      <h2>
                        <CardLink asChild>
                          <Link href={localizedPath(locale, solution.href)}>{solution.title}</Link>
                        </CardLink>
                      </h2>
                    </CardTitle>
                    <CardDescription>{solution.description}</CardDescription>
                  </CardBody>
                </Card>
              </li>
            ))}
          </ul>
        </Grid>
      ) : (
        <Text className="rounded-card border border-dashed border-line px-6 py-10 text-center">
          {intl.formatMessage({ id: "solutions.empty" })}
        </Text>
      )}
    </PageFrame>
  );
}

export async function generateSolutionsMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  return pageMetadata(locale, "/solutions", getIntl(locale.intl).formatMessage({ id: "solutions.title" }));
}
