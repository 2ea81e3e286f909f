import type { Locator } from "@playwright/test";

/** A face Chromium drew text in: the file's own family name, whether it is a web font, and how many glyphs it drew. */
export interface DrawnFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/**
 * The faces Chromium drew the text of `element` in (Chrome's DevTools protocol,
 * `CSS.getPlatformFontsForNode`): what the visitor saw, whatever family names
 * the page's CSS gave them.
 */
export async function drawnFonts(element: Locator): Promise<DrawnFont[]> {
  const page = element.page();
  await element.evaluate((node) => node.setAttribute("data-font-probe", ""));
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "[data-font-probe]" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts;
  } finally {
    await cdp.detach();
    await element.evaluate((node) => node.removeAttribute("data-font-probe"));
  }
}
