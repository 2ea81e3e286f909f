import { ViewTransition, type CSSProperties, type ReactNode } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SkipLink } from "@repo/ui/landmarks";
import { Footer, footerId } from "../chrome/footer";
import { Header } from "../chrome/header";
import { HeaderStateProvider } from "../chrome/header-state";
import { consentRequiredFor } from "../chrome/analytics";
import { AnalyticsLoader } from "../chrome/analytics-loader";
import { ChunkReloadWatch } from "../chrome/chunk-reload-watch";
import { ErrorTextsProvider } from "../chrome/error-texts";
import { NOT_FOUND_REDIRECT_SECONDS, type NotFoundTexts } from "../chrome/not-found";
import { localizeMenu } from "../chrome/menu";
import { NavigationProvider, OfflineNotice } from "../chrome/navigation";
import { SiteLinkProvider } from "../chrome/router-link";
import { loadNavigation } from "../api";
import { edition, editionSettings, otherEditions, siteTitle } from "../edition";
import { burmeseFacesKey, burmeseFacesSheet, loadBurmeseFacesEarly } from "../burmese-fonts";
import { notoSans, notoSansExtended } from "../fonts";
import { getIntl } from "../intl";
import { findLocale, localizedPath } from "../routing";
import { sharingImage } from "../seo";
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

/** Made per request, not at build: the public origin is a setting of the server (`SITE_URL_<ID>`). */
export function generateMetadata(): Metadata {
  const image = sharingImage();
  return {
    title: siteTitle,
    // Each edition's icon is a brand asset in its own `public/`, so the apps
    // differ only in config and assets, never in route files.
    icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }] },
    // What pages without metadata of their own (the 404 page) share: the edition's image on its public
    // origin. Next would name the address this server answers on, as the root's image file has no origin.
    openGraph: { images: [image] },
    twitter: { card: "summary_large_image", images: [image.url] },
  };
}

/**
 * An edition overrides token values, never names: its accents replace the
 * brand colours for everything styled with them.
 */
const themeStyle = {
  ...(edition.theme.accent ? { "--color-brand": edition.theme.accent } : {}),
  ...(edition.theme.accentEmphasis ? { "--color-brand-emphasis": edition.theme.accentEmphasis } : {}),
} as CSSProperties;

/** Whether visitors of this edition are asked before analytics loads. */
const asksConsent = consentRequiredFor(edition.contentSet) && edition.analyticsIds.length > 0;

/** The 404 view's lines in the page's language: the page carries its own language's, not all three. */
function notFoundTexts(intl: ReturnType<typeof getIntl>): NotFoundTexts {
  return {
    message: intl.formatMessage({ id: "notFound.text" }),
    home: intl.formatMessage({ id: "notFound.home" }),
    countdown: Array.from({ length: NOT_FOUND_REDIRECT_SECONDS }, (_, index) =>
      intl.formatMessage({ id: "notFound.redirect" }, { seconds: NOT_FOUND_REDIRECT_SECONDS - index }),
    ),
  };
}

function consentTexts(intl: ReturnType<typeof getIntl>) {
  return {
    title: intl.formatMessage({ id: "consent.title" }),
    text: intl.formatMessage({ id: "consent.text" }),
    accept: intl.formatMessage({ id: "consent.accept" }),
    decline: intl.formatMessage({ id: "consent.decline" }),
  };
}

/** The root layout of every edition: `<html lang>` per locale, header, content, footer. */
export async function LocaleLayout({ children, params }: { children: ReactNode; params: Params }) {
  const locale = findLocale((await params).locale);
  if (!locale) notFound();
  const intl = getIntl(locale.intl);
  // One menu for header and footer, in this language's URLs; the edition's settings and the other editions, read at run time.
  const [navigation, settings, sites] = await Promise.all([loadNavigation(locale.code), editionSettings(locale.code), otherEditions()]);
  const menu = localizeMenu(navigation, locale);
  return (
    <html lang={locale.intl} style={themeStyle} className={`${notoSans.variable} ${notoSansExtended.variable}`}>
      <body className="flex min-h-dvh flex-col bg-surface font-sans text-ink antialiased">
        {/* Burmese pages paint whole and in their face from the first frame (burmese-fonts.ts); no other page carries it. The style and the link are hoisted into <head>. */}
        {locale.code === "burmese" && (
          <>
            <style href={burmeseFacesKey} precedence="fonts">
              {burmeseFacesSheet}
            </style>
            <link rel="expect" href={`#${footerId}`} blocking="render" />
            <script dangerouslySetInnerHTML={{ __html: loadBurmeseFacesEarly(notoSans.style.fontFamily) }} />
          </>
        )}
        <SkipLink>{intl.formatMessage({ id: "layout.skipToContent" })}</SkipLink>
        <NavigationProvider label={intl.formatMessage({ id: "layout.loading" })}>
          <SiteLinkProvider>
            <HeaderStateProvider>
              <Header locale={locale} menu={menu} sites={sites} />
              <ErrorTextsProvider
                texts={{
                  text: intl.formatMessage({ id: "error.text" }),
                  retry: intl.formatMessage({ id: "error.retry" }),
                  home: intl.formatMessage({ id: "error.home" }),
                  homeHref: localizedPath(locale, "/"),
                  notFound: notFoundTexts(intl),
                }}
              >
                {/* The page fades out and the next one in when the next one is ready (styles.css); header and footer stay. */}
                <ViewTransition default="site-page">
                  <div className="flex-1">{children}</div>
                </ViewTransition>
              </ErrorTextsProvider>
              <Footer locale={locale} menu={menu} settings={settings} consentSettings={asksConsent} />
            </HeaderStateProvider>
          </SiteLinkProvider>
          <OfflineNotice text={intl.formatMessage({ id: "layout.offline" })} />
          <ChunkReloadWatch />
          {/* Editions serving the EU load analytics only once the visitor has granted it. */}
          <AnalyticsLoader
            ids={edition.analyticsIds}
            consentRequired={consentRequiredFor(edition.contentSet)}
            texts={asksConsent ? consentTexts(intl) : undefined}
          />
        </NavigationProvider>
      </body>
    </html>
  );
}
