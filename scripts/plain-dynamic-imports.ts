import type { Plugin } from "vite"

/** The module Vite imports into every chunk with an import() (its `__vitePreload` wrapper). */
const PRELOAD_HELPER = "\0vite/preload-helper.js"

/**
 * The showcase's import()s preload nothing (vite.app.config.ts: each route's page names its
 * modules itself, and the only stylesheet is the entry's), yet Vite wraps each one in its
 * preload helper, 1.4 kB gzip in every page's entry to call the import. This plugin makes the
 * wrapper just call it, and fails the build the day a lazy chunk brings a stylesheet, which the
 * real helper would have loaded.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: "statebook-plain-dynamic-imports",
    enforce: "pre",
    apply: "build",
    load(id) {
      if (id === PRELOAD_HELPER) return "export const __vitePreload = (load) => load()"
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || chunk.isEntry) continue
        const css = chunk.viteMetadata?.importedCss
        if (css && css.size > 0)
          this.error(
            `${chunk.fileName} imports ${[...css].join(", ")}: a lazy chunk's stylesheet needs Vite's preload helper (scripts/plain-dynamic-imports.ts)`,
          )
      }
    },
  }
}
