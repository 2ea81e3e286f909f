import myanmarTools from "myanmar-tools";
import Rabbit from "rabbit-node";

/**
 * How sure the detector must be before text is converted. The detector's
 * documentation recommends 0.95 where conversion happens automatically:
 * fewer than 1% of Unicode strings are wrongly flagged at that level, and
 * converting Unicode as if it were Zawgyi would garble it.
 */
export const ZAWGYI_THRESHOLD = 0.95;

const detector = new myanmarTools.ZawgyiDetector();

/**
 * How sure the detector must be before a search keyword is also looked for
 * in Unicode. A keyword is a word or two, on which the detector is less sure
 * than on a message (a Zawgyi "ဘက်ထရီ" scores 0.9), and a wrong guess costs
 * little there: search falls back to the keyword as typed when its Unicode
 * form finds nothing (`routes/home.ts`).
 */
export const KEYWORD_ZAWGYI_THRESHOLD = 0.5;

/** Whether `text` is Burmese typed in the legacy Zawgyi encoding, as sure as `threshold`. */
export function isZawgyi(text: string, threshold = ZAWGYI_THRESHOLD): boolean {
  return detector.getZawgyiProbability(text) >= threshold;
}

/**
 * Burmese typed with a Zawgyi keyboard or font, converted to Unicode so it is
 * stored, searched and shown like everyone else's; any other text (Unicode
 * Burmese, other scripts) comes back unchanged.
 */
export function toUnicodeBurmese(text: string, threshold = ZAWGYI_THRESHOLD): string {
  // Only Myanmar-block text can be Zawgyi; skip the model for everything else.
  if (!/[\u1000-\u109f]/.test(text) || !isZawgyi(text, threshold)) return text;
  return Rabbit.zg2uni(text).normalize("NFC");
}
