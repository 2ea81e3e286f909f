import type { IntlShape } from "@formatjs/intl";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { contentSets, type Claims } from "@repo/locales/content-sets";
import { edition } from "../edition";
import { getIntl } from "../intl";
import { findLocale } from "../routing";
import { homeStructuredData, jsonLd, pageMetadata } from "../seo";

/**
 * The brand claims of SPEC §1 in the visitor's language: the figures come
 * from the edition's content set, the sentences from the catalogs.
 */
function claimTexts(intl: IntlShape<string>, claims: Claims): string[] {
  const own =
    claims.kind === "company"
      ? [
          intl.formatMessage({ id: "home.claims.founded" }, { year: claims.founded }),
          intl.formatMessage({ id: "home.claims.experience" }, { years: claims.years }),
          intl.formatMessage({ id: "home.claims.clients" }, { countries: claims.countries }),
          intl.formatMessage({ id: "home.claims.oneStop" }),
        ]
      : [
          intl.formatMessage({ id: "home.claims.parentFounded" }, { year: claims.founded }),
          intl.formatMessage({ id: "home.claims.parentExperience" }, { years: claims.years }),
          intl.formatMessage({ id: "home.claims.countries" }, { countries: claims.countries }),
          intl.formatMessage({ id: "home.claims.systemSets" }, { sets: claims.systemSets }),
        ];
  return [
    ...own,
    intl.formatMessage({ id: "home.claims.rdStaff" }, { share: claims.rdStaffShare }),
    intl.formatMessage({ id: "home.claims.labs" }, { labs: claims.labs }),
    intl.formatMessage({ id: "home.claims.patents" }, { patents: claims.patents }),
    ...(claims.certifications.includes("ISO9001") ? [intl.formatMessage({ id: "home.claims.iso" })] : []),
  ];
}

/** The home route: the edition's brand and claims. Its other sections arrive with the home-page content endpoint. */
export async function HomeScreen({ params }: { params: Promise<{ locale: string }> }) {
  const locale = findLocale((await params).locale);
  if (!locale) notFound();
  const intl = getIntl(locale.intl);
  const claims = claimTexts(intl, contentSets[edition.contentSet].claims);
  return (
    <main id="main" className="mx-auto max-w-content px-4 py-16">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(homeStructuredData(locale)) }} />
      <h1 className="text-4xl font-bold">
        {edition.brand.name} <span className="text-ink-muted">{edition.region}</span>
      </h1>
      <section aria-labelledby="home-claims" className="mt-12">
        <h2 id="home-claims" className="text-2xl font-semibold">
          {intl.formatMessage({ id: "home.claims.title" }, { brand: edition.brand.name })}
        </h2>
        <ul className="mt-6 grid gap-4 desk:grid-cols-2">
          {claims.map((claim) => (
            <li key={claim} className="border-l-4 border-brand bg-surface-muted px-4 py-3">
              {claim}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

/** The home page's title is the brand alone; the rest comes from the SEO list's `/` entry. */
export async function generateHomeMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = findLocale((await params).locale);
  if (!locale) return {};
  return pageMetadata(locale, "/");
}
