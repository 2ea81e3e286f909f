/** What the Observatory's CSP test read in the policy. */
export interface CspPolicy {
  unsafeInline: boolean;
  unsafeInlineStyle: boolean;
  unsafeEval: boolean;
  unsafeObjects: boolean;
  antiClickjacking: boolean;
  insecureBaseUri: boolean;
  insecureFormAction: boolean;
  defaultNone: boolean;
  strictDynamic: boolean;
  insecureSchemeActive: boolean;
  insecureSchemePassive: boolean;
}

export interface ObservatoryTest {
  /** The Observatory's test name, e.g. `content-security-policy`. */
  name: string;
  pass: boolean;
  /** The Observatory's result code, e.g. `csp-implemented-with-unsafe-inline`. */
  result: string;
  /** The test needs HTTPS on the public name: nothing on loopback passes it. */
  tls: boolean;
  description: string;
  policy?: CspPolicy;
}

export interface ObservatoryResult {
  score: number;
  grade: string;
  status: number;
  tests: ObservatoryTest[];
}

export declare const TLS_TESTS: ReadonlySet<string>;
export declare function observatory(origin: string, options?: { path?: string }): Promise<ObservatoryResult>;
export declare function failuresWithoutTls(result: ObservatoryResult): ObservatoryTest[];
export declare function observatoryMarkdown(rows: { target: string; path: string; result: ObservatoryResult }[]): string;
export declare function observatoryTargets(
  editionPorts: readonly { id: string; port: number }[],
  apiPort: number,
): { target: string; origin: string; path: string }[];
