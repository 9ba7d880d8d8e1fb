/**
 * Where each catalog demo's code and schema live, read from the catalog's source text. The
 * element build generates one entry per demo from this (importing only that demo's schema
 * and code), which it cannot do by importing the catalog: the catalog imports every schema.
 */
export interface CatalogSource {
  slug: string
  /** The schema's export name (`accordionControls`) and module (`./components/…controls`). */
  controlsName: string
  controlsPath: string
  /** The demo module the entry's `load` imports (`./components/accordion/accordion.demo`). */
  demoPath: string
}

export function catalogSources(source: string): CatalogSource[] {
  const controlsPaths = new Map<string, string>()
  for (const [, names, path] of source.matchAll(
    /import\s*\{([^}]+)\}\s*from\s*"(\.\/components\/[^"]+\.controls)"/g,
  ))
    for (const name of names!.split(",").map((n) => n.trim()))
      if (name) controlsPaths.set(name, path!)

  const entries: CatalogSource[] = []
  for (const [, slug, controlsName, demoPath] of source.matchAll(
    /slug: "([a-z0-9-]+)",[^}]*?controls: (\w+),[^}]*?load: \(\) => import\("([^"]+)"\)/g,
  )) {
    const controlsPath = controlsPaths.get(controlsName!)
    if (!controlsPath) throw new Error(`catalog: ${controlsName} (for ${slug}) is not imported`)
    entries.push({ slug: slug!, controlsName: controlsName!, controlsPath, demoPath: demoPath! })
  }
  return entries
}
