declare module "myanmar-tools" {
  /** Google's Markov-model detector of the legacy Zawgyi encoding of Burmese. */
  export class ZawgyiDetector {
    /** 0–1: how likely the Myanmar-script text is Zawgyi; `-Infinity` when there is no Myanmar text. */
    getZawgyiProbability(input: string, verbose?: boolean): number;
  }
  const myanmarTools: { ZawgyiDetector: typeof ZawgyiDetector };
  export default myanmarTools;
}
