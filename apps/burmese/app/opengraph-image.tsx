import { ogImageSize, openGraphImage } from "@repo/site/opengraph-image";

export const size = ogImageSize;
export const contentType = "image/png";

export default openGraphImage;
