import { navEntries } from "@repo/ui/menu";
import { loadNavigation } from "./api";
import { localizeMenu } from "./chrome/menu";
import { findLocale } from "./routing";

/** The address of a language's whole menu, under its own tree: `/menu.json`, `/spanish/menu.json`. */
export const menuFile = "menu.json";

/**
 * A language's whole menu as the header's panels and drawer render it
 * (`navEntries`). Pages carry only its outline (`menuOutline`): the rest is
 * asked for here when a visitor reaches for a panel or the drawer, and the
 * answer is cached like a page, under the menu's tag.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const locale = findLocale((await params).locale);
  if (!locale) {
    return Response.json({ code: 404, msg: "No such language", data: null }, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  return Response.json(navEntries(localizeMenu(await loadNavigation(locale.code), locale)));
}

/** Each language's menu is made on its first request, then kept and revalidated with the menu it comes from. */
export function generateStaticParams(): { locale: string }[] {
  return [];
}
