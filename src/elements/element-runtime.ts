import { createElement } from "react"
import { createRoot, type Root } from "react-dom/client"
import { DemoElementRoot, type RootProps } from "./runtime/element-root"
import type { ElementRuntime } from "./define/element-class"
import { DemoControl } from "./runtime/element-control"

/**
 * The root of an element whose shadow root came with the server's HTML (declarative shadow
 * DOM): the same calls as a React root's, handed in order to the one that hydrates that HTML
 * (runtime/server-dom.ts), code only such a page fetches. Without it, the element renders
 * afresh (React clears the server's HTML).
 */
function serverRenderedRoot(container: ShadowRoot): Root {
  const root = import("./runtime/server-dom").then(
    (served) => served.hydratingRoot(container),
    () => createRoot(container),
  )
  return {
    render: (children) => void root.then((ready) => ready.render(children)),
    unmount: () => void root.then((ready) => ready.unmount()),
  }
}

/**
 * The element runtime: what arrives with React and takes over the demo elements an entry
 * defined (define/element-class.ts). Its chunk is the one an entry asks for first.
 * - `renderer`: r2wc's renderer interface, rendering each element's React root into its
 *   shadow root (as @r2wc/react-to-web-component's does, with our root component), or
 *   hydrating the HTML a server rendered there;
 * - `control`: what each element does (element-control.ts).
 */
export const renderer: ElementRuntime["renderer"] = {
  mount(container, _component, props) {
    const root = container.firstElementChild
      ? serverRenderedRoot(container as unknown as ShadowRoot)
      : createRoot(container)
    root.render(createElement(DemoElementRoot, props as RootProps))
    return root
  },
  update(root, props) {
    ;(root as Root).render(createElement(DemoElementRoot, props as RootProps))
  },
  unmount(root) {
    ;(root as Root).unmount()
  },
}

export const control: ElementRuntime["control"] = (element, definition) =>
  new DemoControl(element, definition)
