import type { Metadata } from "next";
import { getCompanyVideos } from "@repo/api-client/products";
import { Heading } from "@repo/ui/heading";
import { HoverZoom } from "@repo/ui/hover-zoom";
import { Text } from "@repo/ui/text";
import { VideoCard } from "@repo/ui/video-card";
import { cached, serverFetcher } from "../api";
import { edition, editionSettings, siteUrl } from "../edition";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import { ContentImage } from "../screen-kit/content-image";
import { JsonLd } from "../screen-kit/json-ld";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame } from "../screen-kit/page-frame";
import { pageMetadata } from "../seo";
import { ClaimList } from "./home/section";
import { videoStructuredData } from "./home/video-structured-data";

const ROUTE = "/about/company";

/** At most this many company videos; the videos page lists them all. */
const COMPANY_VIDEOS = 6;

/**
 * Company information: the edition's introduction and application blocks
 * (title, text, picture zooming on hover), its brand claims, and the company
 * videos from the content API as light embeds.
 */
export async function CompanyScreen({ params }: { params: ScreenParams }) {
  const locale = await screenLocale(params);
  const intl = getIntl(locale.intl);
  const [settings, videos] = await Promise.all([
    editionSettings(locale.code),
    loadOr404(getCompanyVideos(serverFetcher(locale.code), { pageSize: COMPANY_VIDEOS }, cached("videos"))),
  ]);
  const title = intl.formatMessage({ id: "company.title" });

  return (
    <PageFrame
      locale={locale}
      title={title}
      breadcrumbs={[{ name: title, route: ROUTE }]}
      untranslated={videos.items.some((video) => video.untranslated)}
    >
      <section aria-labelledby="company-intro" className="flex flex-col gap-4">
        <Heading id="company-intro" size="section">
          {intl.formatMessage({ id: "company.intro" })}
        </Heading>
        <div className="flex max-w-prose flex-col gap-4">
          {/* A fixed list, so its place keys it: a paragraph as its own key would be written into the page data twice. */}
          {settings.about.map((paragraph, index) => (
            <Text key={index}>{paragraph}</Text>
          ))}
        </div>
      </section>

      <section aria-labelledby="company-applications" className="mt-14 flex flex-col gap-8">
        <Heading id="company-applications" size="section">
          {intl.formatMessage({ id: "company.applications" })}
        </Heading>
        <ul className="flex flex-col gap-10">
          {settings.applications.map((application, index) => (
            <li
              key={index}
              data-slot="application-block"
              className="grid items-center gap-6 desk:grid-cols-2 desk:gap-10"
            >
              <HoverZoom className={index % 2 === 1 ? "rounded-card desk:order-last" : "rounded-card"}>
                {/* The block's heading names the picture; it is decoration for a screen reader. */}
                <ContentImage
                  locale={locale}
                  src={application.img}
                  alt=""
                  width={160}
                  height={120}
                  sizes="(min-width: 950px) 480px, 100vw"
                  priority={index === 0}
                />
              </HoverZoom>
              <div className="flex flex-col gap-3">
                <Heading asChild size="subsection">
                  <h3>{application.title}</h3>
                </Heading>
                <Text tone="muted">{application.content}</Text>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="company-claims" className="mt-14 flex flex-col gap-6">
        <Heading id="company-claims" size="section">
          {intl.formatMessage({ id: "home.claims.title" }, { brand: edition.brand.name })}
        </Heading>
        <ClaimList claims={settings.claims} />
      </section>

      <section aria-labelledby="company-videos" className="mt-14 flex flex-col gap-6">
        <Heading id="company-videos" size="section">
          {intl.formatMessage({ id: "company.videos" })}
        </Heading>
        {videos.items.length > 0 ? (
          <>
            <JsonLd data={videoStructuredData(videos.items, siteUrl())} />
            <ul className="grid gap-6 sm:grid-cols-2">
              {videos.items.map((video) => (
                <li key={video.id} lang={video.untranslated ? "en" : undefined}>
                  <VideoCard
                    embedUrl={video.embedUrl}
                    poster={video.thumbnail}
                    title={video.title}
                    playLabel={intl.formatMessage({ id: "media.play" }, { title: video.title })}
                  />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <Text tone="muted">{intl.formatMessage({ id: "company.videos.empty" })}</Text>
        )}
      </section>
    </PageFrame>
  );
}

export async function generateCompanyMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  const intl = getIntl(locale.intl);
  // A route of the SEO list: its entry wins, the title is the fallback.
  return pageMetadata(locale, ROUTE, intl.formatMessage({ id: "company.title" }));
}
