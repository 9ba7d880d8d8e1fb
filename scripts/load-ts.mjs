// The one way a Node script here reads a TypeScript module of the repository: through Vite's
// module runner, so `import.meta.glob`, `?raw` and `?inline` imports work as in the builds.
import { runnerImport } from "vite"

/** The module at `id` (a path from the repository's root), loaded with Vite's runner. */
export async function loadTs(id) {
  return (await runnerImport(id, { configFile: false, logLevel: "error" })).module
}
