import type { DemoFolder } from "../demo-folders.ts"
import { lazyImport, moduleText } from "../module-text.ts"

/**
 * `virtual:statebook/demo-sources`, for the Code tab: the text of each demo folder's modules
 * and styles, each fetched on its own when asked for, and which folder and file is each demo's.
 * Not the tests, page objects, keyboard maps or heights: no demo imports them, so the tab
 * never shows one, and each would be a chunk in the package that nothing fetches.
 */
export function demoSourcesModule(
  demos: readonly DemoFolder[],
  sourceFiles: ReadonlyMap<string, readonly string[]>,
): string {
  return moduleText({
    exports: {
      folders: Object.fromEntries(
        [...sourceFiles].map(([folder, names]) => [
          folder,
          Object.fromEntries(
            names.map((name) => [name, lazyImport(`${folder}/${name}?raw`, "default")]),
          ),
        ]),
      ),
      // A variant (`<slug>/<variant>`) shows its folder with its own component first.
      demoSources: Object.fromEntries(
        demos.flatMap(({ slug, folder, files, variants }) => [
          [slug, { folder, entry: files.demo.slice(folder.length + 1) }],
          ...variants.map(({ name, files: own }) => [
            `${slug}/${name}`,
            { folder, entry: own.component.slice(folder.length + 1) },
          ]),
        ]),
      ),
    },
  })
}
