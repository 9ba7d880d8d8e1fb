// Browser tests run in Debian's Chromium. Each test file is bundled with esbuild on request
// (React is CommonJS and demos import CSS as text, neither of which a browser loads as is).
import { chromeLauncher } from "@web/test-runner-chrome"
import * as esbuild from "esbuild"
import { readFile } from "node:fs/promises"
import path from "node:path"
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.mjs"
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

const bundleTests = {
  name: "bundle-tests",
  async serve(context) {
    if (!/\/test\/browser\/.+\.test\.tsx?$/.test(context.path)) return
    const result = await esbuild.build({
      entryPoints: [path.join(root, context.path)],
      bundle: true,
      write: false,
      format: "esm",
      sourcemap: "inline",
      jsx: "automatic",
      target: "es2022",
      define: { "process.env.NODE_ENV": '"development"' },
      plugins: [inlineCss],
      // The runner serves this module itself; it is not a file to bundle.
      external: ["/__web-dev-server__web-socket.js"],
      logLevel: "silent",
    })
    return { body: result.outputFiles[0].text, type: "js" }
  },
}

export default {
  files: process.env.WTR_FILES ?? "test/browser/**/*.test.{ts,tsx}",
  nodeResolve: false,
  plugins: [bundleTests, keyBurstPlugin()],
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
