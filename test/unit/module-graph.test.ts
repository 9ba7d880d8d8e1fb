import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { gzipSize } from "../../scripts/bench/gzip-size"
import { planPageLoad } from "../../scripts/bench/module-graph"
import { readModuleGraph } from "../../scripts/bench/read-graph"

// Small built-module graphs written to a temp folder, read back as the budgets read dist/.
let dir: string | undefined

async function build(files: Record<string, string>) {
  dir = await mkdtemp(join(tmpdir(), "module-graph-"))
  for (const [file, code] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true })
    await writeFile(join(dir, file), code)
  }
  return readModuleGraph(dir)
}

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  dir = undefined
})

// Today's element bundle in miniature: entry -> register chunk -> lazy demo -> its shared chunk.
const waterfall = {
  "elements/accordion.js": `import{n as e}from"../chunks/register.js";e("accordion");`,
  "chunks/register.js": [
    `import{r}from"./react.js";`,
    "const c=[{slug:`accordion`,load:()=>import(`./accordion.demo.js`)},",
    "{slug:`dialog`,load:()=>import(`./dialog.demo.js`)}];export{c as n};",
  ].join(""),
  "chunks/react.js": `export const r=1;`,
  "chunks/accordion.demo.js": `import{r}from"./react.js";import{z}from"./zag.js";export default r+z;`,
  "chunks/dialog.demo.js": `import{z}from"./zag.js";import{d}from"./dialog-only.js";export default z+d;`,
  "chunks/zag.js": `export const z=2;`,
  "chunks/dialog-only.js": `export const d=3;`,
}

describe("planPageLoad", () => {
  it("follows only the dynamic import that leads to the demo, one round trip per level", async () => {
    const graph = await build(waterfall)
    const load = planPageLoad(graph, {
      initial: ["elements/accordion.js"],
      widget: "chunks/accordion.demo.js",
    })
    expect(Object.fromEntries(load.levels)).toEqual({
      "elements/accordion.js": 1,
      "chunks/register.js": 2,
      "chunks/react.js": 3,
      // The loader runs once react.js (round trip 3) has arrived and the entry evaluated.
      "chunks/accordion.demo.js": 4,
      "chunks/zag.js": 5,
    })
    expect(load.roundTrips).toBe(5)
    expect(load.requests).toBe(5)
    const sizes = [...load.levels.keys()].map((file) => gzipSize(waterfall[file as never]))
    expect(load.gzBytes).toBe(sizes.reduce((a, b) => a + b, 0))
  })

  it("counts a per-demo entry that imports everything statically as two round trips", async () => {
    const graph = await build({
      "elements/accordion.js": `import"./shared.js";import"./accordion.demo.js";`,
      "elements/shared.js": `export const s=1;`,
      "elements/accordion.demo.js": `import{s}from"./shared.js";export default s;`,
    })
    const load = planPageLoad(graph, {
      initial: ["elements/accordion.js"],
      widget: "elements/accordion.demo.js",
    })
    expect(load.roundTrips).toBe(2)
    expect(load.requests).toBe(3)
  })

  it("counts a per-demo entry's runtime prelude and its demo's sibling requests as two round trips", async () => {
    // As vite.lib.config.ts writes a per-demo entry: the runtime's files requested as it runs,
    // the demo's files beside its import of the demo.
    const graph = await build({
      "elements/accordion.js": [
        `import("../chunks/runtime.js").catch(()=>{});`,
        "const load=()=>(",
        `import("../chunks/zag.js").catch(()=>{}),import("../chunks/helpers.js").catch(()=>{}),`,
        "import(`../chunks/accordion.demo.js`));",
        "import(`../chunks/runtime.js`).then(r=>r.start(load));",
      ].join(""),
      "chunks/runtime.js": `export const start=(load)=>load();`,
      "chunks/accordion.demo.js": `import{z}from"./zag.js";export default z;`,
      "chunks/zag.js": `import{h}from"./helpers.js";export const z=h;`,
      "chunks/helpers.js": `export const h=1;`,
    })
    const load = planPageLoad(graph, {
      initial: ["elements/accordion.js"],
      widget: "chunks/accordion.demo.js",
    })
    expect(Object.fromEntries(load.levels)).toEqual({
      "elements/accordion.js": 1,
      "chunks/runtime.js": 2,
      "chunks/accordion.demo.js": 2,
      "chunks/zag.js": 2,
      "chunks/helpers.js": 2,
    })
    expect(load.roundTrips).toBe(2)
  })

  it("puts modulepreloaded files and Vite's preloaded dependencies in the same round trip", async () => {
    const graph = await build({
      "assets/index.js": [
        `import{r}from"./react.js";`,
        `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/demo.js","assets/zag.js"])))=>i.map(i=>d[i]);`,
        "const load=()=>O(()=>import(`./demo.js`),__vite__mapDeps([0,1]));",
      ].join(""),
      "assets/react.js": `export const r=1;`,
      "assets/demo.js": `import{z}from"./zag.js";export default z;`,
      "assets/zag.js": `export const z=2;`,
      "assets/index.css": `body{margin:0}`,
    })
    const load = planPageLoad(graph, {
      initial: ["assets/index.js", "assets/react.js", "assets/index.css"],
      widget: "assets/demo.js",
    })
    expect(Object.fromEntries(load.levels)).toEqual({
      "assets/index.js": 1,
      "assets/react.js": 1,
      "assets/index.css": 1,
      "assets/demo.js": 2,
      "assets/zag.js": 2,
    })
    expect(load.roundTrips).toBe(2)
  })

  it("adds a file needed besides the widget, such as a toolbar chunk, to bytes but not to its round trips", async () => {
    const graph = await build({
      ...waterfall,
      "chunks/register.js": [
        `import{r}from"./react.js";`,
        "const c=[{slug:`accordion`,load:()=>import(`./accordion.demo.js`)}];",
        "const t=()=>import(`./toolbar.js`);export{c as n,t};",
      ].join(""),
      "chunks/toolbar.js": `import{r}from"./react.js";import"./tabs.js";export default r;`,
      "chunks/tabs.js": `export const t=1;`,
    })
    const request = { initial: ["elements/accordion.js"], widget: "chunks/accordion.demo.js" }
    const without = planPageLoad(graph, request)
    const withToolbar = planPageLoad(graph, { ...request, alsoNeeded: ["chunks/tabs.js"] })
    expect(withToolbar.requests).toBe(without.requests + 2)
    expect(withToolbar.levels.get("chunks/toolbar.js")).toBe(4)
    expect(withToolbar.levels.get("chunks/tabs.js")).toBe(5)
    expect(withToolbar.roundTrips).toBe(without.roundTrips)
  })

  it("ignores bare specifiers and import-like text inside strings", async () => {
    const graph = await build({
      "app.js":
        'import x from"react";const snippet=`import "./not-a-module.js"`;import(`./demo.js`);',
      "demo.js": `export default 1;`,
    })
    expect(graph.get("app.js")?.staticImports).toEqual([])
    const load = planPageLoad(graph, { initial: ["app.js"], widget: "demo.js" })
    expect(load.roundTrips).toBe(2)
  })

  it("says which file cannot be reached instead of counting a page that never renders", async () => {
    const graph = await build(waterfall)
    expect(() =>
      planPageLoad(graph, { initial: ["chunks/react.js"], widget: "chunks/dialog.demo.js" }),
    ).toThrow("chunks/dialog.demo.js cannot be reached from chunks/react.js")
  })
})
