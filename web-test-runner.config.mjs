// Browser tests run in Debian's Chromium. The test files are bundled by Vite, as the builds
// are (React is CommonJS, demos import CSS as text, the catalog's modules are generated:
// none of that loads in a browser as is), and served from memory.
import { chromeLauncher } from "@web/test-runner-chrome"
import path from "node:path"
import { globSync } from "tinyglobby"
import { build } from "vite"
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.mjs"
import { loadTs } from "./scripts/load-ts.mjs"
import { axTreePlugin } from "./test/browser/commands/ax-tree-plugin.mjs"
import { keyBurstPlugin } from "./test/browser/commands/key-burst-plugin.mjs"

const root = path.dirname(new URL(import.meta.url).pathname)

// Cross-cutting tests under test/browser; each demo's own scenario test in its folder.
const testFiles = process.env.WTR_FILES ?? [
  "test/browser/**/*.test.{ts,tsx}",
  "src/components/**/*.browser.test.ts",
]

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
 * Every test file of the run bundled in one Vite build (one per React build), split into
 * shared chunks, by the URL the browser asks for. Bundling each file on its own put React,
 * zag and every demo into each of them, a second or more each on a busy machine. The split
 * build also loads each demo as its own chunk, as the published bundle does.
 */
async function bundle(files, mode) {
  if (files.length === 0) return []
  const chunks = `__wtr_${mode}_chunks`
  const { demoCatalog } = await loadTs("./scripts/catalog/catalog-plugin.ts")
  const output = await build({
    configFile: false,
    root,
    mode,
    logLevel: "silent",
    plugins: [demoCatalog()],
    define: {
      "process.env.NODE_ENV": JSON.stringify(mode),
      // The sweeps over these demos only (test/browser/sweeps/swept.ts); all when unset.
      "import.meta.env.WTR_DEMOS": JSON.stringify(process.env.WTR_DEMOS ?? ""),
    },
    // React's JSX runtime of the same build as React itself (Vite picks it from NODE_ENV).
    oxc: { jsx: { runtime: "automatic", development: mode === "development" } },
    build: {
      write: false,
      target: "es2022",
      minify: false,
      sourcemap: "inline",
      modulePreload: false,
      // Named by their paths, so a test's URL finds it and its imports resolve beside it.
      rolldownOptions: {
        input: Object.fromEntries(files.map((file) => [file.replace(/\.tsx?$/, ""), file])),
        // The runner serves this module itself; it is not a file to bundle.
        external: ["/__web-dev-server__web-socket.js"],
        preserveEntrySignatures: "strict",
        output: {
          entryFileNames: "[name].js",
          chunkFileNames: `${chunks}/[name]-[hash].js`,
          assetFileNames: `${chunks}/[name]-[hash][extname]`,
        },
      },
    },
  })
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output)
  return outputs.map((file) => {
    // A test file is asked for by its own name; chunks and assets by the names Vite gave them.
    const entry = file.type === "chunk" && file.isEntry ? file.facadeModuleId : null
    const url = entry ? path.relative(root, entry) : file.fileName
    return [`/${url}`, file.type === "chunk" ? file.code : file.source]
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
    const isTest = /\.test\.tsx?$/.test(context.path)
    if (!isTest && !/^\/__wtr_\w+_chunks\//.test(context.path)) return
    const body = (await bundleAll()).get(context.path)
    if (body === undefined) return undefined
    return { body, type: isTest ? "js" : path.extname(context.path).slice(1) }
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
