// ESLint for the whole repository, run by `npm run lint` (part of `npm test`).
// TypeScript's own checks run in `npm run typecheck`; this adds what the compiler
// does not see: the rules of hooks, accessible JSX and suspicious JavaScript.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  {
    ignores: [
      "public/**",
      ".cache/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "supabase/functions/**/node_modules/**",
      // Written by Gatsby from the schema on every build.
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mts,cts}"],
    rules: {
      // The compiler reports these with the program's full types.
      "no-undef": "off",
    },
  },
  {
    rules: {
      // A leading underscore marks a parameter kept for its position; rest siblings drop props on purpose.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // Input sanitisers match control characters on purpose.
      "no-control-regex": "off",
    },
  },
  {
    files: ["**/*.{js,mjs,cjs,ts,mts}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.cjs", "jest.config.js", "jest.babel.config.js", "postcss.config.js", "tailwind.config.js", "__mocks__/**/*.js"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx", "plugins/gatsby-plugin-swc-delivery/{page-runtime,browser,late-code}/**/*.{ts,tsx}", "plugins/gatsby-plugin-swc-delivery/gatsby-ssr.tsx"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["**/*.tsx"],
    rules: {
      // Consent labels hold their text two spans deep.
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
      // A scrollable table region takes focus so keyboard users can scroll it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["supabase/functions/**/*.{ts,mjs,js}"],
    languageOptions: { globals: { ...globals.browser, Deno: "readonly", EdgeRuntime: "readonly" } },
  },
  {
    // Functions these files hand to page.evaluate or addInitScript, or serve inside a page, run in the browser.
    files: ["scripts/bench-interaction.mjs", "scripts/trace-tap.mjs", "scripts/lib/answer-probe.mjs", "scripts/lib/navigation-probe.mjs", "tests/e2e/support/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**/*.{ts,tsx,mjs}", "__mocks__/**"],
    languageOptions: { globals: { ...globals.jest, ...globals.browser, ...globals.node } },
    rules: {
      // Tests read untyped JSON and load CommonJS plugin files as Gatsby does.
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-require-imports": "off",
    },
  },
  {
    // Playwright fixtures call their argument `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
