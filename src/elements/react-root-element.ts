import { createElement, type ComponentType } from "react"
import { createRoot, type Root } from "react-dom/client"

/**
 * The custom element every demo element extends: an open shadow root, and a React root in it
 * that renders one component with the props the element sets, mounted while the element is
 * connected. Ours rather than a wrapper library's: the elements read their attributes and
 * define their properties themselves (element-settings.ts: `<demo-x disabled>` means true,
 * removing an attribute restores the default), so all they need of one is this, and it sits
 * on every embed's critical path.
 */
export interface ReactRootElement extends HTMLElement {
  /** The open shadow root the component renders into (also its `container` prop). */
  readonly container: ShadowRoot
  connectedCallback?(): void
  disconnectedCallback?(): void
  /** Not implemented here: the demo element declares its own. */
  attributeChangedCallback?(name: string, previous: string | null, next: string | null): void
}

const PROPS = Symbol("props")
const RENDER = Symbol("render")

interface Internals {
  [PROPS]: Record<string, unknown>
  [RENDER](): void
}

/** A custom element class rendering `Component` into an open shadow root, props set by us. */
export function reactElementClass<P extends object>(
  Component: ComponentType<P>,
): new () => ReactRootElement {
  return class ReactRoot extends HTMLElement implements ReactRootElement, Internals {
    [PROPS]: Record<string, unknown>
    readonly container: ShadowRoot
    #root: Root | undefined

    constructor() {
      super()
      this.container = this.attachShadow({ mode: "open" })
      this[PROPS] = { container: this.container }
    }

    connectedCallback() {
      this[RENDER]()
    }

    disconnectedCallback() {
      // A moved element (removed, then appended elsewhere) mounts afresh where it lands.
      this.#root?.unmount()
      this.#root = undefined
    }

    [RENDER]() {
      if (!this.isConnected) return
      this.#root ??= createRoot(this.container)
      this.#root.render(createElement(Component, { ...this[PROPS] } as P))
    }
  }
}

const internals = (element: ReactRootElement) => element as unknown as Internals

/** Sets React props of the element's root for its next render. */
export function setProps(element: ReactRootElement, props: Record<string, unknown>) {
  Object.assign(internals(element)[PROPS], props)
}

/** Sets React props of the element's root and renders it again (once it is connected). */
export function renderWithProps(element: ReactRootElement, props: Record<string, unknown>) {
  setProps(element, props)
  internals(element)[RENDER]()
}
