import { loadApiReference } from "../runtime/api-references"

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
      ({ attributes }) =>
        // Plain text: the schemas' `code` marks read as noise in a help line.
        show(
          Object.fromEntries(attributes.map((a) => [a.property, a.description.replace(/`/g, "")])),
        ),
      () => {},
    )
}
