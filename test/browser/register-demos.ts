import { catalog } from "../../src/catalog"
import { definitionOf, type RegisteredDemo } from "../../src/elements/define/demo-definition"
import { defineDemoElements } from "../../src/elements/define/define-elements"

/** Defines the element of each catalog entry, or of a test's own demos, with the runtime at hand. */
export function registerDemoElements(entries: readonly RegisteredDemo[] = catalog) {
  defineDemoElements(entries.map(definitionOf))
}
