/**
 * Named ESLint flat-config arrays. A package's `eslint.config.ts` picks the
 * ones it needs, e.g. `export default [...baseConfig, ...reactConfig]`.
 */
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import type { Linter } from "eslint";

const ignores: Linter.Config = {
  ignores: [
    "**/node_modules/**",
    "**/.next/**",
    "**/.next-*/**",
    "**/dist/**",
    "**/storybook-static/**",
    "**/coverage/**",
    "**/playwright-report/**",
    "**/test-results/**",
    "**/.data/**",
    "**/next-env.d.ts",
    "**/drizzle/**",
  ],
};

/**
 * The environment is read in one place per deployable: its `env.ts`, which
 * validates every variable. Part of `baseConfig`, so every package and app has
 * it; tests are exempt (they set up the processes they start), and a package
 * names each other file that may read it with `envReaders`.
 */
const envRule: Linter.Config[] = [
  {
    files: ["**/*.{ts,tsx,mts,cts,js,mjs,cjs}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "**/*.spec.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read the environment through the deployable's env.ts." },
      ],
    },
  },
];

/**
 * The files of a package that may read `process.env`: a deployable's `env.ts`,
 * and test or bench helpers that start processes and read how to start them
 * (`TEST_DATABASE_URL`, `CHROMIUM_PATH`). Name files, not folders.
 */
export function envReaders(files: string[]): Linter.Config[] {
  return [{ files, rules: { "no-restricted-properties": "off" } }];
}

/**
 * TypeScript everywhere, checked with types: typescript-eslint's type-checked
 * recommended rules, strict about unused code, type-only imports and promises
 * that nobody awaits.
 */
export const baseConfig: Linter.Config[] = [
  ignores,
  js.configs.recommended,
  ...(tseslint.configs.recommendedTypeChecked as Linter.Config[]),
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Each file is typed by the tsconfig that includes it. No
        // tsconfigRootDir: typescript-eslint takes the folder of the
        // eslint.config that reads these arrays (else the working directory),
        // which is the package being linted.
        projectService: true,
      },
    },
    rules: {
      // A promise nobody awaits loses its rejection: an unhandled error that
      // stops a Node process, or a failure nobody hears of in the browser.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      // An async function without an await is how a function promises when it
      // has nothing to wait for (Next's `headers()`, a stand-in for fetch).
      "@typescript-eslint/require-await": "off",
      // `import { type A } from "m"` keeps `import "m"` under verbatimModuleSyntax,
      // which pulled zod and whole catalogs into client bundles: type-only
      // imports must be `import type`, which is erased.
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "separate-type-imports" }],
      "@typescript-eslint/no-import-type-side-effects": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportAllDeclaration",
          message: "Name every export: the exports map and index files are the public API.",
        },
        {
          selector: "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
          message: "Read the environment through the deployable's env.ts.",
        },
      ],
    },
  },
  {
    // Tests read JSON bodies, mocks and Storybook's globals, all typed `any`,
    // and check them with expect(); `expect(mock.method)` reads a mock, never
    // calls it without its object; a label may print any value it tried.
    files: ["**/*.test.{ts,tsx}", "**/*.spec.ts", "**/*.stories.tsx", "**/test/**"],
    rules: {
      "@typescript-eslint/no-base-to-string": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/unbound-method": "off",
    },
  },
  ...envRule,
];

/**
 * Files linted without types: scripts whose types TypeScript takes from a
 * `.d.mts` beside them, so that no tsconfig holds the script itself.
 */
export function untyped(files: string[]): Linter.Config[] {
  return [{ ...tseslint.configs.disableTypeChecked, files }];
}

/** React components: hooks rules and browser globals. */
export const reactConfig: Linter.Config[] = [
  {
    files: ["**/*.tsx", "**/*.ts"],
    plugins: { "react-hooks": reactHooks as never },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
];

/** Next.js apps and the package that renders them. */
export const nextConfig: Linter.Config[] = [
  {
    plugins: { "@next/next": nextPlugin },
    rules: {
      ...(nextPlugin.configs.recommended.rules as Linter.RulesRecord),
      ...(nextPlugin.configs["core-web-vitals"].rules as Linter.RulesRecord),
      // The editions have no pages/ directory; every route lives under app/.
      "@next/next/no-html-link-for-pages": "off",
    },
  },
];
