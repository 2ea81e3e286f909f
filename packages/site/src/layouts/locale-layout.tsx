import type * as React from "react";
import { type Metadata } from "next";
import { notFound } from "next/navigation";
import { Header } from "../chrome/header";
import { edition, siteTitle } from "../edition";
import { getIntl } from "../intl";
import { findLocale } from "../routing";
import "../styles.css";

type Params = Promise<{ locale: string }>;

/**
 * No locale is rendered at build time: each page renders on its first visit
 * and is then served from the cache and revalidated, so a build never needs
 * the content API to be up.
 */
export function generateStaticParams(): { locale: string }[] {
  return [];
}

export const metadata: Metadata = {
  title: siteTitle,
  // Each edition's icon is a brand asset in its own `public/`, so the apps
  // differ only in config and assets, never in route files.
  icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }] },
};

/**
 * An edition overrides token values, never names: its accents replace the
 * brand colours for everything styled with them.
 */
const themeStyle = {
  ...(edition.theme.accent ? { "--color-brand": edition.theme.accent } : {}),
  ...(edition.theme.accentEmphasis ? { "--color-brand-emphasis": edition.theme.accentEmphasis } : {}),
} as React.CSSProperties;

/** The root layout of every edition: `<html lang>` per locale, header, content. */
export async function LocaleLayout({ children, params }: { children: React.ReactNode; params: Params }) {
  const locale = findLocale((await params).locale);
  if (!locale) notFound();
  const intl = getIntl(locale.intl);
  return (
    <html lang={locale.intl} style={themeStyle}>
      <body className="min-h-dvh bg-surface font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-surface focus:p-2"
        >
          {intl.formatMessage({ id: "layout.skipToContent" })}
        </a>
        <Header locale={locale} />
        {children}
      </body>
    </html>
  );
}
