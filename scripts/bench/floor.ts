import { build, type Plugin } from "esbuild"
import { readFileSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { dirname, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { zagPackagesOf } from "./demo-imports"
import { gzipSize } from "./gzip-size"

/**
 * The floor of a demo: what it cannot do without. React, react-dom, @zag-js/react and the
 * demo's machines, whole (namespace imports keep every export), bundled and minified by
 * esbuild, gzip level 9. Every budget is a ratio to it.
 */

const repoRoot = fileURLToPath(new URL("../../", import.meta.url))
const KIT_STUB = fileURLToPath(new URL("./floor-kit-stub.tsx", import.meta.url))

/** React as a browser needs it to render: the DOM renderer and its client root. */
const REACT = ["react", "react-dom", "react-dom/client", "@zag-js/react"]

const common = {
  bundle: true,
  minify: true,
  format: "esm",
  target: "es2022",
  platform: "browser",
  write: false,
  logLevel: "error",
  absWorkingDir: repoRoot,
  define: { "process.env.NODE_ENV": '"production"' },
} as const

const readOrUndefined = (path: string) => {
  try {
    return readFileSync(path, "utf8")
  } catch {
    return undefined
  }
}

/** The zag packages of a demo file (absolute, or relative to the repository). */
export function demoZagPackages(demoFile: string): string[] {
  return zagPackagesOf(resolve(repoRoot, demoFile), readOrUndefined)
}

export interface Floor {
  packages: string[]
  gzBytes: number
}

export async function buildFloor(demoFile: string): Promise<Floor> {
  const packages = [...REACT, ...demoZagPackages(demoFile)]
  const contents = [
    ...packages.map((name, index) => `import * as m${index} from ${JSON.stringify(name)}`),
    `globalThis.__floor = [${packages.map((_, index) => `m${index}`).join(", ")}]`,
  ].join("\n")
  const result = await build({ ...common, stdin: { contents, resolveDir: repoRoot } })
  return { packages, gzBytes: gzipSize(result.outputFiles[0]!.contents) }
}

/** Vite's `?inline` stylesheets as text, and the kit's hook and environment as the stub. */
const floorPagePlugin: Plugin = {
  name: "floor-page",
  setup(build) {
    build.onResolve({ filter: /\?inline$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.replace(/\?inline$/, "")),
      namespace: "inline-css",
    }))
    build.onLoad({ filter: /.*/, namespace: "inline-css" }, async (args) => ({
      contents: await readFile(args.path, "utf8"),
      loader: "text",
    }))
    build.onResolve({ filter: /(^|\/)(use-demo-machine|demo-environment)$/ }, () => ({
      path: KIT_STUB,
    }))
  },
}

/**
 * The floor page's script: the demo component rendered by plain React with its default
 * values, its own stylesheet, and no kit or element. The stage wrapper carries the same
 * `part="stage"` as the element's, so a benchmark finds the widget the same way in both.
 */
export async function buildFloorPage(demoFile: string, values: unknown): Promise<Uint8Array> {
  const contents = [
    `import { createElement } from "react"`,
    `import { createRoot } from "react-dom/client"`,
    `import Demo, * as demo from ${JSON.stringify(resolve(repoRoot, demoFile))}`,
    `const style = document.createElement("style")`,
    `style.textContent = demo.styles ?? ""`,
    `document.head.append(style)`,
    `const stage = document.createElement("div")`,
    `stage.setAttribute("part", "stage")`,
    `document.body.append(stage)`,
    `createRoot(stage).render(createElement(Demo, { values: ${JSON.stringify(values)} }))`,
  ].join("\n")
  return bundleFloorEntry(contents, dirname(resolve(repoRoot, demoFile)))
}

/**
 * Bundles a floor page's entry (TSX source, imports relative to `resolveDir`) with the kit
 * stub and inline stylesheets, minified: also the many-demos floor page's one bundle.
 */
export async function bundleFloorEntry(contents: string, resolveDir: string): Promise<Uint8Array> {
  const result = await build({
    ...common,
    stdin: { contents, resolveDir, loader: "tsx" },
    jsx: "automatic",
    plugins: [floorPagePlugin],
  })
  return result.outputFiles[0]!.contents
}
