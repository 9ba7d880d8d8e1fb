import type { DemoFolder } from "../demo-folders.ts"
import { binding, lazyImport, moduleText } from "../module-text.ts"

/**
 * `virtual:statebook/catalog`, read by src/catalog.ts: every demo's (and variant's) schema
 * module and reserved heights, imported now (build scripts and tests want them all; the shipped bundles never import this), and
 * its code, fetched on demand.
 */
export function catalogModule(demos: readonly DemoFolder[]): string {
  return moduleText({
    imports: demos.flatMap(({ files, variants }, index) => [
      [`* as schema${index}`, files.controls] as const,
      [`heights${index}`, files.heights] as const,
      ...variants.map(
        (variant, at) => [`* as schema${index}_${at}`, variant.files.controls] as const,
      ),
    ]),
    exports: {
      demos: demos.map(({ slug, folder, files, variants }, index) => ({
        slug,
        folder,
        files,
        schemaModule: binding(`schema${index}`),
        reservedHeights: binding(`heights${index}`),
        load: lazyImport(files.demo),
        variants: variants.map(({ name, files: variantFiles }, at) => ({
          name,
          files: variantFiles,
          schemaModule: binding(`schema${index}_${at}`),
          load: lazyImport(variantFiles.component),
        })),
      })),
    },
  })
}
