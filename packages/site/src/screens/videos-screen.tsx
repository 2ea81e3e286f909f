import type { IntlShape } from "@formatjs/intl";
import type { Metadata } from "next";
import { type VideoView, getCompanyVideos, getProductVideos } from "@repo/api-client/products";
import { formatDate } from "@repo/locales/dates";
import { Grid } from "@repo/ui/grid";
import { Heading } from "@repo/ui/heading";
import { Link } from "@repo/ui/link";
import { VideoCard } from "@repo/ui/video-card";
import { cached, serverFetcher } from "../api";
import { onSite } from "../edition";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import { type SiteLocale, localizedPath } from "../routing";
import { JsonLd } from "../screen-kit/json-ld";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame } from "../screen-kit/page-frame";
import { pageMetadata } from "../seo";
import { isoDuration, videoLength } from "./support/video-time";

const ROUTE = "/support/videoList";

/** Company videos shown on the page; the API pages them and the demo holds far fewer. */
const COMPANY_VIDEOS = 24;

/** `VideoObject` structured data of one video, with absolute URLs. */
function videoStructuredData(video: VideoView): object {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    description: video.description || video.title,
    thumbnailUrl: onSite(video.thumbnail),
    uploadDate: new Date(video.date * 1000).toISOString(),
    duration: isoDuration(video.durationSeconds),
    embedUrl: video.embedUrl,
  };
}

function VideoGrid({ videos, locale, intl }: { videos: readonly VideoView[]; locale: SiteLocale; intl: IntlShape<string> }) {
  return (
    <Grid asChild columns="three" className="mt-4">
      <ul>
        {videos.map((video) => (
          <li key={video.id} lang={video.untranslated && locale.code !== "english" ? "en" : undefined}>
            <VideoCard
              embedUrl={video.embedUrl}
              poster={video.thumbnail}
              title={video.title}
              playLabel={intl.formatMessage({ id: "media.play" }, { title: video.title })}
            >
              {video.description ? <span className="text-sm text-ink-muted">{video.description}</span> : null}
              <span className="text-xs text-ink-muted">
                {intl.formatMessage({ id: "videos.duration" }, { time: videoLength(video.durationSeconds, locale.intl) })} ·{" "}
                <time dateTime={new Date(video.date * 1000).toISOString().slice(0, 10)}>{formatDate(video.date, { locale: locale.intl })}</time>
              </span>
              {video.productHref ? (
                <Link href={localizedPath(locale, video.productHref)} tone="brand" className="self-start text-sm">
                  {intl.formatMessage({ id: "videos.productLink" })}
                  <span className="sr-only">: {video.title}</span>
                </Link>
              ) : null}
            </VideoCard>
          </li>
        ))}
      </ul>
    </Grid>
  );
}

/**
 * The videos route (SPEC §2): product videos by product category, then the
 * company's. Light embeds: a poster and a play button, and nothing from the
 * video host until a visitor presses play.
 */
export async function VideosScreen({ params }: { params: ScreenParams }) {
  const locale = await screenLocale(params);
  const intl = getIntl(locale.intl);
  const fetcher = serverFetcher(locale.code);
  const [groups, company] = await Promise.all([
    loadOr404(getProductVideos(fetcher, {}, cached("videos"))),
    loadOr404(getCompanyVideos(fetcher, { pageSize: COMPANY_VIDEOS }, cached("videos"))),
  ]);
  const productGroups = groups.filter((group) => group.videos.length > 0);
  const all = [...productGroups.flatMap((group) => group.videos), ...company.items];
  const title = intl.formatMessage({ id: "videos.title" });
  const companyTitle = intl.formatMessage({ id: "videos.company" });
  const sections = [
    ...productGroups.map((group) => ({ id: `videos-${group.id}`, name: group.name, videos: group.videos })),
    ...(company.items.length > 0 ? [{ id: "videos-company", name: companyTitle, videos: company.items }] : []),
  ];
  const path = localizedPath(locale, ROUTE);

  return (
    <PageFrame
      locale={locale}
      title={title}
      intro={intl.formatMessage({ id: "videos.intro" })}
      breadcrumbs={[{ name: title, route: ROUTE }]}
      untranslated={all.some((video) => video.untranslated)}
    >
      {all.length > 0 ? <JsonLd data={all.map(videoStructuredData)} /> : null}
      {sections.length === 0 ? (
        <p className="rounded-card border border-dashed border-line px-6 py-10 text-center">{intl.formatMessage({ id: "videos.empty" })}</p>
      ) : (
        <>
          <nav aria-label={intl.formatMessage({ id: "videos.sections" })}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <Link href={`${path}#${section.id}`} tone="brand">
                    {section.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {productGroups.length > 0 ? (
            <Heading asChild size="title" className="mt-10">
              <h2>{intl.formatMessage({ id: "videos.product" })}</h2>
            </Heading>
          ) : null}
          {sections.map((section) => {
            const isCompany = section.id === "videos-company";
            return (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-8 scroll-mt-24">
                <Heading asChild size={isCompany ? "title" : "section"} className={isCompany ? "mt-10" : undefined}>
                  {isCompany ? <h2 id={`${section.id}-title`}>{section.name}</h2> : <h3 id={`${section.id}-title`}>{section.name}</h3>}
                </Heading>
                <VideoGrid videos={section.videos} locale={locale} intl={intl} />
              </section>
            );
          })}
        </>
      )}
    </PageFrame>
  );
}

export async function generateVideosMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  return pageMetadata(locale, ROUTE, getIntl(locale.intl).formatMessage({ id: "videos.title" }));
}
