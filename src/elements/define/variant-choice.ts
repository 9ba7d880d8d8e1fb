/** What a `variant` value picks: its name, and what the runtime shows for it (null: the demo). */
export interface ShownVariant<D> {
  name: string
  definition: D | null
}

/** The element that reads the attribute, as far as a warning needs it. */
export interface VariantHost {
  localName: string
  warn(message: string): void
}

/** What `variant` reads when absent, and the name of the demo itself (zag's basic example). */
const BASIC = "basic"
/** Values longer than this are cut in a warning, as every setting's are (kit/runtime/settings.ts). */
const QUOTED_LENGTH = 60

/**
 * The `variant` attribute of a demo that has variants: a name picks that variant's code and
 * schema (each its own chunk, fetched when shown); an unknown one warns, as every invalid
 * attribute does, and shows the demo itself. Only the entries of demos with variants carry
 * this module (scripts/catalog/generators/library-entries.ts): the others pay nothing for it.
 */
export function variantChooser<Loaded>(
  slug: string,
  variants: Readonly<Record<string, () => Promise<Loaded>>>,
) {
  type Shown = { slug: string; attributes: string[]; load: () => Promise<Loaded> }
  const names = [BASIC, ...Object.keys(variants)]
  const definitions = new Map<string, Shown>()
  return (element: VariantHost, raw: string | null): ShownVariant<Shown> => {
    const name = raw ?? BASIC
    if (!names.includes(name)) {
      const shown = name.length > QUOTED_LENGTH ? `${name.slice(0, QUOTED_LENGTH)}…` : name
      element.warn(
        `<${element.localName}>: invalid variant="${shown}" (expected one of ${names.join(", ")}); using the default ${BASIC}.`,
      )
      return { name: BASIC, definition: null }
    }
    if (name === BASIC) return { name, definition: null }
    let definition = definitions.get(name)
    // What the runtime needs of it: a key for its Code tab and sheet, and its code and schema.
    if (!definition)
      definitions.set(
        name,
        (definition = {
          slug: `${slug}/${name}`,
          attributes: [],
          load: variants[name]!,
        }),
      )
    return { name, definition }
  }
}
