import { describe, expect, it } from "vitest"
import { existsSync, readFileSync } from "node:fs"
import { catalog, type CatalogEntry } from "../../src/catalog"
import {
  ANY_CHARACTER,
  type KeyboardMap,
} from "../../src/components/kit/accessibility/keyboard-map"
import { loadKeyboardMap } from "../../src/components/kit/accessibility/keyboard-maps"
import { zagPackagesOf } from "../../scripts/bench/demo-imports"
import { zagE2eKeys } from "./zag-e2e-keys"

// Every demo's keyboard map (`<slug>.keyboard.ts`): it loads, it says something, its keys are
// real KeyboardEvent.key values, its machine labels are the demo's own, and it names every key
// zag's own e2e scenarios press for the machines the demo runs.

/** KeyboardEvent.key's named values a map may use (printable characters are checked apart). */
const NAMED_KEYS = new Set([
  "Enter",
  "Tab",
  "Escape",
  "Backspace",
  "Delete",
  "Insert",
  "ContextMenu",
  "ArrowUp",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "Home",
  "End",
  "PageUp",
  "PageDown",
  ...Array.from({ length: 12 }, (_, i) => `F${i + 1}`),
])
const MODIFIERS = new Set(["Control", "Alt", "Shift", "Meta"])

/** A key written with its modifiers in a fixed order, so "Shift+Alt+X" is "Alt+Shift+X". */
function normalised(key: string): string {
  const parts = key === "+" ? ["+"] : key.split("+")
  const main = parts.pop()!
  return [...parts.sort(), main].join("+")
}

function keyProblem(key: string): string | undefined {
  const parts = key.length > 1 && key.includes("+") ? key.split("+") : [key]
  const main = parts.pop()!
  const unknownModifier = parts.find((modifier) => !MODIFIERS.has(modifier))
  if (unknownModifier) return `unknown modifier ${unknownModifier}`
  if (new Set(parts).size !== parts.length) return "a modifier twice"
  if (NAMED_KEYS.has(main) || main === ANY_CHARACTER) return undefined
  if ([...main].length === 1 && /^\P{C}$/u.test(main)) return undefined
  return `${JSON.stringify(main)} is not a KeyboardEvent.key value`
}

/** What a zag package's `anatomy` builds: each part's data attributes. */
interface Anatomy {
  build(): Record<string, { attrs: { "data-part": string } }>
}

const readSource = (path: string) => {
  const url = new URL(`../../${path}`, import.meta.url)
  return existsSync(url) ? readFileSync(url, "utf8") : undefined
}

/** The demo's source files, as the bench reads them: its module and what it imports locally. */
function demoSources(entry: CatalogEntry): string[] {
  const sources: string[] = []
  zagPackagesOf(entry.files.demo.replace(/^\.\//, "src/"), (path) => {
    const source = readSource(path)
    if (source !== undefined) sources.push(source)
    return source
  })
  return sources
}

/** The argument text of each call to `name(…)` in a source, parentheses balanced. */
function callArguments(source: string, name: string): string[] {
  const calls: string[] = []
  for (const match of source.matchAll(new RegExp(`\\b${name}\\(`, "g"))) {
    const start = match.index + match[0].length
    let depth = 1
    let end = start
    while (end < source.length && depth > 0) {
      if (source[end] === "(") depth++
      else if (source[end] === ")") depth--
      end++
    }
    calls.push(source.slice(start, end - 1))
  }
  return calls
}

/**
 * The machine labels a demo passes to useDemoMachine, read from its sources: string labels
 * (`label: "Dialog"`, `machineLabel="Popover"`, a helper's `label = "menu"` default or string
 * argument), and template labels (`label: \`${name} tooltip\``) as patterns.
 */
