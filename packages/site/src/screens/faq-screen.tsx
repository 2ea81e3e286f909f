import type { Metadata } from "next";
import { sanitizeRichText } from "@repo/api-client/rich-text";
import { getFaqs } from "@repo/api-client/support";
import { AccordionContent, AccordionItem, AccordionTrigger } from "@repo/ui/accordion";
import { Heading } from "@repo/ui/heading";
import { Link } from "@repo/ui/link";
import { cached, serverFetcher } from "../api";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import { type SiteLocale, localizedPath } from "../routing";
import { JsonLd } from "../screen-kit/json-ld";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame } from "../screen-kit/page-frame";
import { ContentRichText } from "../screen-kit/rich-text";
import { absoluteUrl, pageMetadata } from "../seo";
import { FaqAccordion } from "./support/faq-accordion";
import { faqAnchor } from "./support/faq-anchor";
import { plainText } from "./support/plain-text";

const ROUTE = "/support/faq";

const categoryAnchor = (id: string) => `faq-topic-${id}`;

/** `FAQPage` structured data: every question with its answer as text. */
function faqStructuredData(locale: SiteLocale, faqs: { id: string; question: string; answerHtml: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: absoluteUrl(locale, ROUTE),
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      "@id": `${absoluteUrl(locale, ROUTE)}#${faqAnchor(faq.id)}`,
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: plainText(sanitizeRichText(faq.answerHtml)) },
    })),
  };
}

/** The FAQ route (SPEC §2): topics, each an accordion of questions; `#faq-<id>` opens one. */
export async function FaqScreen({ params }: { params: ScreenParams }) {
  const locale = await screenLocale(params);
  const intl = getIntl(locale.intl);
  const categories = await loadOr404(getFaqs(serverFetcher(locale.code), {}, cached("faq")));
  const faqs = categories.flatMap((category) => category.faqs);
  const title = intl.formatMessage({ id: "faq.title" });
  const path = localizedPath(locale, ROUTE);

  return (
    <PageFrame
      locale={locale}
      title={title}
      intro={intl.formatMessage({ id: "faq.intro" })}
      breadcrumbs={[{ name: title, route: ROUTE }]}
      untranslated={faqs.some((faq) => faq.untranslated)}
    >
      {faqs.length > 0 ? <JsonLd data={faqStructuredData(locale, faqs)} /> : null}
      {categories.length === 0 ? (
        <p className="rounded-card border border-dashed border-line px-6 py-10 text-center">{intl.formatMessage({ id: "faq.none" })}</p>
      ) : (
        <div className="grid gap-10 desk:grid-cols-[14rem_1fr]">
          <nav aria-label={intl.formatMessage({ id: "faq.categories" })} className="desk:sticky desk:top-24 desk:self-start">
            <ul className="flex flex-wrap gap-2 desk:flex-col desk:gap-1">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link href={`${path}#${categoryAnchor(category.id)}`} tone="brand">
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-10">
            {categories.map((category) => (
              <section key={category.id} id={categoryAnchor(category.id)} aria-labelledby={`${categoryAnchor(category.id)}-title`} className="scroll-mt-24">
                <Heading asChild size="section">
                  <h2 id={`${categoryAnchor(category.id)}-title`}>{category.name}</h2>
                </Heading>
                {category.faqs.length === 0 ? (
                  <p className="mt-4 text-ink-muted">{intl.formatMessage({ id: "faq.empty" })}</p>
                ) : (
                  <FaqAccordion ids={category.faqs.map((faq) => faq.id)}>
                    {category.faqs.map((faq) => (
                      <AccordionItem key={faq.id} value={faq.id} id={faqAnchor(faq.id)} className="scroll-mt-24">
                        <AccordionTrigger>{faq.question}</AccordionTrigger>
                        <AccordionContent forceMount className="flex flex-col gap-3">
                          <ContentRichText html={faq.answerHtml} />
                          <a href={`#${faqAnchor(faq.id)}`} className="self-start text-xs text-ink-muted underline-offset-4 hover:underline">
                            {intl.formatMessage({ id: "faq.link" })}
                          </a>
                        </AccordionContent>
                      </AccordionItem>
                    ))}
                  </FaqAccordion>
                )}
              </section>
            ))}
          </div>
        </div>
      )}
    </PageFrame>
  );
}

export async function generateFaqMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  return pageMetadata(locale, ROUTE, getIntl(locale.intl).formatMessage({ id: "faq.title" }));
}
