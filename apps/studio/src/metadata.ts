import "server-only";
import type { Metadata } from "next";
import { getTexts } from "./intl";

/** A page's `<title>`: its own name, then the studio's. Nothing in the studio is for search engines. */
export async function titled(screen: string): Promise<Metadata> {
  const { intl } = await getTexts();
  return {
    title: intl.formatMessage({ id: "studio.pageTitle" }, { screen }),
    robots: { index: false, follow: false },
  };
}
