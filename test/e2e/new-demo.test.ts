import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { execFileSync } from "node:child_process"
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { repoRoot, run } from "./example-hosts"

// `npm run new-demo <slug>` in a copy of this repository: the demo it scaffolds is seven new
// files in one folder, and with no other edit it is in the catalog, the site's nav and the
// manifest, it type-checks, and its own browser test passes. The sweeps iterate the catalog,
// so they take it too. `npm run new-variant <demo> <name>` likewise: three files beside the
// demo, in the catalog with no other edit, its test passing.

const SLUG = "sample-widget"
/** The variant `npm run new-variant` writes, of a demo that has none. */
const VARIANT = ["switch", "sample-variant"] as const

/** A node script run in the copy, printing JSON: what the derived lists say of the demos. */
const READ_LISTS = `
import { loadTs } from "./scripts/load-ts.mjs"
const { catalog } = await loadTs("./src/catalog.ts")
const { readDemoFacts } = await loadTs("./scripts/catalog/demo-facts.ts")
const { siteModules } = await loadTs("./scripts/catalog/generators/site-modules.ts")
const { buildManifest } = await loadTs("./scripts/element-manifest.ts")
const { elementMembers } = await loadTs("./scripts/element-members.ts")
const manifest = buildManifest(catalog, elementMembers())
console.log(JSON.stringify({
  catalog: catalog.map((entry) => entry.slug),
  variants: catalog.flatMap((entry) => entry.variants.map((v) => entry.slug + "/" + v.name)),
  nav: siteModules(await readDemoFacts()).demos(),
  tags: manifest.modules.map((module) => module.declarations[0].tagName),
}))
`

describe("npm run new-demo", () => {
  let copy: string

  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), "statebook-new-demo-"))
    // The repository as it is (tracked and new files), as a fresh git checkout of its own.
    const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], {
      cwd: repoRoot,
      encoding: "utf8",
    })
      .split("\n")
      .filter(Boolean)
    for (const file of files) {
      await mkdir(dirname(join(copy, file)), { recursive: true })
      await cp(join(repoRoot, file), join(copy, file)).catch(() => {}) // a file deleted, not committed
    }
    await symlink(join(repoRoot, "node_modules"), join(copy, "node_modules"))
    await writeFile(join(copy, ".gitignore"), "node_modules\n", { flag: "a" })
    for (const args of [
      ["init", "-q"],
      ["add", "-A"],
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "copy"],
    ])
      execFileSync("git", args, { cwd: copy })
    await run("npm", ["run", "new-demo", "--", SLUG], copy)
    await run("npm", ["run", "new-variant", "--", ...VARIANT], copy)
  }, 120_000)

  afterAll(async () => {
    if (copy) await rm(copy, { recursive: true, force: true })
  })

  it("writes the demo's folder, page object and test included, and touches nothing else", () => {
    const status = execFileSync("git", ["status", "--porcelain", "--untracked-files=all"], {
      cwd: copy,
      encoding: "utf8",
    })
    expect(status.split("\n").filter(Boolean).sort()).toEqual([
      `?? src/components/${SLUG}/${SLUG}.browser.test.ts`,
      `?? src/components/${SLUG}/${SLUG}.controls.ts`,
      `?? src/components/${SLUG}/${SLUG}.css`,
      `?? src/components/${SLUG}/${SLUG}.demo.tsx`,
      `?? src/components/${SLUG}/${SLUG}.heights.json`,
      `?? src/components/${SLUG}/${SLUG}.keyboard.ts`,
      `?? src/components/${SLUG}/${SLUG}.page.ts`,
      `?? src/components/switch/switch.sample-variant.browser.test.ts`,
      `?? src/components/switch/switch.sample-variant.controls.ts`,
      `?? src/components/switch/switch.sample-variant.variant.tsx`,
    ])
  })

  it("refuses a slug that is taken or not a slug", async () => {
    await expect(run("npm", ["run", "new-demo", "--", SLUG], copy)).rejects.toThrow(
      /exists already/,
    )
    await expect(run("npm", ["run", "new-demo", "--", "Not A Slug"], copy)).rejects.toThrow(/Usage/)
    await expect(run("npm", ["run", "new-variant", "--", ...VARIANT], copy)).rejects.toThrow(
      /already/,
    )
    await expect(run("npm", ["run", "new-variant", "--", "switch", "basic"], copy)).rejects.toThrow(
      /names the demo itself/,
    )
    await expect(run("npm", ["run", "new-variant", "--", "no-demo", "x"], copy)).rejects.toThrow(
      /No demo named no-demo/,
    )
  })

  it("puts the demo in the catalog, the nav and the manifest, with no other edit", async () => {
    await writeFile(join(copy, "read-lists.mjs"), READ_LISTS)
    const lists = JSON.parse(await run("node", ["read-lists.mjs"], copy)) as {
      catalog: string[]
      variants: string[]
      nav: string
      tags: string[]
    }
    expect(lists.catalog).toContain(SLUG)
    expect(lists.variants).toContain(VARIANT.join("/"))
    // The site's nav module, as the showcase's build generates it (its label, "Sample Widget",
    // is the slug's words, which the site derives rather than lists).
    expect(lists.nav).toContain(`"slug": "${SLUG}"`)
    expect(lists.tags).toContain(`demo-${SLUG}`)
  })

  it("type-checks, and its own browser test passes", async () => {
    await run("npx", ["tsc", "-p", "."], copy)
    const output = await run(
      "npx",
      ["web-test-runner", "--config", "web-test-runner.config.mjs"],
      copy,
      {
        WTR_FILES: `{src/components/${SLUG}/${SLUG}.browser.test.ts,src/components/switch/switch.sample-variant.browser.test.ts}`,
      },
    )
    expect(output).toMatch(/4 passed, 0 failed/)
  }, 180_000)
})
