import type { DemoFolder } from "../demo-folders.ts"
import { binding, moduleText } from "../module-text.ts"

/**
 * `virtual:statebook/demo-pages`, for the browser tests' sweeps: every demo's page object
 * (`<slug>.page.ts`) by slug, whose `testFacts` the sweeps read.
 */
export function demoPagesModule(demos: readonly DemoFolder[]): string {
  const withPages = demos.filter((demo) => demo.files.page)
  return moduleText({
    imports: withPages.map(({ files }, index) => [`* as page${index}`, files.page!] as const),
    exports: {
      pageModules: Object.fromEntries(
        withPages.map(({ slug }, index) => [slug, binding(`page${index}`)]),
      ),
    },
  })
}
