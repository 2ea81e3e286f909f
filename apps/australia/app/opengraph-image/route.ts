// Drawn once from the edition's config when the edition is built.
export const dynamic = "force-static";

export { GET } from "@repo/site/opengraph-image";
