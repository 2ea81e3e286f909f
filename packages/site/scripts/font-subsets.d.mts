export declare const BURMESE_RANGE: string;
export declare const BURMESE_AUTONYM: string;
export declare function fontSubsets(): Promise<{ file: string; bytes: Buffer }[]>;
