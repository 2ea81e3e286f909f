import type * as React from "react";
import { Container } from "@repo/ui/container";
import { Heading } from "@repo/ui/heading";
import { MainContent } from "@repo/ui/landmarks";
import { Link } from "@repo/ui/link";
import { getIntl } from "../intl";
import { localizedPath, type SiteLocale } from "../routing";
import { absoluteUrl } from "../seo";
import { JsonLd } from "./json-ld";

export interface Crumb {
  /** Shown text. */
  name: string;
  /** The route inside the locale (`/about/news`); the last crumb is the page itself. */
  route: string;
}

interface PageFrameProps {
  locale: SiteLocale;
  /** The page's one `h1`. */
  title: string;
  /** A line under the title. */
  intro?: React.ReactNode;
  /** From the home page down to this page, the page last. */
  breadcrumbs: readonly Crumb[];
  /** True when any content shown fell back to english: the page says so in the visitor's language. */
  untranslated?: boolean;
  /** Rendered above the breadcrumbs, full width (a hero image). */
  banner?: React.ReactNode;
  children: React.ReactNode;
}

/** `BreadcrumbList` structured data for the trail, with absolute URLs. */
export function breadcrumbStructuredData(locale: SiteLocale, breadcrumbs: readonly Crumb[]): object {
  const intl = getIntl(locale.intl);
  const trail = [{ name: intl.formatMessage({ id: "layout.home" }), route: "/" }, ...breadcrumbs];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(locale, crumb.route),
    })),
  };
}

/**
 * The frame of every content screen: the `main` landmark the skip link
 * targets, a breadcrumb trail (with its structured data), the title, and the
 * notice that content fell back to english.
 */
export function PageFrame({ locale, title, intro, breadcrumbs, untranslated = false, banner, children }: PageFrameProps) {
  const intl = getIntl(locale.intl);
  const trail = [{ name: intl.formatMessage({ id: "layout.home" }), route: "/" }, ...breadcrumbs];
  return (
    <MainContent className="pb-16">
      <JsonLd data={breadcrumbStructuredData(locale, breadcrumbs)} />
      {banner}
      <Container>
        <nav aria-label={intl.formatMessage({ id: "layout.breadcrumbs" })} className="pt-6 text-sm text-ink-muted">
          <ol className="flex flex-wrap gap-x-2">
            {trail.map((crumb, index) => {
              const last = index === trail.length - 1;
              return (
                <li key={crumb.route} className="flex gap-x-2">
                  {last ? (
                    <span aria-current="page">{crumb.name}</span>
                  ) : (
                    <>
                      <Link href={localizedPath(locale, crumb.route)} tone="muted">
                        {crumb.name}
                      </Link>
                      <span aria-hidden="true">/</span>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <Heading asChild size="display" className="mt-4">
          <h1>{title}</h1>
        </Heading>
        {intro ? <div className="mt-3 max-w-prose text-ink-muted">{intro}</div> : null}
        {untranslated && locale.code !== "english" ? (
          <p role="note" lang={locale.intl} className="mt-4 rounded-card border border-line bg-surface-muted px-4 py-2 text-sm">
            {intl.formatMessage({ id: "layout.untranslated" })}
          </p>
        ) : null}
        <div className="mt-8">{children}</div>
      </Container>
    </MainContent>
  );
}
