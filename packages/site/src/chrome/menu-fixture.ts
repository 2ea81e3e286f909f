import type { MenuEntry } from "@repo/ui/menu";

/** A menu entry as the content API sends it, for tests: empty fields unless `extra` fills them, external when the link leaves the site. */
export function menuEntry(id: number, link: string, extra: Partial<MenuEntry> = {}): MenuEntry {
  return { id, name: `item ${id}`, link, external: /^https?:/.test(link), mateCode: null, img: null, alt: "", desc: null, shortName: null, children: [], ...extra };
}
