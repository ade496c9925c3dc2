import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-remote/",
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
  {
    // The browser's code never reaches into the build pipeline; the route table is the one exception
    // (React Router reads it at build time). The pipeline may import pure modules of app/lib.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/pipeline", "**/pipeline/**"], message: "app/ does not import the build pipeline." },
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
    // Plain JavaScript (server, scripts) is not in the TypeScript project: lint it without types.
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
