/**
 * What a user can observe of a mounted demo, as one string: the widget's markup (attributes,
 * text, data-state, inline styles), the live values of its fields, and the Visualizer's text
 * for every machine. The toolbar's own fields are left out: they echo the settings, so
 * counting them would let every setting look as if it reached the widget.
 */
export function observable(root: ShadowRoot): string {
  const stage = root.querySelector<HTMLElement>(".sb-stage")!
  const fields = [...stage.querySelectorAll<HTMLInputElement>("input, textarea, select")].map(
    (field) => `${field.value}|${String(field.checked)}`,
  )
  const text = [markup(stage), fields.join(",")].join("\n---\n")
  // React's generated ids (`_r_1f_`) differ when a demo remounts, but a user never sees them.
  return text.replace(/_r_[0-9a-z]+_/g, "_r_")
}

/** Tags, attributes and text of a subtree, in document order. */
function markup(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ""
  if (!(node instanceof Element)) return ""
  const attributes = [...node.attributes].map((a) => ` ${a.name}="${a.value}"`).join("")
  const children = [...node.childNodes].map(markup).join("")
  return `<${node.localName}${attributes}>${children}</${node.localName}>`
}

/**
 * Waits until the demo stops changing by itself (images loading, positions settling): the
 * same observable text for several frames in a row.
 */
export async function settled(root: ShadowRoot, timeout = 1500): Promise<string> {
  const start = performance.now()
  let last = observable(root)
  let still = 0
  while (still < 3 && performance.now() - start < timeout) {
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const now = observable(root)
    still = now === last ? still + 1 : 0
    last = now
  }
  return last
}
