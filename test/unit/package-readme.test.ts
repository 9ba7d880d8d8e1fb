import { describe, expect, it } from "vitest"
import { readdirSync, readFileSync } from "node:fs"

// The package's README (what npm shows) names every host the end-to-end tests build: a docs
// author looks there for theirs. Each folder under docs/examples is one tested host.
const HOST_NAMES: Record<string, string> = {
  astro: "Astro",
  docusaurus: "Docusaurus",
  "lit-app": "Lit",
  mkdocs: "MkDocs",
  nextjs: "Next.js",
  nuxt: "Nuxt",
  "plain-html": "plain HTML",
  "react-host": "React",
  rspress: "Rspress",
  sphinx: "Sphinx",
  starlight: "Starlight",
  sveltekit: "SvelteKit",
  vitepress: "VitePress",
  vue: "Vue",
}

describe("the package README", () => {
  const readme = readFileSync("docs/package-readme.md", "utf8")
  const examples = readdirSync("docs/examples", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

  it.each(examples)("names the tested host of docs/examples/%s", (folder) => {
    const name = HOST_NAMES[folder]
    expect(name, `a name for docs/examples/${folder} in this test's HOST_NAMES`).toBeDefined()
    expect(readme).toContain(name)
  })
})
