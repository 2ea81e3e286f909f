import type { Metadata } from "next";
import { sanitizeRichText } from "@repo/api-client/rich-text";
import { getFaqs } from "@repo/api-client/support";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@repo/ui/accordion";
import { cached, serverFetcher } from "../api";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import { type SiteLocale, localizedPath } from "../routing";
import { JsonLd } from "../screen-kit/json-ld";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame } from "../screen-kit/page-frame";
import { ContentRichText } from "../screen-kit/rich-text";
import { absoluteUrl, pageMetadata } from "../seo";
import { CategorySections } from "./support/category-sections";
import { HashDetails } from "./catalogue/hash-details";
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
      <CategorySections
        categories={categories}
        entries={(category) => category.faqs}
        path={path}
        anchor={categoryAnchor}
        texts={{
          nav: intl.formatMessage({ id: "faq.categories" }),
          none: intl.formatMessage({ id: "faq.none" }),
          empty: intl.formatMessage({ id: "faq.empty" }),
        }}
      >
        {(entries, category) => (
          // A topic's questions open one at a time; answers stay in the page while closed, for search engines and find-in-page.
          <Accordion>
            {entries.map((faq) => (
              <AccordionItem key={faq.id} name={categoryAnchor(category.id)} id={faqAnchor(faq.id)} className="scroll-mt-24">
                <AccordionTrigger>{faq.question}</AccordionTrigger>
                <AccordionContent className="flex flex-col gap-3">
                  <ContentRichText html={faq.answerHtml} />
                  <a href={`#${faqAnchor(faq.id)}`} className="self-start text-xs text-ink-muted underline-offset-4 hover:underline">
                    {intl.formatMessage({ id: "faq.link" })}
                  </a>
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </CategorySections>
      {/* `#faq-<id>` opens its question. */}
      <HashDetails />
    </PageFrame>
  );
}

export async function generateFaqMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  return pageMetadata(locale, ROUTE, getIntl(locale.intl).formatMessage({ id: "faq.title" }));
}
