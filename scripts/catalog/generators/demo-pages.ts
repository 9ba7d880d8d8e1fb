import type { DemoFolder } from "../demo-folders.ts"
import { binding, moduleText } from "../module-text.ts"

/**
 * `virtual:statebook/demo-pages`, for the browser tests' sweeps: every demo's page object
 * (`<slug>.page.ts`) by slug, and every variant's that has one (`<slug>.<name>.page.ts`) by
 * `<slug>/<name>`, whose `testFacts` the sweeps read.
 */
export function demoPagesModule(demos: readonly DemoFolder[]): string {
  const pages = demos.flatMap(({ slug, files, variants }) => [
    ...(files.page ? [[slug, files.page] as const] : []),
    ...variants.flatMap(({ name, files: own }) =>
      own.page ? [[`${slug}/${name}`, own.page] as const] : [],
    ),
  ])
  return moduleText({
    imports: pages.map(([, file], index) => [`* as page${index}`, file] as const),
    exports: {
      pageModules: Object.fromEntries(pages.map(([key], index) => [key, binding(`page${index}`)])),
    },
  })
}
