import { demoTag } from "../demo-tag"
import { createDemoElement } from "./define-demo-element"
import type { DemoDefinition } from "./demo-definition"

/**
 * Where there is no `customElements` (Node during SSR or static generation, a worker, an old
 * test DOM), importing an entry must still succeed: docs engines import it while they render
 * pages on the server, and the elements upgrade later, in the browser.
 */
function canRegister(): boolean {
  return typeof customElements !== "undefined" && typeof HTMLElement !== "undefined"
}

/**
 * Defines `<demo-<slug>>` for each definition. Guarded: a tag someone already defined (this
 * bundle loaded twice, or two versions on one page) is left alone instead of throwing.
 * Imports no catalog, so an entry carries only the demos it defines.
 */
export function defineDemoElements(definitions: readonly DemoDefinition[]) {
  if (!canRegister()) return
  for (const definition of definitions) {
    const tag = demoTag(definition.slug)
    if (!customElements.get(tag)) customElements.define(tag, createDemoElement(definition))
  }
}
