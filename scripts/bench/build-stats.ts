import { readFile } from "node:fs/promises"
import { join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { build, type Plugin } from "vite"

/**
 * Which source modules each built chunk holds, from Rolldown's output metadata. The build is
 * run again in memory (`write: false`) with the project's own config, and its code is
 * compared with the files in dist/, so the metadata describes exactly what is measured.
 */

const repoRoot = fileURLToPath(new URL("../../", import.meta.url))

export interface ChunkModule {
  /** Repository-relative source path ("src/components/accordion/accordion.demo.tsx"). */
  id: string
  /** Minified bytes this module contributes to the chunk. */
  renderedLength: number
}

export interface BuiltChunk {
  fileName: string
  modules: ChunkModule[]
}

export interface BuildStats {
  /** The output folder, relative to the repository ("dist/lib"). */
  outDir: string
  chunks: BuiltChunk[]
}

const moduleName = (id: string) => relative(repoRoot, id.replace(/^\0/, "")).split("\\").join("/")

export async function readBuildStats(configFile: string): Promise<BuildStats> {
  let outDir = ""
  const recordOutDir: Plugin = {
    name: "bench-out-dir",
    configResolved(config) {
      outDir = relative(repoRoot, resolve(config.root, config.build.outDir))
    },
  }
  // Vite's module runner, which loads these scripts, sets NODE_ENV=development; `vite build`
  // runs without it, and React's build differs between the two.
  const nodeEnv = process.env.NODE_ENV
  delete process.env.NODE_ENV
  const result = await build({
    configFile: join(repoRoot, configFile),
    logLevel: "silent",
    plugins: [recordOutDir],
    build: { write: false },
  }).finally(() => {
    if (nodeEnv !== undefined) process.env.NODE_ENV = nodeEnv
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((out) =>
    "output" in out ? out.output : [],
  )
  const chunks: BuiltChunk[] = []
  for (const output of outputs) {
    if (output.type !== "chunk") continue
    const onDisk = await readFile(join(repoRoot, outDir, output.fileName), "utf8").catch(() => "")
    if (onDisk !== output.code)
      throw new Error(
        `${outDir}/${output.fileName} is not what the sources build: run npm run build`,
      )
    chunks.push({
      fileName: output.fileName,
      modules: Object.entries(output.modules).map(([id, info]) => ({
        id: moduleName(id),
        renderedLength: info.renderedLength,
      })),
    })
  }
  return { outDir, chunks }
}

/** The chunk a source module was bundled into. */
export function chunkHolding(stats: BuildStats, sourceFile: string): string {
  const chunk = stats.chunks.find((candidate) =>
    candidate.modules.some((module) => module.id === sourceFile),
  )
  if (!chunk) throw new Error(`${sourceFile} is in no chunk of ${stats.outDir}`)
  return chunk.fileName
}
