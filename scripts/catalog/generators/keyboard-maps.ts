import type { DemoFolder } from "../demo-folders.ts"
import { lazyImport, moduleText } from "../module-text.ts"

/**
 * `virtual:statebook/keyboard-maps`: each demo's keyboard map, fetched when asked for. A
 * variant (`<slug>/<variant>`) runs its demo's machine, so it has its demo's keys.
 */
export function keyboardMapsModule(demos: readonly DemoFolder[]): string {
  return moduleText({
    exports: {
      keyboardMaps: Object.fromEntries(
        demos.flatMap(({ slug, files, variants }) => {
          const map = lazyImport(files.keyboard, "keyboard")
          return [[slug, map], ...variants.map(({ name }) => [`${slug}/${name}`, map])]
        }),
      ),
    },
  })
}
