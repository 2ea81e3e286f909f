export declare const BURMESE_RANGE: string;
export declare const BURMESE_AUTONYM: string;
export declare const BURMESE_WEIGHTS: { min: number; max: number };
export declare const LATIN_RANGE: string;
export declare const LATIN_EXT_RANGE: string;
export declare const LATIN_WEIGHTS: { min: number; max: number };
export declare function fontSubsets(): Promise<{ file: string; bytes: Buffer }[]>;
