import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      "docs/examples/**/dist",
      "docs/examples/*/build",
      "docs/examples/*/.docusaurus",
      "docs/examples/**/.vitepress/cache",
      "docs/examples/*/.next",
      "docs/examples/*/.svelte-kit",
      "docs/examples/*/doc_build",
      "docs/examples/*/.nuxt",
      "docs/examples/*/.output",
      "docs/examples/*/_build",
      "docs/examples/*/_static/statebook",
      "docs/examples/*/docs/statebook",
      "docs/examples/*/site",
      // The many-demos benchmark's iframe hosts: generated stories and static builds.
      "scripts/bench/iframe-hosts/*/stories",
      "scripts/bench/iframe-hosts/storybook/storybook-static",
      "scripts/bench/iframe-hosts/ladle/build",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Build, test-runner and helper scripts run in Node.
    files: ["**/*.{js,mjs}", "scripts/**"],
    languageOptions: { globals: globals.node },
  },
  {
    // Plain scripts the showcase serves as they are, run in the browser.
    files: ["src/showcase/public/**"],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Demos spread zag prop getters; the React Compiler rules do not apply to this code base.
      "react-hooks/refs": "off",
      "react-hooks/immutability": "off",
      "react-hooks/set-state-in-effect": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Raw HTML injection is never allowed: every text is rendered as a text node.
      "no-restricted-properties": [
        "error",
        { property: "innerHTML", message: "Render text as React text nodes, never as HTML." },
        { property: "outerHTML", message: "Render text as React text nodes, never as HTML." },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "Render text as React text nodes, never as HTML.",
        },
        {
          // test/e2e/package-code-shapes.test.ts says why, on the built files.
          selector: "StaticBlock",
          message:
            "No class static blocks: Rspack 1.7's minifier (Docusaurus's default build) breaks the function around one.",
        },
      ],
    },
  },
)
