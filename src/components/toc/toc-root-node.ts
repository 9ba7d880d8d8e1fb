/**
 * zag's toc (1.47) looks its headings up with `document.getElementById` and listens for
 * scrolling on the document. Inside a shadow root neither reaches the article: its ids are the
 * shadow root's, not the document's, and a box's scroll events stop at the shadow root. So the
 * machine's root node is the document seen from the demo's root: ids are looked up in the
 * root, scroll listeners are added to it, and everything else is the document's own.
 */

const SCROLL_EVENTS = new Set(["scroll", "scrollend"])

type Listen = (
  type: string,
  listener: EventListenerOrEventListenerObject,
  options?: boolean | AddEventListenerOptions,
) => void

const views = new WeakMap<ShadowRoot, Document>()

export function documentSeenFrom(root: ShadowRoot | Document): Document {
  if (!(root instanceof ShadowRoot)) return root
  const known = views.get(root)
  if (known) return known
  const doc = root.ownerDocument
  const targetOf = (type: string): EventTarget => (SCROLL_EVENTS.has(type) ? root : doc)
  const add: Listen = (type, listener, options) =>
    targetOf(type).addEventListener(type, listener, options)
  const remove: Listen = (type, listener, options) =>
    targetOf(type).removeEventListener(type, listener, options)
  const view = new Proxy(doc, {
    get(target, key) {
      if (key === "getElementById") return (id: string) => root.getElementById(id)
      if (key === "addEventListener") return add
      if (key === "removeEventListener") return remove
      const value: unknown = Reflect.get(target, key, target)
      // The document's own methods need the document as `this`, not the view.
      return typeof value === "function" ? (value as () => unknown).bind(target) : value
    },
  })
  views.set(root, view)
  return view
}