function machineLabels(sources: string[]): RegExp[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const labels: RegExp[] = []
  for (const source of sources) {
    for (const [, text] of source.matchAll(/[lL]abel(?::\s*|\s*=\s*)"([^"]+)"/g))
      labels.push(new RegExp(`^${escape(text!)}$`))
    for (const args of callArguments(source, "useMenuMachine")) {
      const last = /,\s*"([^"]+)",?\s*$/.exec(args)?.[1]
      if (last) labels.push(new RegExp(`^${escape(last)}$`))
    }
    for (const [, template] of source.matchAll(/[lL]abel(?::\s*|=\{)`([^`]+)`/g))
      labels.push(
        new RegExp(
          `^${template!
            .split(/\$\{[^}]+\}/)
            .map(escape)
            .join(".+")}$`,
        ),
      )
  }
  return labels
}

const maps = new Map<string, KeyboardMap>(
  await Promise.all(catalog.map(async (entry) => [entry.slug, await entry.keyboard()] as const)),
)

describe("keyboard maps", () => {
  it("load for every catalog demo, from a file beside the demo", () => {
    expect(catalog.length).toBeGreaterThanOrEqual(65)
    for (const entry of catalog) {
      expect(entry.files.keyboard).toBe(`${entry.folder}/${entry.slug}.keyboard.ts`)
      expect(maps.get(entry.slug)?.bindings, entry.slug).toBeInstanceOf(Array)
    }
  })

  it("load for each variant with a map of its own, with real keys", async () => {
    const own = catalog.flatMap((entry) =>
      entry.variants.flatMap((variant) =>
        variant.files.keyboard ? [`${entry.slug}/${variant.name}`] : [],
      ),
    )
    expect(own.length).toBeGreaterThan(0)
    for (const key of own) {
      const map = await loadKeyboardMap(key)
      expect(map.bindings.length, key).toBeGreaterThan(0)
      for (const binding of map.bindings) {
        expect(binding.action, key).toMatch(/^[A-Z].*\.$/)
        for (const name of binding.keys) expect(keyProblem(name), `${key}: ${name}`).toBe(undefined)
      }
    }
  })

  it("list keys, or say in a note why a demo has none", () => {
    for (const [slug, map] of maps) {
      if (map.bindings.length === 0) expect(map.note?.trim(), slug).toBeTruthy()
      for (const binding of map.bindings) {
        expect(binding.keys.length, `${slug}: ${binding.action}`).toBeGreaterThan(0)
        expect(binding.part, slug).toMatch(/^[a-z]+(-[a-z]+)*$/)
        expect(binding.action, slug).toMatch(/^[A-Z].*\.$/)
      }
    }
  })

  it("name only real KeyboardEvent.key values, with optional modifiers", () => {
    const problems = [...maps].flatMap(([slug, map]) =>
      map.bindings.flatMap((binding) =>
        binding.keys.flatMap((key) => {
          const problem = keyProblem(key)
          return problem ? [`${slug}: ${key}: ${problem}`] : []
        }),
      ),
    )
    expect(problems).toEqual([])
    expect(keyProblem("Shift+Tab")).toBeUndefined()
    expect(keyProblem("Space")).toMatch(/not a KeyboardEvent.key/)
    expect(keyProblem("Hyper+a")).toMatch(/modifier/)
  })

  it("tag bindings only with machine labels the demo passes to useDemoMachine", () => {
    for (const entry of catalog) {
      const labels = machineLabels(demoSources(entry))
      for (const binding of maps.get(entry.slug)!.bindings) {
        if (binding.machine === undefined) continue
        expect(
          labels.some((label) => label.test(binding.machine!)),
          `${entry.slug}: machine "${binding.machine}"`,
        ).toBe(true)
      }
    }
  })

  it("put each binding on a part of the demo's machines, as zag's anatomy names them", async () => {
    const strays: string[] = []
    for (const entry of catalog) {
      const parts = new Set<string>()
      for (const pkg of zagPackagesOf(entry.files.demo.replace(/^\.\//, "src/"), readSource)) {
        const { anatomy } = (await import(/* @vite-ignore */ pkg)) as { anatomy?: Anatomy }
        if (anatomy)
          for (const part of Object.values(anatomy.build())) parts.add(part.attrs["data-part"])
      }
      for (const binding of maps.get(entry.slug)!.bindings)
        if (!parts.has(binding.part)) strays.push(`${entry.slug}: ${binding.part}`)
    }
    expect(strays).toEqual([])
  })

  it("name every key zag's own e2e scenarios press for the demo's machines", () => {
    const missing: string[] = []
    for (const entry of catalog) {
      const named = new Set(
        maps.get(entry.slug)!.bindings.flatMap((binding) => binding.keys.map(normalised)),
      )
      for (const pkg of zagPackagesOf(entry.files.demo.replace(/^\.\//, "src/"), readSource)) {
        const machine = pkg.slice("@zag-js/".length)
        const table = zagE2eKeys[machine]
        if (!table) {
          missing.push(`${entry.slug}: no entry for ${machine} in zag-e2e-keys.ts`)
          continue
        }
        const required = [
          ...table.keys,
          ...(table.only ?? []).filter((o) => o.demos.includes(entry.slug)).flatMap((o) => o.keys),
        ]
        for (const key of required)
          if (!named.has(normalised(key))) missing.push(`${entry.slug}: ${machine} ${key}`)
      }
    }
    expect(missing).toEqual([])
  })

  it("has a table entry that reads e2e files or says why it has no keys", () => {
    for (const [machine, entry] of Object.entries(zagE2eKeys)) {
      if (entry.keys.length === 0) expect(entry.none, machine).toBeTruthy()
      else expect(entry.read.length, machine).toBeGreaterThan(0)
      for (const key of entry.keys) expect(keyProblem(key), `${machine}: ${key}`).toBeUndefined()
    }
  })
})
