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

/** Whether `text` is Burmese typed in the legacy Zawgyi encoding. */
export function isZawgyi(text: string): boolean {
  return detector.getZawgyiProbability(text) >= ZAWGYI_THRESHOLD;
}

/**
 * Burmese typed with a Zawgyi keyboard or font, converted to Unicode so it is
 * stored, searched and shown like everyone else's; any other text (Unicode
 * Burmese, other scripts) comes back unchanged.
 */
export function toUnicodeBurmese(text: string): string {
  // Only Myanmar-block text can be Zawgyi; skip the model for everything else.
  if (!/[\u1000-\u109f]/.test(text) || !isZawgyi(text)) return text;
  return Rabbit.zg2uni(text).normalize("NFC");
}
