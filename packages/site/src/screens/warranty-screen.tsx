import type { Metadata } from "next";
import { FileText } from "lucide";
import { Icon } from "@repo/ui/icon";
import { getWarranties } from "@repo/api-client/support";
import { Heading } from "@repo/ui/heading";
import { cached, serverFetcher } from "../api";
import { edition } from "../edition";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import { localizedPath } from "../routing";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame } from "../screen-kit/page-frame";
import { ContentRichText } from "../screen-kit/rich-text";
import { pageMetadata } from "../seo";
import { CategorySections } from "./support/category-sections";
import { SerialEntry } from "./support/serial-entry";
import { SERIAL_EXAMPLE } from "./support/serial-number";

const ROUTE = "/support/warranty";

const categoryAnchor = (id: string) => `warranty-${id}`;

/**
 * The warranty route (SPEC §2): the data-stick serial number entry, which
 * opens the system's page on the edition's monitoring platform, then the
 * warranty terms by category. An edition without a monitoring platform shows
 * the terms alone.
 */
export async function WarrantyScreen({ params }: { params: ScreenParams }) {
  const locale = await screenLocale(params);
  const intl = getIntl(locale.intl);
  const categories = await loadOr404(getWarranties(serverFetcher(locale.code), {}, cached("warranty")));
  const entries = categories.flatMap((category) => category.warranties);
  const title = intl.formatMessage({ id: "warranty.title" });
  const path = localizedPath(locale, ROUTE);
  const example = { example: SERIAL_EXAMPLE };

  return (
    <PageFrame
      locale={locale}
      title={title}
      intro={intl.formatMessage({ id: "warranty.intro" })}
      breadcrumbs={[{ name: title, route: ROUTE }]}
      untranslated={entries.some((entry) => entry.untranslated)}
    >
      {edition.monitoringUrl ? (
        <section id="serial" aria-labelledby="serial-title" className="mb-12 rounded-card border border-line bg-surface-muted p-6">
          <Heading asChild size="section">
            <h2 id="serial-title">{intl.formatMessage({ id: "warranty.serial.title" })}</h2>
          </Heading>
          <p className="mt-2 mb-6 max-w-prose text-sm text-ink-muted">{intl.formatMessage({ id: "warranty.serial.intro" })}</p>
          <SerialEntry
            platformUrl={edition.monitoringUrl}
            texts={{
              label: intl.formatMessage({ id: "warranty.serial.label" }),
              hint: intl.formatMessage({ id: "warranty.serial.hint" }, example),
              submit: intl.formatMessage({ id: "warranty.serial.submit" }),
              scan: intl.formatMessage({ id: "warranty.serial.scan" }),
              scanTitle: intl.formatMessage({ id: "warranty.serial.scanTitle" }),
              scanHelp: intl.formatMessage({ id: "warranty.serial.scanHelp" }),
              close: intl.formatMessage({ id: "warranty.serial.close" }),
              errors: {
                required: intl.formatMessage({ id: "warranty.serial.errors.required" }),
                format: intl.formatMessage({ id: "warranty.serial.errors.format" }, example),
                camera: intl.formatMessage({ id: "warranty.serial.errors.camera" }),
                scan: intl.formatMessage({ id: "warranty.serial.errors.scan" }),
              },
            }}
          />
          <noscript>
            <p className="mt-4 text-sm">
              {intl.formatMessage({ id: "warranty.serial.noScript" })}{" "}
              <a href={edition.monitoringUrl} rel="noopener" className="text-brand-emphasis underline">
                {intl.formatMessage({ id: "warranty.serial.platform" })}
              </a>
            </p>
          </noscript>
        </section>
      ) : null}
      <CategorySections
        categories={categories}
        entries={(category) => category.warranties}
        path={path}
        anchor={categoryAnchor}
        texts={{
          nav: intl.formatMessage({ id: "warranty.categories" }),
          none: intl.formatMessage({ id: "warranty.none" }),
          empty: intl.formatMessage({ id: "warranty.empty" }),
        }}
        gap="lg"
      >
        {(entries, category) => (
          <div className="mt-4 flex flex-col gap-8">
            {entries.map((entry) => (
              <article key={entry.id} id={`${categoryAnchor(category.id)}-${entry.id}`} lang={entry.untranslated && locale.code !== "english" ? "en" : undefined}>
                <Heading asChild size="subsection">
                  <h3>{entry.title}</h3>
                </Heading>
                <ContentRichText html={entry.bodyHtml} className="mt-2" />
                {entry.termsUrl ? (
                  <a href={entry.termsUrl} className="mt-3 inline-flex items-center gap-2 text-sm text-brand-emphasis underline-offset-4 hover:underline">
                    <Icon icon={FileText} aria-hidden className="size-4" />
                    {intl.formatMessage({ id: "warranty.terms" }, { title: entry.title })}
                  </a>
                ) : null}
              </article>
            ))}
          </div>
        )}
      </CategorySections>
    </PageFrame>
  );
}

export async function generateWarrantyMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  return pageMetadata(locale, ROUTE, getIntl(locale.intl).formatMessage({ id: "warranty.title" }));
}
