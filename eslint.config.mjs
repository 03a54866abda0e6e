import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"

/**
 * `x as unknown as T` tells the type checker nothing is known and then everything is: it hides a real
 * mismatch. Type the value where it comes from, or narrow it with a check. (The rule replaces, not
 * extends, an earlier block's no-restricted-syntax, so each block that sets the rule includes this.)
 */
const NO_DOUBLE_CAST = {
  selector: "TSAsExpression > TSAsExpression.expression > TSUnknownKeyword.typeAnnotation",
  message: "No `as unknown as`: type the value at its source or narrow it with a check.",
}

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".live-build/",
      ".wrangler/",
      ".netlify/",
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
      "no-restricted-syntax": ["error", NO_DOUBLE_CAST],
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
    // Pages write their head with Seo. Gatsby's Head API is left out of the browser build
    // (plugins/no-head-api): a page's Head would be missing after a client-side navigation.
    files: ["src/pages/**", "src/templates/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        NO_DOUBLE_CAST,
        ...[
          "ExportNamedDeclaration > FunctionDeclaration[id.name='Head']",
          "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name='Head']",
          "ExportSpecifier[exported.name='Head']",
        ].map((selector) => ({ selector, message: "Write the page's head with Seo, not Gatsby's Head export." })),
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
