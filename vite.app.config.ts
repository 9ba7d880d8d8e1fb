import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { AFTER_THE_WIDGET, zagHelperGroups } from "./scripts/chunk-rules.ts"
import { docsOnlyText } from "./scripts/docs-only-text.ts"
import { minifyPublicScripts } from "./scripts/minify-public-scripts.ts"
import { plainDynamicImports } from "./scripts/plain-dynamic-imports.ts"
import { prerenderRoutes } from "./scripts/prerender/prerender-plugin.ts"
import { demoCatalog, SITE_DEMO_CHUNK } from "./scripts/catalog/catalog-plugin.ts"
import { siteThemeTokens } from "./scripts/site-theme-tokens.ts"

/**
 * The element, the demo kit's runtime and the demo page's view (not the shell or the home
 * page, nor the embed panel, the toolbar and the element's extras, which load after the widget).
 */
const DEMO_KIT =
  /[\\/]src[\\/](elements|components[\\/]kit[\\/](runtime|parts)|showcase[\\/]pages[\\/](demo-view|define-page-demo|lazy-embed-panel|use-demo-settings)|showcase[\\/]url-state)[\\/.]|@r2wc/

/**
 * Kit modules for kinds of demo, not for every page: forms' log, option lists' look, the
 * settings several demos share. They go with the demos that use them, so a page of another
 * kind (a toast) does not download them.
 */
const FOR_SOME_DEMOS =
  /[\\/]components[\\/]kit[\\/](parts[\\/]option-list\.css|runtime[\\/](form-log|shared-controls)\.)/

/**
 * The showcase site (index.html -> src/showcase/main.tsx) to dist/app. Only dist/app is
 * emptied: the element bundle in dist/lib is built first and must survive. The entry holds
 * React, the shell and the nav (slugs and labels from a generated catalog); each demo's
 * schema and code are a chunk of their own (scripts/catalog/generators/site-modules.ts). In dev, Vite's default
 * "spa" app type answers unknown paths with index.html, so deep links such as /accordion
 * load directly.
 */
export default defineConfig(() => {
  const catalog = demoCatalog()
  const themeTokens = siteThemeTokens()
  return {
    appType: "spa" as const,
    // Each route's page is then written with its markup and the code it needs
    // (scripts/prerender): the shell paints before any script runs.
    plugins: [
      react(),
      docsOnlyText(),
      catalog,
      themeTokens,
      prerenderRoutes([catalog, themeTokens]),
      minifyPublicScripts(["theme-boot.js"]),
      plainDynamicImports(),
    ],
    server: { port: 5173 },
    // Copied, not bundled: theme-boot.js must run before the first paint (minified on the way).
    publicDir: "src/showcase/public",
    build: {
      outDir: "dist/app",
      // axe-core is one 661 kB chunk (189 kB gzip), fetched only by the Accessibility tab's
      // Check button; every other chunk is far below Vite's 500 kB warning, and the byte
      // budgets (npm run budgets) watch what readers load.
      chunkSizeWarningLimit: 700,
      emptyOutDir: true,
      sourcemap: true,
      target: "es2022",
      // Every browser the site supports (ES2022 modules) has <link rel="modulepreload">.
      // Pages keep theirs (each route's HTML names all its modules, scripts/prerender); an
      // import() names none: listing every chunk of every demo for the nav's loaders cost
      // each page about 3 kB gzip on its critical path. A demo prefetched on hover or focus
      // then takes one round trip more (its chunk, then the few chunks it does not share). The
      // wrapper Vite puts around each import() to preload is then an empty call
      // (scripts/plain-dynamic-imports.ts).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: string }) =>
          hostType === "html" ? deps : [],
      },
      rolldownOptions: {
        onLog(level, log, handler) {
          // Meant: the toolbar's panel is imported by the demo page and loaded later by an
          // import() in the element; one chunk serves both.
          if (log.code === "INEFFECTIVE_DYNAMIC_IMPORT" && log.message.includes("toolbar-panel"))
            return
          handler(level, log)
        },
        output: {
          // What demo pages share, in two chunks rather than a dozen small ones (each a request,
          // and gzip compresses one file better than its parts): the element, the page view and
          // the kit's modules that 4 or more demos use, and the zag modules nearly all (40+)
          // use. Their own dependencies (React) stay where they are, so the shell does not wait
          // for them.
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              {
                name: "demo-kit",
                test: (id: string) =>
                  DEMO_KIT.test(id) && !AFTER_THE_WIDGET.test(id) && !FOR_SOME_DEMOS.test(id),
                minShareCount: 4,
              },
              {
                name: "zag-runtime",
                test: /[\\/]node_modules[\\/]@zag-js[\\/]/,
                minShareCount: 40,
              },
              ...zagHelperGroups(["controller", "tabbable"]),
            ],
          },
          // A demo's chunk is named after it ("accordion-<hash>.js"): the entry lists every demo.
          // A group split by the demos that load each part names them all after a "~": the
          // group's name is enough.
          chunkFileNames: (chunk: { name: string }) =>
            `assets/${chunk.name.replace(/~.*$/s, "").replace(SITE_DEMO_CHUNK, "")}-[hash].js`,
        },
      },
    },
  }
})
