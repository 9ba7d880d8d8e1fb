import type { DemoApiReference } from "../runtime/api-reference"
import { loadApiReference } from "../runtime/api-references"

// One object per reference, so a panel handed it again (each focus asks) does not render again.
const described = new WeakMap<DemoApiReference, Record<string, string>>()

/** Each setting's sentence by key, as plain text: `code` marks read as noise in a help line. */
function descriptionsOf(reference: DemoApiReference): Record<string, string> {
  let descriptions = described.get(reference)
  if (!descriptions) {
    descriptions = Object.fromEntries(
      reference.attributes.map((a) => [a.property ?? a.name, a.description.replace(/`/g, "")]),
    )
    described.set(reference, descriptions)
  }
  return descriptions
}

/**
 * Hands `show` the sentence of each of a demo's settings, by key, from its API reference: a
 * chunk of its own, fetched when the Controls panel first meets the reader, so neither the
 * toolbar nor the shipped schemas carry the sentences. A failed fetch shows none; the next
 * pointer or focus tries again.
 */
export function describeControls(
  slug: string | undefined,
  show: (descriptions: Record<string, string>) => void,
) {
  if (slug)
    loadApiReference(slug).then(
      (reference) => show(descriptionsOf(reference)),
      () => {},
    )
}
