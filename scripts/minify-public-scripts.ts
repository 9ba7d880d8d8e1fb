import { transform } from "esbuild"
import { readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import type { Plugin } from "vite"

/**
 * Minifies scripts Vite copies from the public directory as they are (`theme-boot.js`, which
 * must run before the first paint and so is not bundled): what a page fetches is the code,
 * not the comments explaining it.
 */
export function minifyPublicScripts(fileNames: readonly string[]): Plugin {
  let outDir = ""
  let writes = true
  return {
    name: "statebook-minify-public-scripts",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
      // The bench's in-memory builds write nothing, the public directory included.
      writes = config.build.write !== false && config.build.copyPublicDir !== false
    },
    // After the public directory is copied and the bundle written.
    async closeBundle() {
      if (!writes) return
      for (const fileName of fileNames) {
        const file = join(outDir, fileName)
        const { code } = await transform(await readFile(file, "utf8"), {
          minify: true,
          target: "es2020",
          loader: "js",
        })
        await writeFile(file, code)
      }
    },
  }
}
