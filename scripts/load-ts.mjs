// The one way a Node script here reads a TypeScript module of the repository: through Vite's
// module runner with the catalog plugin, so the catalog's modules, `?raw` and `?inline`
// imports work as in the builds.
import { runnerImport } from "vite"

const options = { configFile: false, logLevel: "error" }
let catalogPlugin

/** The catalog plugin (scripts/catalog/catalog-plugin.ts), itself TypeScript: loaded once. */
function catalogPlugins() {
  catalogPlugin ??= runnerImport("./scripts/catalog/catalog-plugin.ts", options).then(
    ({ module }) => module.demoCatalog,
  )
  return catalogPlugin.then((demoCatalog) => [demoCatalog()])
}

/** The module at `id` (a path from the repository's root), loaded with Vite's runner. */
export async function loadTs(id) {
  return (await runnerImport(id, { ...options, plugins: await catalogPlugins() })).module
}
