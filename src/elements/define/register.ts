import { catalog } from "../../catalog"
import { definitionOf, type RegisteredDemo } from "./demo-definition"
import { defineDemoElements } from "./define-elements"

/** Defines the element of each catalog entry, or of a test's own demos (the browser tests use it). */
export function registerDemoElements(entries: readonly RegisteredDemo[] = catalog) {
  defineDemoElements(entries.map(definitionOf))
}
