import type { VideoView } from "@repo/api-client/products";
import { Grid } from "@repo/ui/grid";
import { VideoCard } from "@repo/ui/video-card";
import type { IntlShape } from "@formatjs/intl";

/** A product's videos as light embeds: nothing loads from the video host until the visitor presses play. */
export function ProductVideos({ videos, intl }: { videos: readonly VideoView[]; intl: IntlShape<string> }) {
  return (
    <Grid asChild columns="two">
      <ul>
        {videos.map((video) => (
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
    </Grid>
  );
}
