import type { DemoFolder } from "../demo-folders.ts"
import { lazyImport, moduleText } from "../module-text.ts"

/** `virtual:statebook/keyboard-maps`: each demo's keyboard map, fetched when asked for. */
export function keyboardMapsModule(demos: readonly DemoFolder[]): string {
  return moduleText({
    exports: {
      keyboardMaps: Object.fromEntries(
        demos.map(({ slug, files }) => [slug, lazyImport(files.keyboard, "keyboard")]),
      ),
    },
  })
}
