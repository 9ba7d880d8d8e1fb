import { defineDemoShells } from "./element-class"
import type { DemoDefinition } from "./demo-definition"
import * as runtime from "../element-runtime"

/**
 * Defines `<demo-<slug>>` for each definition with the element runtime already here: the
 * showcase and the tests, whose bundle holds React anyway. The entries of the package define
 * their elements before the runtime arrives (scripts/catalog/generators/library-entries.ts). Importing it where
 * there is no DOM (server rendering) defines nothing and throws nothing.
 */
export function defineDemoElements(definitions: readonly DemoDefinition[]) {
  defineDemoShells(definitions, runtime)
}
