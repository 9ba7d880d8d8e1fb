// After the server build (vite.server.config.ts): the stylesheets server-rendered demos link,
// written to dist/lib/styles from the built module itself, and the declarations of
// `statebook-elements/server` (its API is three functions, written out here); the command's
// file made runnable.
import { chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { pathToFileURL } from "node:url"

const server = join("dist", "lib", "server")
const styles = join("dist", "lib", "styles")
const { demoStylesheets } = await import(pathToFileURL(join(server, "index.js")).href)
await rm(styles, { recursive: true, force: true })
await mkdir(styles, { recursive: true })
const sheets = await demoStylesheets()
await Promise.all(sheets.map(({ file, css }) => writeFile(join(styles, file), css)))

await writeFile(
  join(server, "index.d.ts"),
  `export interface RenderDemoOptions {
  /** Where the page serves the package's dist/lib/styles folder: the demo's shadow root links its stylesheets from there. */
  stylesheetBase?: string
}

/** A demo element as HTML, its widget in a declarative shadow root: in Node, with no DOM. */
export declare function renderDemo(
  tag: string,
  attributes?: Readonly<Record<string, string | true>>,
  options?: RenderDemoOptions,
): Promise<string>

/** Every stylesheet a server-rendered demo links (dist/lib/styles), by file name, with its CSS. */
export declare function demoStylesheets(): Promise<{ file: string; css: string }[]>

export interface PrerenderOptions {
  /** Where the site serves <folder>/statebook-elements/styles/ (default: /statebook-elements/styles/). */
  stylesheetBase?: string
}

/** Fills in every empty demo element of the HTML files under a folder with its server render, in place. */
export declare function prerenderFolder(
  folder: string,
  options?: PrerenderOptions,
): Promise<{ rendered: number; files: number }>
`,
)
// `npx statebook-elements prerender <folder>` runs the command file itself.
const cli = join(server, "cli.js")
await writeFile(cli, "#!/usr/bin/env node\n" + (await readFile(cli, "utf8")))
await chmod(cli, 0o755)

console.log(`statebook-elements/server: ${sheets.length} stylesheets in ${styles}`)
