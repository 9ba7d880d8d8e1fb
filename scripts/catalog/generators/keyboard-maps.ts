import type { DemoFolder } from "../demo-folders.ts"
import { lazyImport, moduleText } from "../module-text.ts"

/**
 * `virtual:statebook/keyboard-maps`: each demo's keyboard map, fetched when asked for. A
 * variant (`<slug>/<variant>`) has its demo's keys, unless it has a keyboard map of its own
 * (`<slug>.<variant>.keyboard.ts`: it runs another machine, or more than its demo).
 */
export function keyboardMapsModule(demos: readonly DemoFolder[]): string {
  return moduleText({
    exports: {
      keyboardMaps: Object.fromEntries(
        demos.flatMap(({ slug, files, variants }) => {
          const map = lazyImport(files.keyboard, "keyboard")
          return [
            [slug, map],
            ...variants.map(({ name, files: own }) => [
              `${slug}/${name}`,
              own.keyboard ? lazyImport(own.keyboard, "keyboard") : map,
            ]),
          ]
        }),
      ),
    },
  })
}
