import r2wc from "@r2wc/react-to-web-component"
import type { ComponentType } from "react"

/**
 * The one place that knows r2wc's internals. We read attributes ourselves, because r2wc
 * skips empty and removed ones (`<demo-x disabled>` must mean true, and removing an
 * attribute must restore the default), and hand the values to r2wc's React root through
 * the props record and render hook r2wc keeps under these registered symbols.
 * test/browser/r2wc-internals.test.ts fails loudly if an r2wc release moves them.
 */
const R2WC_PROPS: unique symbol = Symbol.for("r2wc.props")
const R2WC_RENDER: unique symbol = Symbol.for("r2wc.render")

export interface R2wcElement extends HTMLElement {
  /** The open shadow root r2wc renders into. */
  container: ShadowRoot
  [R2WC_PROPS]: Record<string, unknown>
  [R2WC_RENDER](): void
  connectedCallback?(): void
  disconnectedCallback?(): void
  attributeChangedCallback?(name: string, previous: string | null, next: string | null): void
}

/** A custom element class rendering `Component` into an open shadow root, props set by us. */
export function reactElementClass<P extends object>(
  Component: ComponentType<P>,
  propNames: readonly string[],
): new () => R2wcElement {
  const props = Object.fromEntries(propNames.map((name) => [name, "string"]))
  return r2wc(Component, {
    shadow: "open",
    props: props as never,
  }) as unknown as new () => R2wcElement
}

function internals(element: R2wcElement) {
  const props = element[R2WC_PROPS]
  const render = element[R2WC_RENDER]
  if (!props || typeof render !== "function")
    throw new Error(
      "statebook-elements: @r2wc/react-to-web-component no longer keeps its props under " +
        'Symbol.for("r2wc.props") and Symbol.for("r2wc.render"); update src/elements/r2wc-internals.ts.',
    )
  return { props, render: () => render.call(element) }
}

/** Sets React props of the element's root for its next render. */
export function setProps(element: R2wcElement, props: Record<string, unknown>) {
  Object.assign(internals(element).props, props)
}

/** Sets React props of the element's root and renders it again. */
export function renderWithProps(element: R2wcElement, props: Record<string, unknown>) {
  setProps(element, props)
  internals(element).render()
}
