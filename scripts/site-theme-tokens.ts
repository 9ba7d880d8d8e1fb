import type { Plugin } from "vite"
import { loadTs } from "./load-ts.mjs"

type ThemeTokens = typeof import("../src/components/kit/runtime/theme-tokens")

const ID = "virtual:statebook-site/theme-tokens.css"

/**
 * `virtual:statebook-site/theme-tokens.css`: the kit's `--sb-*` tokens for the showcase's
 * shell (kit/runtime/theme-tokens.ts). The element's theme sheet applies to `:root` as it is;
 * the page's text colour, which an element inherits, is the shell's to set: the kit's fixed
 * light and dark text colours.
 */
export function siteThemeTokens(): Plugin {
  let css: Promise<string> | undefined
  const read = async () => {
    const tokens = await loadTs<ThemeTokens>("./src/components/kit/runtime/theme-tokens.ts")
    const [light, dark] = tokens.FIXED_THEME_TEXT
    return [
      tokens.themeTokensCss(),
      `:root {`,
      `  --sb-c-text: var(--sb-text, light-dark(${light}, ${dark}));`,
      `}`,
    ].join("\n")
  }
  return {
    name: "statebook-site-theme-tokens",
    configureServer(server) {
      server.watcher.on("change", (file) => {
        if (file.endsWith("kit/runtime/theme-tokens.ts")) void server.restart()
      })
    },
    resolveId: (id) => (id === ID ? "\0" + ID : undefined),
    load(id) {
      if (id !== "\0" + ID) return undefined
      css ??= read()
      return css
    },
  }
}
