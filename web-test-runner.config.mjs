// Browser tests run in Debian's Chromium. Each test file is bundled with esbuild on request
// (React is CommonJS and demos import CSS as text, neither of which a browser loads as is).
import { chromeLauncher } from "@web/test-runner-chrome"
import * as esbuild from "esbuild"
import { readFile } from "node:fs/promises"
import path from "node:path"
import { globSync } from "tinyglobby"
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.mjs"
import { axTreePlugin } from "./test/browser/commands/ax-tree-plugin.mjs"
import { keyBurstPlugin } from "./test/browser/commands/key-burst-plugin.mjs"

const root = path.dirname(new URL(import.meta.url).pathname)

/** `import css from "./x.css?inline"` gives the file's text, as Vite does. */
const inlineCss = {
  name: "inline-css",
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace(/\?inline$/, "")),
      namespace: "inline-css",
    }))
    build.onLoad({ filter: /.*/, namespace: "inline-css" }, async (args) => ({
      contents: await readFile(args.path, "utf8"),
      loader: "text",
    }))
  },
}

/**
 * Vite's `import.meta.glob`, which esbuild lacks, in the forms the sources and tests use:
 * lazy loaders (`import.meta.glob("p")`, or of one export with `import: "name"`), eager modules (`{ eager: true }`, imported up
 * front, or one export of each with `import: "name"`) and lazy text (`{ query: "?raw",
 * import: "default" }`). Each becomes the object Vite builds: keyed by the matching files'
 * paths relative to the importing file, sorted. A pattern may be a list with exclusions
 * (`["*.ts", "!*.test.ts"]`), as in Vite.
 */
const GLOB_CALL =
  /import\.meta\.glob(?:<[^>]*>)?\(\s*("[^"]+"|\[[^\]]*\])\s*(?:,\s*(\{[^}]*\}))?\s*,?\s*\)/g
const viteGlob = {
  name: "vite-glob",
  setup(build) {
    build.onLoad({ filter: /\/(src|test)\/.+\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, "utf8")
      if (!source.includes("import.meta.glob")) return undefined
      const cwd = path.dirname(args.path)
      const hoisted = []
      const contents = source.replace(GLOB_CALL, (_, pattern, options = "") => {
        const eager = /eager:\s*true/.test(options)
        const raw = /query:\s*"\?raw"/.test(options)
        const named = /import:\s*"(\w+)"/.exec(options)?.[1]
        const files = globSync(JSON.parse(pattern.replace(/,\s*\]$/, "]")), { cwd }).sort()
        const entries = files.map((file) => {
          const key = file.startsWith(".") ? file : `./${file}`
          if (raw)
            return `${JSON.stringify(key)}: () => import(${JSON.stringify(`${key}?raw`)}).then((module) => module.default)`
          if (!eager)
            return `${JSON.stringify(key)}: () => import(${JSON.stringify(key)})${named ? `.then((module) => module.${named})` : ""}`
          const name = `__glob_${hoisted.length}`
          hoisted.push(`import * as ${name} from ${JSON.stringify(key)}`)
          return `${JSON.stringify(key)}: ${named ? `${name}.${named}` : name}`
        })
        return `{${entries.join(",\n")}}`
      })
      return {
        contents: [...hoisted, contents].join("\n"),
        loader: args.path.endsWith("x") ? "tsx" : "ts",
      }
    })
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace(/\?raw$/, "")),
      namespace: "raw-text",
    }))
    build.onLoad({ filter: /.*/, namespace: "raw-text" }, async (args) => ({
      contents: await readFile(args.path, "utf8"),
      loader: "text",
    }))
  },
}

// Cross-cutting tests under test/browser; each demo's own scenario test in its folder.
const testFiles = process.env.WTR_FILES ?? [
  "test/browser/**/*.test.{ts,tsx}",
  "src/components/**/*.browser.test.ts",
]

const buildOptions = {
  bundle: true,
  write: false,
  format: "esm",
  sourcemap: "inline",
  jsx: "automatic",
  target: "es2022",
  plugins: [inlineCss, viteGlob],
  // The runner serves this module itself; it is not a file to bundle.
  external: ["/__web-dev-server__web-socket.js"],
  logLevel: "silent",
}

/**
 * Tests run React's production build, as the published bundle does (vite.lib.config.ts), at
 * less than two thirds of the development build's time. These files get the development
 * build instead: the lifecycle sweep mounts every demo and fails on any console.error, so
 * React's development warnings (keys, DOM nesting, hook order) still fail a test.
 */
const DEVELOPMENT_FILES = [
  "test/browser/sweeps/lifecycle.test.ts",
  "test/browser/react-components.test.tsx",
]

/**
 * Every test file of the run bundled in one esbuild pass (one a React build), split into
 * shared chunks, by the URL the browser asks for. Bundling each file on its own put React,
 * zag and every demo into each of them (66 builds of 17 MB when it was measured), a second or
 * more each on a busy machine. The split build also loads each demo as its own chunk, as the
 * published bundle does.
 */
const outdir = path.join(root, ".wtr-bundle")

async function bundle(entryPoints, mode) {
  if (entryPoints.length === 0) return []
  const chunks = `__wtr_${mode}_chunks`
  const { outputFiles, metafile } = await esbuild.build({
    ...buildOptions,
    define: { "process.env.NODE_ENV": JSON.stringify(mode) },
    entryPoints,
    splitting: true,
    outdir,
    outbase: root,
    chunkNames: `${chunks}/[name]-[hash]`,
    metafile: true,
  })
  return outputFiles.map((file) => {
    const output = path.relative(outdir, file.path).split(path.sep).join("/")
    // A test file is asked for by its own name; chunks by the name esbuild gave them.
    const url = output.startsWith(`${chunks}/`)
      ? output
      : path.relative(root, metafile.outputs[path.relative(root, file.path)].entryPoint)
    return [`/${url}`, file.text]
  })
}

let bundles
function bundleAll() {
  const files = globSync(testFiles, { cwd: root })
  const development = files.filter((file) => DEVELOPMENT_FILES.includes(file))
  const production = files.filter((file) => !DEVELOPMENT_FILES.includes(file))
  bundles ??= Promise.all([
    bundle(production, "production"),
    bundle(development, "development"),
  ]).then((built) => new Map(built.flat()))
  return bundles
}

const bundleTests = {
  name: "bundle-tests",
  async serve(context) {
    const isTest = /\/(test\/browser\/.+\.test|src\/components\/.+\.browser\.test)\.tsx?$/.test(
      context.path,
    )
    if (!isTest && !/^\/__wtr_\w+_chunks\//.test(context.path)) return
    const body = (await bundleAll()).get(context.path)
    return body === undefined ? undefined : { body, type: "js" }
  },
}

export default {
  files: testFiles,
  nodeResolve: false,
  plugins: [bundleTests, keyBurstPlugin(), axTreePlugin()],
  // Two cores: more pages at once only makes timers and animations flaky.
  concurrency: 1,
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 10 * 60 * 1000,
  browserStartTimeout: 60000,
}
