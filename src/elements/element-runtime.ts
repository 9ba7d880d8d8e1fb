import { createElement } from "react"
import { createRoot } from "react-dom/client"
import { DemoElementRoot, type ElementRoot, type RootProps } from "./runtime/element-root"
import type { ElementRuntime } from "./define/element-class"
import { DemoControl } from "./runtime/element-control"

function renderAfresh(handle: ElementRoot) {
  handle.root = createRoot(handle.container)
  handle.root.render(handle.view(handle.props))
}

/**
 * The element runtime: what arrives with React and takes over the demo elements an entry
 * defined (define/element-class.ts). Its chunk is the one an entry asks for first.
 * - `renderer`: r2wc's renderer interface, rendering each element's React root into its
 *   shadow root (as @r2wc/react-to-web-component's does, with our root component), or
 *   hydrating the HTML a server rendered there, with code only such a page fetches;
 * - `control`: what each element does (element-control.ts).
 */
export const renderer: ElementRuntime["renderer"] = {
  mount(container, _component, props) {
    const handle: ElementRoot = {
      root: null,
      container: container as unknown as ShadowRoot,
      props: props as RootProps,
      view: (props) => createElement(DemoElementRoot, props),
    }
    if (!container.firstElementChild) renderAfresh(handle)
    else
      import("./runtime/server-dom").then(
        ({ hydrateWhenReady }) => (handle.hydrate = () => hydrateWhenReady(handle, renderAfresh))(),
        () => renderAfresh(handle),
      )
    return handle
  },
  update(handle, props) {
    const element = handle as ElementRoot
    element.props = props as RootProps
    if (element.root) element.root.render(element.view(element.props))
    else element.hydrate?.()
  },
  unmount(handle) {
    const element = handle as ElementRoot
    // Removed before its server HTML was hydrated: that HTML goes, and it renders afresh if
    // it comes back.
    element.hydrate = () => {}
    if (element.root) element.root.unmount()
    else element.container.replaceChildren()
  },
}

export const control: ElementRuntime["control"] = (element, definition) =>
  new DemoControl(element, definition)
