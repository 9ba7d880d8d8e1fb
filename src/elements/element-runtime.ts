import { createElement } from "react"
import { createRoot, type Root } from "react-dom/client"
import { DemoElementRoot, type RootProps } from "./runtime/element-root"
import type { ElementRuntime } from "./define/element-class"
import { DemoControl } from "./runtime/element-control"

/**
 * The element runtime: what arrives with React and takes over the demo elements an entry
 * defined (define/element-class.ts). Its chunk is the one an entry asks for first.
 * - `renderer`: r2wc's renderer interface, rendering each element's React root into its
 *   shadow root (as @r2wc/react-to-web-component's does, with our root component);
 * - `control`: what each element does (element-control.ts).
 */
export const renderer: ElementRuntime["renderer"] = {
  mount(container, _component, props) {
    const root = createRoot(container)
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
