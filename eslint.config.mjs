import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".wrangler/",
      ".lighthouseci/",
      ".cache/",
      "node_modules/",
      "bench/",
      "test-results/",
      "src/gatsby-types.d.ts",
      "__tests__/fixtures/**/.cache/",
      "__tests__/fixtures/**/public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "no-console": ["error", { allow: ["warn", "error", "debug", "info"] }],
    },
  },
  {
    // react-helmet reaches the browser only after a navigation (src/components/seo/head-loader.ts); an
    // import anywhere else would put it back into that page's first load.
    files: ["src/**"],
    ignores: ["src/components/seo/head-tags.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "react-helmet", message: "Use HeadElements (src/components/seo/head-elements.tsx)." }] },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["scripts/**", "__tests__/**"],
    rules: { "no-console": "off" },
  },
)
