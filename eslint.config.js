import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { createJiti } from "jiti";
import tseslint from "typescript-eslint";

/**
 * The language codes, from the language table itself (TypeScript, loaded through jiti): a string
 * equal to one of them outside the table is a language named by hand, which the next language
 * would have to find and extend. Code derives from the table instead (`languages`, `language[code]`,
 * `defaultLang`, `lookupOrder`); the content and the tests, which pin concrete cases, may name them.
 */
const { languages } = await createJiti(import.meta.url).import("./app/lib/languages.ts");
const languageCodeLiteral = `Literal[value=/^(${languages.join("|")})$/]`;

/**
 * Features (folders of app/components) are used from outside only through their public entry: the
 * module named after the folder (`search/search.ts`: the typed way in), their islands
 * (`*.island.tsx`, which pages render), their markup rendered only at build time (`*.static.tsx`,
 * which pages render too), their plain-page behaviour (`*.dom.ts`, which the browser's entry runs)
 * and their messages. Inside a feature, files import each
 * other relatively (`./x`). ARCHITECTURE.md explains why.
 */
const features = ["assistant", "feedback", "search"];
const featureEntryOnly = (feature, { fromSibling = false } = {}) => ({
  group: [
    `~/components/${feature}/*`,
    `**/components/${feature}/*`,
    // From another folder of app/components, `../search/x` is the feature too (from app/lib it is not).
    ...(fromSibling ? [`../${feature}/*`, `!../${feature}/${feature}`] : []),
    `!~/components/${feature}/${feature}`,
    `!**/components/${feature}/${feature}`,
    `!**/${feature}/*.island`,
    `!**/${feature}/*.static`,
    `!**/${feature}/messages`,
    `!**/${feature}/*.dom`,
  ],
  message: `Use the ${feature} feature through its entry (${feature}/${feature}.ts), its islands, its static markup or its messages.`,
});

/** What no file of app/ may import. */
const appPatterns = ({ fromSibling = false } = {}) => [
  { group: ["**/pipeline", "**/pipeline/**"], message: "app/ does not import the build pipeline." },
  { group: ["**/tests/**"], message: "app/ does not import the tests." },
  ...features.map((feature) => featureEntryOnly(feature, { fromSibling })),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-next/",
      "content-next/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  // The import rules of ARCHITECTURE.md. One rule entry per group of files: a later entry replaces an
  // earlier one for the files both match, so each lists every pattern that applies to its files.
  {
    // The browser's code never reaches into the build pipeline nor into the tests.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: appPatterns() }] },
  },
  {
    // In app/components, `../search/x` from a sibling folder is a feature too.
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: appPatterns({ fromSibling: true }) }] },
  },
  {
    // A `*.dom.ts` module is a component's behaviour on the plain page, run by the browser's entry
    // before any island wakes: it must not bring React (or an island) onto the first load.
    files: ["app/components/**/*.dom.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...appPatterns({ fromSibling: true }),
            {
              group: ["react", "react-dom", "react-dom/*", "~/hooks/*", "**/*.island"],
              message: "A *.dom.ts module runs on the first load: no React, no hooks, no islands.",
            },
          ],
        },
      ],
    },
  },
  {
    // app/lib is pure TypeScript, run by the browser and the build alike: no React, no Node.
    files: ["app/lib/**/*.ts"],
    ignores: ["app/lib/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...appPatterns(),
            {
              group: ["react", "react-dom", "react-dom/*", "node:*"],
              message: "app/lib is pure: no React, no Node.",
            },
          ],
        },
      ],
    },
  },
  {
    // What vite.config.ts and app/routes.ts reach is bundled by Vite's config loader and React Router's
    // route loader, neither of which reads tsconfig's paths: these files import the app relatively.
    files: [
      "pipeline/content/**",
      "pipeline/mdx/**",
      "pipeline/vite-plugin-content.ts",
      "pipeline/icon-sprite.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*"],
              message:
                "Loaded by Vite's config loader and React Router's route loader, which ignore tsconfig paths: import relatively.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx,js}"],
    ignores: ["app/lib/languages.ts", "**/*.test.{ts,tsx,js}", "tests/**", "content/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: languageCodeLiteral,
          message:
            "A language is a row of app/lib/languages.ts: derive from the table (languages, language[code], defaultLang, lookupOrder) instead of naming a language.",
        },
      ],
    },
  },
  {
    // Plain JavaScript (server, scripts) is not in the TypeScript project: lint it without types.
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
