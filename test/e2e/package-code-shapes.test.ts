import { describe, expect, it } from "vitest"
import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { parseAst } from "vite"
import { repoRoot } from "./example-hosts"

// Code shapes that a host's bundler is known to miscompile when it minifies our already
// minified files again. Docusaurus builds with Rspack (through @docusaurus/faster); Rspack 1.7's
// SWC minifier, inlining small functions into one that also holds a class static block, put a
// temporary `var` inside the static block (its own scope) and so overwrote the outer function's
// parameter: `function(e){let t=(e=e.slug,`demo-${e}`),n=new Set(e.attributes)…`, every demo
// stuck on "Loading demo…". The Docusaurus host test (docs-engines.test.ts) shows the symptom;
// this names the cause, in every file of the built package.

/** Every node of an ESTree tree whose `type` is `type`. */
function nodesOfType(node: unknown, type: string, found: unknown[] = []): unknown[] {
  if (Array.isArray(node)) for (const child of node) nodesOfType(child, type, found)
  else if (node && typeof node === "object") {
    if ((node as { type?: unknown }).type === type) found.push(node)
    for (const value of Object.values(node)) nodesOfType(value, type, found)
  }
  return found
}

async function packageFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => join(entry.parentPath, entry.name))
}

describe("the built package's code", () => {
  it("holds no class static block (Rspack 1.7's minifier breaks the function around one)", async () => {
    const files = await packageFiles(join(repoRoot, "dist", "lib"))
    expect(files.length).toBeGreaterThan(100)
    const withStaticBlocks: string[] = []
    for (const file of files) {
      const ast = parseAst(await readFile(file, "utf8"))
      if (nodesOfType(ast, "StaticBlock").length > 0) withStaticBlocks.push(file)
    }
    expect(withStaticBlocks).toEqual([])
  })
})
