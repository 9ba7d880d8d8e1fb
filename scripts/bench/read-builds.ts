import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { readBuildStats } from "./build-stats"
import { readModuleGraph } from "./read-graph"
import { readShowcaseHtml, type Build, type ShowcaseBuild } from "./site-pages"

const repoRoot = fileURLToPath(new URL("../../", import.meta.url))

/** The element bundle and the showcase as built in dist/, with their chunk metadata. */
export async function readBuilds(): Promise<{ lib: Build; app: ShowcaseBuild }> {
  const [libStats, appStats] = [
    await readBuildStats("vite.lib.config.ts"),
    await readBuildStats("vite.app.config.ts"),
  ]
  const lib = { stats: libStats, graph: await readModuleGraph(join(repoRoot, libStats.outDir)) }
  const appDir = join(repoRoot, appStats.outDir)
  const app = {
    stats: appStats,
    graph: await readModuleGraph(appDir),
    ...(await readShowcaseHtml(appDir)),
  }
  return { lib, app }
}
